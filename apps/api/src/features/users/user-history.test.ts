import type { RecordHistoryPage } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, roles, users } from '../../db/schema';
import { createTestPortal, DEMO, injectAs, json, type TestPortal } from '../../../test/portal';
import { ifMatch } from '../../../test/record-version';
import { USER_RECORD } from './repository';

const ROUTE = '/api/company-management/v1/users';
let portal: TestPortal;
const idOf = async (email: string) =>
  (await portal.app.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(() => portal?.close());

const history = (email: string, userId: string) =>
  injectAs(portal.app, email, { method: 'GET', url: `${ROUTE}/history?user_id=${userId}` });

describe('GET /api/company-management/v1/users/history', () => {
  it("shows a profile edit old → new with the editor's name", async () => {
    const receiver = await idOf(DEMO.receiver);
    const response = await injectAs(portal.app, DEMO.admin, {
      method: 'PATCH',
      url: ROUTE,
      headers: await ifMatch(portal.app, USER_RECORD, receiver),
      payload: { user_id: receiver, first: 'Rachel', last: 'Okafor-Lee', phone: '(402) 555-0104' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const read = await history(DEMO.receiver, receiver);
    expect(read.statusCode, read.body).toBe(200);
    const [latest] = json<RecordHistoryPage>(read).items;
    expect(latest).toMatchObject({ action: 'update', entity: 'user', entity_id: receiver, user_name: 'Alex Morgan' });
    expect(latest!.changes).toEqual([{ field: 'last', from: 'Okafor', to: 'Okafor-Lee' }]);
  });

  it('words an invitation and a removal: the company and the role, given and taken away', async () => {
    const db = portal.app.deps.db;
    const operator = await idOf(DEMO.operator);
    const [prairie] = await db
      .select({ id: companies.companyId })
      .from(companies)
      .where(eq(companies.companyName, 'Prairie Gold Seed Co.'));
    const [reseller] = await db.select({ id: roles.roleId }).from(roles).where(eq(roles.roleName, 'reseller'));
    const invite = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: '/api/assignments',
      payload: { user_id: operator, company_id: prairie!.id, role_id: reseller!.id },
    });
    expect(invite.statusCode, invite.body).toBe(200);
    const given = [
      { field: 'company', from: null, to: 'Prairie Gold Seed Co.' },
      { field: 'role', from: null, to: 'Reseller' },
    ];
    // read-user at the company: the invitation there is in the user's history, in words
    const there = await history(DEMO.reseller, operator);
    expect(there.statusCode, there.body).toBe(200);
    expect(json<RecordHistoryPage>(there).items[0]).toMatchObject({
      action: 'invite',
      entity: 'assignment',
      user_name: 'Alex Morgan',
      changes: given,
    });

    const removed = await injectAs(portal.app, DEMO.admin, {
      method: 'DELETE',
      url: `/api/assignments?user_id=${operator}&company_id=${prairie!.id}`,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const items = json<RecordHistoryPage>(await history(DEMO.admin, operator)).items;
    expect(items.slice(0, 2).map((e) => [e.action, e.changes])).toEqual([
      [
        'delete',
        [
          { field: 'company', from: 'Prairie Gold Seed Co.', to: null },
          { field: 'role', from: 'Reseller', to: null },
        ],
      ],
      ['invite', given],
    ]);
    // no longer at the company: the same 403 as reading the user
    const user = await injectAs(portal.app, DEMO.reseller, { method: 'GET', url: `${ROUTE}?user_id=${operator}` });
    expect(user.statusCode).toBe(403);
    expect((await history(DEMO.reseller, operator)).statusCode).toBe(403);
  });

  it("another company's user reads no one's history there: the same 403 as reading the user; 404 unknown", async () => {
    const receiver = await idOf(DEMO.receiver);
    const read = await injectAs(portal.app, DEMO.reseller, { method: 'GET', url: `${ROUTE}?user_id=${receiver}` });
    expect(read.statusCode).toBe(403);
    expect((await history(DEMO.reseller, receiver)).statusCode).toBe(403);
    expect((await history(DEMO.reseller, 'no-such-user')).statusCode).toBe(404);
  });
});
