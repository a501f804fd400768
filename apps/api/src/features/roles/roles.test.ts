import type { Role } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, roles } from '../../db/schema';
import { createTestPortal, DEMO, errorOf, injectAs, json, type TestPortal } from '../../../test/portal';
import { injectAsReader } from '../../../test/record-version';
import { ROLE_RECORD } from './repository';

const patchAs = injectAsReader(ROLE_RECORD, 'role_id');

let portal: TestPortal;
let adminRoleId: string;
beforeAll(async () => {
  portal = await createTestPortal();
  const [role] = await portal.app.deps.db.select().from(roles).where(eq(roles.roleName, 'admin'));
  adminRoleId = role!.roleId;
});
afterAll(() => portal?.close());

describe('GET /api/roles and /api/permissions', () => {
  it('lists roles sorted by name with permissions, filterable by role_type', async () => {
    const response = await injectAs(portal.app, DEMO.reseller, { method: 'GET', url: '/api/roles' });
    expect(response.statusCode).toBe(200);
    const list = json<{ roles: Role[] }>(response).roles;
    const names = list.map((r) => r.role_name);
    expect(names).toEqual([...names].sort());
    expect(list.find((r) => r.role_name === 'reseller')!.permissions).toEqual(['approve-contract', 'read-user']);
    const internal = json<{ roles: Role[] }>(
      await injectAs(portal.app, DEMO.reseller, { method: 'GET', url: '/api/roles?role_type=internal' }),
    ).roles;
    expect(new Set(internal.map((r) => r.role_type))).toEqual(new Set(['internal']));
    expect(
      (await injectAs(portal.app, DEMO.reseller, { method: 'GET', url: '/api/roles?role_type=boss' })).statusCode,
    ).toBe(400);
  });

  it('lists every permission with id, code and display name', async () => {
    const response = await injectAs(portal.app, DEMO.admin, { method: 'GET', url: '/api/permissions' });
    expect(response.statusCode).toBe(200);
    const list = json<{ permissions: { permission_id: string; permission_code: string; display_name: string }[] }>(
      response,
    ).permissions;
    expect(list.find((p) => p.permission_code === 'show-programs')).toMatchObject({ display_name: 'Manage programs' });
    expect(list).toHaveLength(28);
  });

  it('answers 401 signed out', async () => {
    expect((await injectAs(portal.app, null, { method: 'GET', url: '/api/roles' })).statusCode).toBe(401);
    expect((await injectAs(portal.app, null, { method: 'GET', url: '/api/permissions' })).statusCode).toBe(401);
  });
});

describe('POST and PATCH /api/roles', () => {
  const newRole = {
    display_name: 'Regional Agronomist',
    description: 'Agronomy support',
    role_type: 'internal',
    permissions: ['read-company', 'show-reports'],
  };

  it('creates a role with its permissions and audits it', async () => {
    const response = await injectAs(portal.app, DEMO.admin, { method: 'POST', url: '/api/roles', payload: newRole });
    expect(response.statusCode).toBe(200);
    const role = json<Role>(response);
    expect(role).toMatchObject({
      role_name: 'regional-agronomist',
      display_name: 'Regional Agronomist',
      role_type: 'internal',
    });
    expect(role.permissions).toEqual(['read-company', 'show-reports']);
    const audits = await portal.app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'role'), eq(auditLog.entityId, role.role_id)));
    expect(audits).toHaveLength(1);
    expect(
      (await injectAs(portal.app, DEMO.admin, { method: 'POST', url: '/api/roles', payload: newRole })).statusCode,
    ).toBe(409);
  });

  it('edits the name and replaces the permissions', async () => {
    const list = json<{ roles: Role[] }>(
      await injectAs(portal.app, DEMO.admin, { method: 'GET', url: '/api/roles' }),
    ).roles;
    const role = list.find((r) => r.role_name === 'regional-agronomist')!;
    const response = await patchAs(portal.app, DEMO.admin, {
      method: 'PATCH',
      url: '/api/roles',
      payload: {
        role_id: role.role_id,
        display_name: 'Senior Agronomist',
        permissions: ['read-user'],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(json<Role>(response)).toMatchObject({ display_name: 'Senior Agronomist', permissions: ['read-user'] });
    const missing = await patchAs(portal.app, DEMO.admin, {
      method: 'PATCH',
      url: '/api/roles',
      payload: {
        role_id: crypto.randomUUID(),
        display_name: 'X',
        permissions: [],
      },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 400 with the spec messages per field', async () => {
    const response = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: '/api/roles',
      payload: { ...newRole, display_name: '', description: ' ' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details).toEqual([
      { field: 'display_name', message: 'New role name is required. Please complete this field' },
      { field: 'description', message: 'Description of the new role is required. Please complete this field' },
    ]);
    const patch = await patchAs(portal.app, DEMO.admin, {
      method: 'PATCH',
      url: '/api/roles',
      payload: { role_id: adminRoleId, display_name: '', permissions: [] },
    });
    expect(errorOf(patch).details).toEqual([
      { field: 'display_name', message: 'Role name is required. Please complete this field' },
    ]);
  });

  it('answers 401 signed out and 403 to non-admins', async () => {
    expect((await injectAs(portal.app, null, { method: 'POST', url: '/api/roles', payload: newRole })).statusCode).toBe(
      401,
    );
    expect(
      (
        await injectAs(portal.app, DEMO.salesrep, {
          method: 'POST',
          url: '/api/roles',
          payload: { ...newRole, display_name: 'Sneaky' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await patchAs(portal.app, DEMO.reseller, {
          method: 'PATCH',
          url: '/api/roles',
          payload: { role_id: adminRoleId, display_name: 'Mine', permissions: [] },
        })
      ).statusCode,
    ).toBe(403);
  });
});
