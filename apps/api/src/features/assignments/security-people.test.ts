import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, companies, permissions, rolePermissions, roles, users } from '../../db/schema';
import { createTestPortal, DEMO, injectAs, json, type TestPortal } from '../../../test/portal';

const ROUTE = '/api/assignments';
const USERS = '/api/company-management/v1/users';

let portal: TestPortal;
let company: Record<string, string>;
let role: Record<string, string>;
let user: Record<string, string>;
const db = () => portal.app.deps.db;
const call = (email: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  injectAs(portal.app, email, { method, url, payload });
const assigned = async (email: string, companyName: string) =>
  (
    await db()
      .select()
      .from(assignments)
      .where(and(eq(assignments.userId, user[email]!), eq(assignments.companyId, company[companyName]!)))
  ).length > 0;

const LEE = 'lee.carter@northstar.example.net';
const PRIYA = 'priya.natarajan@prairiehorizon.example.net';

beforeAll(async () => {
  portal = await createTestPortal();
  company = Object.fromEntries((await db().select().from(companies)).map((c) => [c.companyName, c.companyId]));
  role = Object.fromEntries((await db().select().from(roles)).map((r) => [r.roleName, r.roleId]));
  user = Object.fromEntries((await db().select().from(users)).map((u) => [u.email, u.id]));
  // The review's district manager: the sales rep also manages Heartland (delete-user, assign-internal-role there).
  await db()
    .update(assignments)
    .set({ roleId: role['district-manager']! })
    .where(
      and(eq(assignments.userId, user[DEMO.salesrep]!), eq(assignments.companyId, company['Heartland Ag Supply']!)),
    );
});
afterAll(() => portal?.close());

describe('H-2: DELETE /api/assignments acts where the guard checked', () => {
  it("H-2: delete-user at one company does not remove someone at another through the body's company_id", async () => {
    const response = await call(
      DEMO.salesrep,
      'DELETE',
      `${ROUTE}?user_id=${user[LEE]}&company_id=${company['North Star Seed Sales']}`,
      { company_id: company['Heartland Ag Supply'] },
    );
    expect(response.statusCode).toBe(403);
    expect(await assigned(LEE, 'North Star Seed Sales')).toBe(true);
  });
});

describe('M-3: invitations grant no more than the inviter holds', () => {
  it('M-3: nobody assigns a role to themselves', async () => {
    const self = await call(DEMO.salesrep, 'POST', ROUTE, {
      user_id: user[DEMO.salesrep],
      company_id: company['Heartland Ag Supply'],
      role_id: role.steward,
    });
    expect(self.statusCode).toBe(403);
    expect(
      (
        await db()
          .select()
          .from(assignments)
          .where(and(eq(assignments.userId, user[DEMO.salesrep]!), eq(assignments.roleId, role.steward!)))
      ).length,
    ).toBe(0);
  });

  it('M-3: a role with a permission the inviter lacks at that company is refused; a subset is granted', async () => {
    // the sales rep does not hold approve-contract (reseller role) at Prairie Gold
    const reseller = await call(DEMO.salesrep, 'POST', ROUTE, {
      user_id: user[DEMO.operator],
      company_id: company['Prairie Gold Seed Co.'],
      role_id: role.reseller,
    });
    expect(reseller.statusCode).toBe(403);
    expect(await assigned(DEMO.operator, 'Prairie Gold Seed Co.')).toBe(false);
    // the district manager does not hold is-steward at Heartland
    const steward = await call(DEMO.salesrep, 'POST', ROUTE, {
      user_id: user[DEMO.steward],
      company_id: company['Heartland Ag Supply'],
      role_id: role.steward,
    });
    expect(steward.statusCode).toBe(403);
    // view-contract only (grower) is held: granted
    const grower = await call(DEMO.salesrep, 'POST', ROUTE, {
      user_id: user[DEMO.operator],
      company_id: company['Prairie Gold Seed Co.'],
      role_id: role.grower,
    });
    expect(grower.statusCode).toBe(200);
  });

  it('M-3: invite-admin stays admin-only', async () => {
    for (const email of [DEMO.salesrep, DEMO.receiver, DEMO.reseller]) {
      const response = await call(email, 'POST', '/api/invite-admin', {
        company_id: 'admin',
        role_id: role.admin,
        user_type: 'existing',
        user_id: user[email],
      });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('M-4: people of other tenants stay private', () => {
  it('M-4: user search lists only people of companies the caller may see', async () => {
    const response = await call(DEMO.reseller, 'GET', '/api/user-search?full_name=exa');
    expect(response.statusCode).toBe(200);
    const emails = json<{ data: { items: { email: string }[] } }>(response).data.items.map((i) => i.email);
    expect(emails).not.toContain(PRIYA);
    expect(emails).not.toContain(DEMO.admin);
    expect(emails).toEqual(expect.arrayContaining([DEMO.reseller, DEMO.salesrep]));
  });

  it("M-4: the e-mail look-up answers another tenant's user like an unknown e-mail, and never with a phone", async () => {
    const priya = await call(DEMO.reseller, 'GET', `${USERS}?email=${PRIYA}`);
    expect(priya.statusCode).toBe(404);
    expect(priya.body).not.toContain('15195550126');
    expect(json<{ error: { message: string } }>(priya).error.message).toMatch(
      /^User with this email address does not exist\. Please select/,
    );
    const colleague = await call(DEMO.reseller, 'GET', `${USERS}?email=${DEMO.salesrep}`);
    expect(colleague.statusCode).toBe(200);
    expect(json<{ data: Record<string, unknown> }>(colleague).data).not.toHaveProperty('phone');
  });

  it("M-4: adding a user by e-mail answers another tenant's user like a new address", async () => {
    // newuser may invite at Cornbelt (assign-external-role) and reads no other company
    const [inviter] = await db()
      .insert(roles)
      .values({ roleName: 'test-inviter', displayName: 'Inviter', roleType: 'external' })
      .returning();
    const [code] = await db().select().from(permissions).where(eq(permissions.permissionCode, 'assign-external-role'));
    await db().insert(rolePermissions).values({ roleId: inviter!.roleId, permissionId: code!.permissionId });
    await db().insert(assignments).values({
      userId: user[DEMO.newuser]!,
      companyId: company['Cornbelt Renewable Fuels']!,
      roleId: inviter!.roleId,
    });
    const add = (email: string) => call(DEMO.newuser, 'POST', USERS, { email });
    const fresh = await add('m4.fresh@example.net');
    const foreign = await add(PRIYA);
    expect(foreign.statusCode, foreign.body).toBe(fresh.statusCode);
    expect(Object.keys(json<{ data: object }>(foreign).data)).toEqual(Object.keys(json<{ data: object }>(fresh).data));
    expect(foreign.body).not.toContain('15195550126');
    // a colleague the inviter sees is still answered as an existing user
    expect((await add(DEMO.receiver)).statusCode).toBe(409);
  });

  it('M-4: assignment lists carry no phone numbers', async () => {
    const list = await call(DEMO.salesrep, 'GET', `${ROUTE}?company_id=${company['Prairie Horizon Ethanol']}`);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('15195550126');
    const rows = json<{ data: Record<string, unknown>[] }>(list).data;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).not.toHaveProperty('phone');
  });
});

describe('L-13: permissions at deleted companies are gone', () => {
  it('L-13: a user of a deleted company keeps no permission there', async () => {
    const before = json<{ company_permissions: Record<string, string[]> }>(
      await call(DEMO.operator, 'GET', '/api/my-highest-role'),
    );
    expect(before.company_permissions[company['Midwest Grain Logistics']!]).toContain('create-contract');
    const removed = await call(
      DEMO.admin,
      'DELETE',
      `/api/company-management/v1?company_id=${company['Midwest Grain Logistics']}`,
    );
    expect(removed.statusCode).toBe(200);
    const after = json<{ company_permissions: Record<string, string[]> }>(
      await call(DEMO.operator, 'GET', '/api/my-highest-role'),
    );
    expect(after.company_permissions).not.toHaveProperty(company['Midwest Grain Logistics']!);
    const payload = { third_party_operator_id: company['Midwest Grain Logistics'] };
    expect((await call(DEMO.operator, 'POST', '/api/grower-contracts/v1', payload)).statusCode).toBe(403);
  });
});
