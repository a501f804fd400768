import type { RecordHistoryPage } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
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

  it("another company's user reads no one's history there: the same 403 as reading the user; 404 unknown", async () => {
    const receiver = await idOf(DEMO.receiver);
    const read = await injectAs(portal.app, DEMO.reseller, { method: 'GET', url: `${ROUTE}?user_id=${receiver}` });
    expect(read.statusCode).toBe(403);
    expect((await history(DEMO.reseller, receiver)).statusCode).toBe(403);
    expect((await history(DEMO.reseller, 'no-such-user')).statusCode).toBe(404);
  });
});
