import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, outbox, roles, users } from '../../db/schema';
import { createTestPortal, DEMO, errorOf, injectAs, json, type TestPortal } from '../../../test/portal';

let portal: TestPortal;
let adminRoleId: string;
beforeAll(async () => {
  portal = await createTestPortal();
  const [role] = await portal.app.deps.db.select().from(roles).where(eq(roles.roleName, 'admin'));
  adminRoleId = role!.roleId;
});
afterAll(() => portal?.close());

describe('POST /api/invite-admin', () => {
  it('invites a new user: user, platform-wide admin assignment and an e-mail with a login link', async () => {
    const response = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: '/api/invite-admin',
      payload: {
        user_type: 'new',
        company_id: 'admin',
        role_id: adminRoleId,
        email: 'New.Admin@Example.com',
      },
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
    const check = await injectAs(portal.app, null, { method: 'GET', url: `/api/login-links/${link}` });
    expect(json(check)).toMatchObject({ email: 'new.admin@example.com', has_password: false });
  });

  it('makes an existing user admin, then refuses to do it twice', async () => {
    const [user] = await portal.app.deps.db.select().from(users).where(eq(users.email, DEMO.steward));
    const payload = { user_type: 'existing', company_id: 'admin', role_id: adminRoleId, user_id: user!.id };
    expect(
      (await injectAs(portal.app, DEMO.admin, { method: 'POST', url: '/api/invite-admin', payload: payload }))
        .statusCode,
    ).toBe(200);
    const again = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: '/api/invite-admin',
      payload: payload,
    });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).message).toBe('User with email address steward@example.com is already an admin.');
  });

  it('answers 409 for a new user whose e-mail exists, 404 for an unknown user', async () => {
    const exists = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: '/api/invite-admin',
      payload: {
        user_type: 'new',
        company_id: 'admin',
        role_id: adminRoleId,
        email: DEMO.reseller,
      },
    });
    expect(exists.statusCode).toBe(409);
    expect(errorOf(exists).message).toBe(
      'This user already exists in the system. Please start over and select Existing user instead of New user.',
    );
    const unknown = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: '/api/invite-admin',
      payload: {
        user_type: 'existing',
        company_id: 'admin',
        role_id: adminRoleId,
        user_id: 'nobody',
      },
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('User nobody not found.');
  });

  it('needs an admin-type role and a valid e-mail (400 naming the field)', async () => {
    const [internal] = await portal.app.deps.db.select().from(roles).where(eq(roles.roleName, 'steward'));
    const wrongRole = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: '/api/invite-admin',
      payload: {
        user_type: 'new',
        company_id: 'admin',
        role_id: internal!.roleId,
        email: 'x@example.com',
      },
    });
    expect(wrongRole.statusCode).toBe(400);
    expect(errorOf(wrongRole).details).toEqual([{ field: 'role_id', message: 'Please select a role for this user' }]);
    const badEmail = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: '/api/invite-admin',
      payload: {
        user_type: 'new',
        company_id: 'admin',
        role_id: adminRoleId,
        email: 'x@',
      },
    });
    expect(errorOf(badEmail).details).toEqual([
      { field: 'email', message: 'This email appears to be invalid. Please check if anything is missing' },
    ]);
    const [created] = await portal.app.deps.db.select().from(users).where(eq(users.email, 'x@example.com'));
    expect(created).toBeUndefined();
  });

  it('answers 401 and 403', async () => {
    const payload = { user_type: 'new', company_id: 'admin', role_id: adminRoleId, email: 'y@example.com' };
    expect(
      (await injectAs(portal.app, null, { method: 'POST', url: '/api/invite-admin', payload: payload })).statusCode,
    ).toBe(401);
    expect(
      (await injectAs(portal.app, DEMO.reseller, { method: 'POST', url: '/api/invite-admin', payload: payload }))
        .statusCode,
    ).toBe(403);
  });
});
