import { TOO_MANY_REQUESTS_TEXT, TOO_MANY_RUNNING_TEXT } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPasswordUsers } from '../../test/fixtures/account.fixtures';
import {
  createTestPortal,
  DEMO,
  injectAs,
  json,
  signInRequest,
  uniqueAddress,
  type TestPortal,
} from '../../test/portal';

/** Issue 24 (N-4): costly calls are limited per user, correct sign-ins per account. */

const PER_MINUTE = 4;
let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal({
    env: { COSTLY_CALLS_PER_MINUTE: String(PER_MINUTE), COSTLY_CALLS_CONCURRENT: '2' },
  });
});
afterAll(() => portal?.close());

const EXPORT = '/api/reports/export?report=net-bushels&format=pdf&year=2026';

describe('N-4: costly calls per user', () => {
  it('N-4: at most 2 exports of one user run at once; a third is refused with 429 and the text', async () => {
    const burst = await Promise.all(
      Array.from({ length: 4 }, () => injectAs(portal.app, DEMO.admin, { method: 'GET', url: EXPORT })),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(2);
    const refused = burst.find((response) => response.statusCode === 429)!;
    expect(json(refused)).toEqual({ error: { code: 'rate_limited', message: TOO_MANY_RUNNING_TEXT, details: null } });
    // The running ones have finished: the user's slots are free again, and other users never shared them.
    expect((await injectAs(portal.app, DEMO.steward, { method: 'GET', url: '/api/reports/programs' })).statusCode).toBe(
      200,
    );
  });

  it(`N-4: a user's reports are limited to ${PER_MINUTE} a minute; another user keeps their own budget`, async () => {
    const call = (email: string) => injectAs(portal.app, email, { method: 'GET', url: '/api/reports/programs' });
    for (let i = 0; i < PER_MINUTE; i++) expect((await call(DEMO.salesrep)).statusCode).toBe(200);
    const limited = await call(DEMO.salesrep);
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toEqual({ error: { code: 'rate_limited', message: TOO_MANY_REQUESTS_TEXT, details: null } });
    expect((await call(DEMO.steward)).statusCode).toBe(200);
  });

  it(`N-4: ticket uploads and their duplicate check are limited to ${PER_MINUTE} a minute per user`, async () => {
    const check = () =>
      injectAs(portal.app, DEMO.receiver, {
        method: 'POST',
        url: '/api/scale-ticket/duplicates',
        payload: { scale_tickets: [] },
      });
    for (let i = 0; i < PER_MINUTE; i++) expect((await check()).statusCode).not.toBe(429);
    expect((await check()).statusCode).toBe(429);
  });

  it(`N-4: a large file's chunks are limited as a ticket upload is, ${PER_MINUTE} a minute per user`, async () => {
    const chunk = () =>
      injectAs(portal.app, DEMO.operator, {
        method: 'PUT',
        url: '/api/scale-ticket/uploads/00000000-0000-4000-8000-000000000001/chunks/0',
        payload: { scale_tickets: [] },
      });
    for (let i = 0; i < PER_MINUTE; i++) expect((await chunk()).statusCode).not.toBe(429);
    expect((await chunk()).statusCode).toBe(429);
  });
});

describe('N-4: correct sign-ins are capped per account, not per address', () => {
  it('N-4: the 21st correct sign-in of one account within a minute is refused; a colleague on the same address is not', async () => {
    await insertPasswordUsers(
      portal.app,
      ['busy@office.example', 'colleague@office.example'].map((email) => ({ email, name: email })),
      'Office-Password-1',
    );
    const office = uniqueAddress();
    for (let i = 0; i < 20; i++) {
      expect((await signInRequest(portal.app, 'busy@office.example', 'Office-Password-1', office)).statusCode).toBe(
        200,
      );
    }
    const capped = await signInRequest(portal.app, 'busy@office.example', 'Office-Password-1', uniqueAddress());
    expect(capped.statusCode).toBe(429);
    expect(json(capped)).toEqual({ code: 'TOO_MANY_SIGN_INS', message: TOO_MANY_REQUESTS_TEXT });
    expect(Number(capped.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await signInRequest(portal.app, 'colleague@office.example', 'Office-Password-1', office)).statusCode).toBe(
      200,
    );
  });
});
