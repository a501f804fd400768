import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestPortal, DEMO, inject, injectAs, json, type TestPortal } from '../../../test/portal';

const USERS = '/api/company-management/v1/users';
const SEARCH = '/api/user-search';
type Hit = { user_id: string; email: string; first: string | null; last: string | null };

let portal: TestPortal;
let ids: Record<string, string>;
const get = (email: string, url: string) => injectAs(portal.app, email, { method: 'GET', url });
const emails = async (email: string, url: string) => {
  const response = await get(email, url);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: { items: Hit[] } }>(response).data.items.map((u) => u.email);
};

beforeAll(async () => {
  portal = await createTestPortal();
  ids = Object.fromEntries((await portal.app.deps.db.select().from(users)).map((u) => [u.email, u.id]));
});
afterAll(() => portal?.close());

describe('GET /api/company-management/v1/users', () => {
  it('finds a user by e-mail for inviters (the existence check, no phone), 404 otherwise', async () => {
    const response = await get(DEMO.salesrep, `${USERS}?email=RILEY@example.com`.replace('RILEY', 'Reseller'));
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      data: {
        user_id: ids[DEMO.reseller],
        email: DEMO.reseller,
        first: 'Riley',
        last: 'Jensen',
        invite_complete: true,
      },
    });
    const missing = await get(DEMO.admin, `${USERS}?email=nobody@example.com`);
    expect(missing.statusCode).toBe(404);
    expect((await get(DEMO.receiver, `${USERS}?email=${DEMO.reseller}`)).statusCode).toBe(403);
    expect((await get(DEMO.receiver, `${USERS}?email=${DEMO.receiver}`)).statusCode).toBe(200);
  });

  it('finds a user by id: oneself, an admin, or read-user at one of their companies', async () => {
    expect((await get(DEMO.receiver, `${USERS}?user_id=${ids[DEMO.receiver]}`)).statusCode).toBe(200);
    expect((await get(DEMO.admin, `${USERS}?user_id=${ids[DEMO.operator]}`)).statusCode).toBe(200);
    expect((await get(DEMO.reseller, `${USERS}?user_id=${ids[DEMO.salesrep]}`)).statusCode).toBe(200);
    expect((await get(DEMO.reseller, `${USERS}?user_id=${ids[DEMO.receiver]}`)).statusCode).toBe(403);
    expect((await get(DEMO.admin, `${USERS}?user_id=nobody`)).statusCode).toBe(404);
    expect((await get(DEMO.admin, USERS)).statusCode).toBe(400);
    expect((await inject(portal.app, { method: 'GET', url: `${USERS}?user_id=${ids[DEMO.admin]}` })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/user-search', () => {
  it('matches first, last and e-mail (3+ characters, every word), by last name', async () => {
    expect(await emails(DEMO.admin, `${SEARCH}?full_name=sam riv`)).toEqual([DEMO.salesrep]);
    expect(await emails(DEMO.admin, `${SEARCH}?full_name=OKAFOR`)).toEqual([DEMO.receiver]);
    expect(await emails(DEMO.admin, `${SEARCH}?other=example.com&limit=2`)).toEqual([DEMO.steward, DEMO.reseller]);
    expect(await emails(DEMO.admin, `${SEARCH}?full_name=50%25`)).toEqual([]);
  });

  it('needs read-user or an invite permission; 400 under 3 characters or over the limit', async () => {
    expect(await emails(DEMO.salesrep, `${SEARCH}?full_name=stella`)).toEqual([DEMO.steward]);
    // the steward's company is not one the reseller may see (M-4)
    expect(await emails(DEMO.reseller, `${SEARCH}?full_name=stella`)).toEqual([]);
    expect((await get(DEMO.receiver, `${SEARCH}?full_name=stella`)).statusCode).toBe(403);
    const short = await get(DEMO.admin, `${SEARCH}?full_name=st`);
    expect(short.statusCode).toBe(400);
    expect(json<{ error: { details: unknown } }>(short).error.details).toEqual([
      { field: 'full_name', message: 'Please type at least 3 characters' },
    ]);
    expect((await get(DEMO.admin, `${SEARCH}?full_name=stella&limit=1001`)).statusCode).toBe(400);
    expect((await inject(portal.app, { method: 'GET', url: `${SEARCH}?full_name=stella` })).statusCode).toBe(401);
  });
});
