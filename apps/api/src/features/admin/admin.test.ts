import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, auditLog, outbox, roles, settings, users } from '../../db/schema';
import { createTestPortal, DEMO, inject, json, signIn, type TestPortal } from '../../../test/portal';

type ErrorBody = { error: { code: string; message: string; details: { field: string; message: string }[] | null } };
type RoleReply = { role_id: string; role_name: string; display_name: string; role_type: string; permissions: string[] };

let portal: TestPortal;
let admin: string;
let reseller: string;
let adminRoleId: string;
beforeAll(async () => {
  portal = await createTestPortal();
  admin = await signIn(portal.app, DEMO.admin);
  reseller = await signIn(portal.app, DEMO.reseller);
  const [role] = await portal.app.deps.db.select().from(roles).where(eq(roles.roleName, 'admin'));
  adminRoleId = role!.roleId;
});
afterAll(() => portal?.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  inject(portal.app, { method, url, cookie, ...(payload ? { payload } : {}) });

describe('GET /api/roles and /api/permissions', () => {
  it('lists roles sorted by name with permissions, filterable by role_type', async () => {
    const response = await call('GET', '/api/roles', reseller);
    expect(response.statusCode).toBe(200);
    const list = json<{ roles: RoleReply[] }>(response).roles;
    const names = list.map((r) => r.role_name);
    expect(names).toEqual([...names].sort());
    expect(list.find((r) => r.role_name === 'reseller')!.permissions).toEqual(['approve-contract', 'read-user']);
    const internal = json<{ roles: RoleReply[] }>(await call('GET', '/api/roles?role_type=internal', reseller)).roles;
    expect(new Set(internal.map((r) => r.role_type))).toEqual(new Set(['internal']));
    expect((await call('GET', '/api/roles?role_type=boss', reseller)).statusCode).toBe(400);
  });

  it('lists every permission with id, code and display name', async () => {
    const response = await call('GET', '/api/permissions', admin);
    expect(response.statusCode).toBe(200);
    const list = json<{ permissions: { permission_id: string; permission_code: string; display_name: string }[] }>(
      response,
    ).permissions;
    expect(list.find((p) => p.permission_code === 'show-programs')).toMatchObject({ display_name: 'Manage programs' });
    expect(list).toHaveLength(28);
  });

  it('answers 401 signed out', async () => {
    expect((await call('GET', '/api/roles')).statusCode).toBe(401);
    expect((await call('GET', '/api/permissions')).statusCode).toBe(401);
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
    const response = await call('POST', '/api/roles', admin, newRole);
    expect(response.statusCode).toBe(200);
    const role = json<RoleReply>(response);
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
    expect((await call('POST', '/api/roles', admin, newRole)).statusCode).toBe(409);
  });

  it('edits the name and replaces the permissions', async () => {
    const list = json<{ roles: RoleReply[] }>(await call('GET', '/api/roles', admin)).roles;
    const role = list.find((r) => r.role_name === 'regional-agronomist')!;
    const response = await call('PATCH', '/api/roles', admin, {
      role_id: role.role_id,
      display_name: 'Senior Agronomist',
      permissions: ['read-user'],
    });
    expect(response.statusCode).toBe(200);
    expect(json<RoleReply>(response)).toMatchObject({ display_name: 'Senior Agronomist', permissions: ['read-user'] });
    const missing = await call('PATCH', '/api/roles', admin, {
      role_id: crypto.randomUUID(),
      display_name: 'X',
      permissions: [],
    });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 400 with the spec messages per field', async () => {
    const response = await call('POST', '/api/roles', admin, { ...newRole, display_name: '', description: ' ' });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).error.details).toEqual([
      { field: 'display_name', message: 'New role name is required. Please complete this field' },
      { field: 'description', message: 'Description of the new role is required. Please complete this field' },
    ]);
    const patch = await call('PATCH', '/api/roles', admin, { role_id: adminRoleId, display_name: '', permissions: [] });
    expect(json<ErrorBody>(patch).error.details).toEqual([
      { field: 'display_name', message: 'Role name is required. Please complete this field' },
    ]);
  });

  it('answers 401 signed out and 403 to non-admins', async () => {
    expect((await call('POST', '/api/roles', undefined, newRole)).statusCode).toBe(401);
    const salesrep = await signIn(portal.app, DEMO.salesrep);
    expect((await call('POST', '/api/roles', salesrep, { ...newRole, display_name: 'Sneaky' })).statusCode).toBe(403);
    expect(
      (await call('PATCH', '/api/roles', reseller, { role_id: adminRoleId, display_name: 'Mine', permissions: [] }))
        .statusCode,
    ).toBe(403);
  });
});

describe('POST /api/invite-admin', () => {
  it('invites a new user: user, platform-wide admin assignment and an e-mail with a login link', async () => {
    const response = await call('POST', '/api/invite-admin', admin, {
      user_type: 'new',
      company_id: 'admin',
      role_id: adminRoleId,
      email: 'New.Admin@Example.com',
    });
    expect(response.statusCode).toBe(200);
    const body = json<{ user_id: string; email: string; company_id: null }>(response);
    expect(body).toMatchObject({ email: 'new.admin@example.com', company_id: null });
    const held = await portal.app.deps.db
      .select()
      .from(assignments)
      .where(and(eq(assignments.userId, body.user_id), isNull(assignments.companyId)));
    expect(held).toHaveLength(1);
    const [mail] = await portal.app.deps.db.select().from(outbox).where(eq(outbox.recipient, 'new.admin@example.com'));
    expect(mail!.link).toMatch(/\/login\/[\w-]{20,}$/);

    const link = new URL(mail!.link!).pathname.replace('/login/', '');
    const check = await call('GET', `/api/login-links/${link}`);
    expect(json(check)).toMatchObject({ email: 'new.admin@example.com', has_password: false });
  });

  it('makes an existing user admin, then refuses to do it twice', async () => {
    const [user] = await portal.app.deps.db.select().from(users).where(eq(users.email, DEMO.steward));
    const payload = { user_type: 'existing', company_id: 'admin', role_id: adminRoleId, user_id: user!.id };
    expect((await call('POST', '/api/invite-admin', admin, payload)).statusCode).toBe(200);
    const again = await call('POST', '/api/invite-admin', admin, payload);
    expect(again.statusCode).toBe(400);
    expect(json<ErrorBody>(again).error.message).toBe(
      'User with email address steward@example.com is already an admin.',
    );
  });

  it('answers 409 for a new user whose e-mail exists, 404 for an unknown user', async () => {
    const exists = await call('POST', '/api/invite-admin', admin, {
      user_type: 'new',
      company_id: 'admin',
      role_id: adminRoleId,
      email: DEMO.reseller,
    });
    expect(exists.statusCode).toBe(409);
    expect(json<ErrorBody>(exists).error.message).toBe(
      'This user already exists in the system. Please start over and select Existing user instead of New user.',
    );
    const unknown = await call('POST', '/api/invite-admin', admin, {
      user_type: 'existing',
      company_id: 'admin',
      role_id: adminRoleId,
      user_id: 'nobody',
    });
    expect(unknown.statusCode).toBe(404);
    expect(json<ErrorBody>(unknown).error.message).toBe('User nobody not found.');
  });

  it('needs an admin-type role and a valid e-mail (400 naming the field)', async () => {
    const [internal] = await portal.app.deps.db.select().from(roles).where(eq(roles.roleName, 'steward'));
    const wrongRole = await call('POST', '/api/invite-admin', admin, {
      user_type: 'new',
      company_id: 'admin',
      role_id: internal!.roleId,
      email: 'x@example.com',
    });
    expect(wrongRole.statusCode).toBe(400);
    expect(json<ErrorBody>(wrongRole).error.details).toEqual([
      { field: 'role_id', message: 'Please select a role for this user' },
    ]);
    const badEmail = await call('POST', '/api/invite-admin', admin, {
      user_type: 'new',
      company_id: 'admin',
      role_id: adminRoleId,
      email: 'x@',
    });
    expect(json<ErrorBody>(badEmail).error.details).toEqual([
      { field: 'email', message: 'This email appears to be invalid. Please check if anything is missing' },
    ]);
    const [created] = await portal.app.deps.db.select().from(users).where(eq(users.email, 'x@example.com'));
    expect(created).toBeUndefined();
  });

  it('answers 401 and 403', async () => {
    const payload = { user_type: 'new', company_id: 'admin', role_id: adminRoleId, email: 'y@example.com' };
    expect((await call('POST', '/api/invite-admin', undefined, payload)).statusCode).toBe(401);
    expect((await call('POST', '/api/invite-admin', reseller, payload)).statusCode).toBe(403);
  });
});

describe('PATCH /api/sales-year', () => {
  it('sets the default contract year (admin), which GET then returns', async () => {
    const response = await call('PATCH', '/api/sales-year', admin, { sales_year: 2027 });
    expect(response.statusCode).toBe(200);
    expect(json(await call('GET', '/api/sales-year', reseller))).toEqual({ sales_year: 2027 });
    const [row] = await portal.app.deps.db.select().from(settings).where(eq(settings.key, 'sales_year'));
    expect(row!.value).toBe(2027);
    await call('PATCH', '/api/sales-year', admin, { sales_year: 2026 });
  });

  it('answers 400, 401 and 403', async () => {
    const bad = await call('PATCH', '/api/sales-year', admin, { sales_year: 'soon' });
    expect(bad.statusCode).toBe(400);
    expect(json<ErrorBody>(bad).error.details).toEqual([{ field: 'sales_year', message: 'Please select year' }]);
    expect((await call('PATCH', '/api/sales-year', undefined, { sales_year: 2027 })).statusCode).toBe(401);
    expect((await call('PATCH', '/api/sales-year', reseller, { sales_year: 2027 })).statusCode).toBe(403);
  });
});
