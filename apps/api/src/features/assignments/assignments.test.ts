import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, auditLog, companies, outbox, roles, users } from '../../db/schema';
import { createTestPortal, DEMO, errorOf, inject, injectAs, json, signIn, type TestPortal } from '../../../test/portal';

const ROUTE = '/api/assignments';
const USERS = '/api/company-management/v1/users';
type Row = Record<string, unknown> & {
  email: string;
  role_type: string;
  company_name: string | null;
  permissions: string[];
};

let portal: TestPortal;
let company: Record<string, string>;
let role: Record<string, string>;
let user: Record<string, string>;
const rows = (response: Awaited<ReturnType<typeof injectAs>>) => json<{ data: Row[] }>(response).data;

beforeAll(async () => {
  portal = await createTestPortal();
  const db = portal.app.deps.db;
  company = Object.fromEntries((await db.select().from(companies)).map((c) => [c.companyName, c.companyId]));
  role = Object.fromEntries((await db.select().from(roles)).map((r) => [r.roleName, r.roleId]));
  user = Object.fromEntries((await db.select().from(users)).map((u) => [u.email, u.id]));
});
afterAll(() => portal?.close());

describe('GET /api/assignments', () => {
  it("lists a company's people with the role's and the company's fields", async () => {
    const response = await injectAs(portal.app, DEMO.reseller, {
      method: 'GET',
      url: `${ROUTE}?company_id=${company['Prairie Gold Seed Co.']}&with_companies=true`,
    });
    expect(response.statusCode).toBe(200);
    const list = rows(response);
    expect(list.map((r) => [r.email, r.role_type])).toEqual([
      [DEMO.reseller, 'external'],
      [DEMO.salesrep, 'internal'],
    ]);
    expect(list[0]).toMatchObject({
      user_id: user[DEMO.reseller],
      company_id: company['Prairie Gold Seed Co.'],
      first: 'Riley',
      last: 'Jensen',
      display_name: 'Reseller',
      role_name: 'reseller',
      permissions: ['approve-contract', 'read-user'],
      enogen_dealer: true,
      sap_id: '0012345678',
      city: 'Ames',
      state: 'IA',
      company_name: 'Prairie Gold Seed Co.',
    });
  });

  it("lists one user's assignments: themself, an admin, or read-user at one of their companies", async () => {
    const own = await injectAs(portal.app, DEMO.salesrep, {
      method: 'GET',
      url: `${ROUTE}?user_id=${user[DEMO.salesrep]}&with_companies=true`,
    });
    expect(rows(own).map((r) => r.company_name)).toEqual([
      'Heartland Ag Supply',
      'North Star Seed Sales',
      'Prairie Gold Seed Co.',
    ]);
    expect(
      rows(await injectAs(portal.app, DEMO.admin, { method: 'GET', url: `${ROUTE}?user_id=${user[DEMO.admin]}` })),
    ).toMatchObject([{ company_id: null, role_type: 'admin' }]);
    // the reseller holds read-user at Prairie Gold, where the sales rep is assigned: only that row shows
    const colleague = await injectAs(portal.app, DEMO.reseller, {
      method: 'GET',
      url: `${ROUTE}?user_id=${user[DEMO.salesrep]}`,
    });
    expect(colleague.statusCode).toBe(200);
    expect(rows(colleague).map((r) => r.company_name)).toEqual(['Prairie Gold Seed Co.']);
    expect(
      (await injectAs(portal.app, DEMO.reseller, { method: 'GET', url: `${ROUTE}?user_id=${user[DEMO.receiver]}` }))
        .statusCode,
    ).toBe(403);
    expect(
      (await injectAs(portal.app, DEMO.operator, { method: 'GET', url: `${ROUTE}?user_id=${user[DEMO.receiver]}` }))
        .statusCode,
    ).toBe(403);
  });

  it('answers 401 signed out, 403 for a company the user cannot see, 400 without user_id or company_id', async () => {
    expect(
      (await injectAs(portal.app, null, { method: 'GET', url: `${ROUTE}?company_id=${company['Syngenta Seeds']}` }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await injectAs(portal.app, DEMO.receiver, {
          method: 'GET',
          url: `${ROUTE}?company_id=${company['Prairie Gold Seed Co.']}`,
        })
      ).statusCode,
    ).toBe(403);
    const neither = await injectAs(portal.app, DEMO.admin, { method: 'GET', url: ROUTE });
    expect(neither.statusCode).toBe(400);
    expect(errorOf(neither).details).toEqual([
      { field: 'user_id', message: 'Please provide either user_id or company_id' },
    ]);
  });
});

describe('POST /api/company-management/v1/users then POST /api/assignments (invite a new user)', () => {
  it('adds the user, assigns the role and e-mails a /login/{login_hash} link through the outbox', async () => {
    const created = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: USERS,
      payload: { email: ' Casey.New@Example.com ' },
    });
    expect(created.statusCode).toBe(200);
    const { user_id } = json<{ data: { user_id: string } }>(created).data;

    const invite = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: ROUTE,
      payload: {
        role_id: role.receiver,
        company_id: company['Cornbelt Renewable Fuels'],
        user_id,
      },
    });
    expect(invite.statusCode).toBe(200);
    expect(json(invite)).toMatchObject({
      data: { user_id, company_id: company['Cornbelt Renewable Fuels'], role_id: role.receiver },
    });

    const [message] = await portal.app.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'casey.new@example.com'));
    expect(message).toMatchObject({
      kind: 'invite',
      channel: 'email',
      subject: 'You are invited to Cornbelt Renewable Fuels on the Enogen Portal',
    });
    expect(message!.link).toMatch(new RegExp(`^${portal.config.publicUrl}/login/[A-Za-z0-9_-]{20,}$`));

    // the link sets a password and signs in
    const hash = message!.link!.split('/login/')[1]!;
    const link = await injectAs(portal.app, null, { method: 'GET', url: `/api/login-links/${hash}` });
    expect(json(link)).toMatchObject({ email: 'casey.new@example.com', has_password: false });
    const setPassword = await injectAs(portal.app, null, {
      method: 'POST',
      url: `/api/login-links/${hash}`,
      payload: { password: 'Casey-Password-1' },
    });
    expect(setPassword.statusCode).toBe(200);
    const cookie = await signIn(portal.app, 'casey.new@example.com', 'Casey-Password-1');
    const me = await inject(portal.app, { method: 'GET', url: '/api/my-highest-role', cookie });
    expect(json(me)).toMatchObject({ role_name: 'receiver', company_id: company['Cornbelt Renewable Fuels'] });

    const audits = await portal.app.deps.db.select().from(auditLog).where(eq(auditLog.entity, 'assignment'));
    expect(audits.some((a) => a.action === 'invite')).toBe(true);
  });

  it('answers 409 when the e-mail is already a user (the modal then says select Existing user)', async () => {
    const response = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: USERS,
      payload: { email: DEMO.reseller },
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe(
      'This user already exists in the system. Please start over and select Existing user instead of New user.',
    );
  });

  it('answers 400 with the spec messages for a bad e-mail', async () => {
    const empty = await injectAs(portal.app, DEMO.admin, { method: 'POST', url: USERS, payload: { email: '' } });
    expect(errorOf(empty).details).toEqual([{ field: 'email', message: 'Please provide email address' }]);
    const invalid = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: USERS,
      payload: { email: 'casey@' },
    });
    expect(errorOf(invalid).details).toEqual([
      { field: 'email', message: 'This email appears to be invalid. Please check if anything is missing' },
    ]);
  });

  it('lets only inviters add users', async () => {
    expect(
      (await injectAs(portal.app, DEMO.reseller, { method: 'POST', url: USERS, payload: { email: 'x1@example.com' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await injectAs(portal.app, DEMO.receiver, { method: 'POST', url: USERS, payload: { email: 'x2@example.com' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await injectAs(portal.app, DEMO.salesrep, { method: 'POST', url: USERS, payload: { email: 'x3@example.com' } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('POST /api/assignments (invite an existing user)', () => {
  it('answers 400 "already assigned" with the e-mail in the spec text', async () => {
    const response = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: ROUTE,
      payload: {
        role_id: role.reseller,
        company_id: company['Prairie Gold Seed Co.'],
        user_id: user[DEMO.reseller],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'already_assigned',
      message: `User with email address ${DEMO.reseller} is already assigned to this company.`,
    });
  });

  it('L-8: two concurrent invites of one user to one company: one succeeds, the other answers 400, never 500', async () => {
    const invite = () =>
      injectAs(portal.app, DEMO.admin, {
        method: 'POST',
        url: ROUTE,
        payload: {
          role_id: role.grower,
          company_id: company['North Star Seed Sales'],
          user_id: user[DEMO.steward],
        },
      });
    const statuses = (await Promise.all([invite(), invite()])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 400]);
  });

  it('checks assign-external-role for external roles and assign-internal-role for internal ones, at that company', async () => {
    // the sales rep holds assign-external-role at the resellers only (and may grant only what it holds: grower)
    const employee = await injectAs(portal.app, DEMO.salesrep, {
      method: 'POST',
      url: ROUTE,
      payload: {
        role_id: role.grower,
        company_id: company['Heartland Ag Supply'],
        user_id: user[DEMO.operator],
      },
    });
    expect(employee.statusCode).toBe(200);
    const message = await portal.app.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, DEMO.operator))
      .orderBy(desc(outbox.created));
    expect(message[0]).toMatchObject({ kind: 'invite' });
    const internal = await injectAs(portal.app, DEMO.salesrep, {
      method: 'POST',
      url: ROUTE,
      payload: {
        role_id: role['sales-representative'],
        company_id: company['Heartland Ag Supply'],
        user_id: user[DEMO.steward],
      },
    });
    expect(internal.statusCode).toBe(403);
    const elsewhere = await injectAs(portal.app, DEMO.salesrep, {
      method: 'POST',
      url: ROUTE,
      payload: {
        role_id: role.receiver,
        company_id: company['Cornbelt Renewable Fuels'],
        user_id: user[DEMO.steward],
      },
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(
      (
        await injectAs(portal.app, DEMO.reseller, {
          method: 'POST',
          url: ROUTE,
          payload: {
            role_id: role.reseller,
            company_id: company['Prairie Gold Seed Co.'],
            user_id: user[DEMO.steward],
          },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('admin roles are not given here; unknown users and roles get their messages', async () => {
    const adminRole = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: ROUTE,
      payload: {
        role_id: role.admin,
        company_id: company['Syngenta Seeds'],
        user_id: user[DEMO.steward],
      },
    });
    expect(adminRole.statusCode).toBe(400);
    expect(errorOf(adminRole).details).toEqual([{ field: 'role_id', message: 'Please select a role for this user' }]);
    const missing = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: ROUTE,
      payload: {
        role_id: role.steward,
        company_id: company['Syngenta Seeds'],
        user_id: 'no-such-user',
      },
    });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe(
      'You attempted to invite a user who is currently not in the system. Please start over and add this person as a New user.',
    );
    const noRole = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: ROUTE,
      payload: {
        role_id: '',
        company_id: company['Syngenta Seeds'],
        user_id: user[DEMO.steward],
      },
    });
    expect(errorOf(noRole).details).toEqual([{ field: 'role_id', message: 'Please select a role for this user' }]);
  });
});

describe('DELETE /api/assignments', () => {
  it('removes a user from a company with delete-user there (admin), audited; 404 the second time', async () => {
    const url = `${ROUTE}?user_id=${user[DEMO.newuser]}&company_id=${company['Heartland Ag Supply']}`;
    expect((await injectAs(portal.app, DEMO.salesrep, { method: 'DELETE', url })).statusCode).toBe(403);
    expect((await injectAs(portal.app, DEMO.reseller, { method: 'DELETE', url })).statusCode).toBe(403);
    const response = await injectAs(portal.app, DEMO.admin, { method: 'DELETE', url });
    expect(response.statusCode).toBe(200);
    const left = await portal.app.deps.db
      .select()
      .from(assignments)
      .where(
        and(eq(assignments.userId, user[DEMO.newuser]!), eq(assignments.companyId, company['Heartland Ag Supply']!)),
      );
    expect(left).toEqual([]);
    expect((await injectAs(portal.app, DEMO.admin, { method: 'DELETE', url })).statusCode).toBe(404);
    expect((await injectAs(portal.app, null, { method: 'DELETE', url })).statusCode).toBe(401);
  });
});
