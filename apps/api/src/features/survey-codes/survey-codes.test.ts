import { TOO_MANY_REQUESTS_TEXT } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyCodes } from '../../db/schema';
import { createTestPortal, DEMO, injectAs, json, type TestPortal } from '../../../test/portal';

let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(() => portal?.close());

describe('POST /api/survey-code and GET /api/survey-code', () => {
  it('issues a new unique code each time and stores it; GET returns the latest', async () => {
    const user = DEMO.receiver;
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const response = await injectAs(portal.app, user, { method: 'POST', url: '/api/survey-code' });
      expect(response.statusCode).toBe(200);
      const { code } = json<{ code: string }>(response);
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
      codes.add(code);
    }
    expect(codes.size).toBe(5);
    expect(await portal.app.deps.db.select().from(surveyCodes)).toHaveLength(5);
    const latest = await injectAs(portal.app, user, { method: 'GET', url: '/api/survey-code' });
    expect(codes.has(json<{ code: string }>(latest).code)).toBe(true);
  });

  it('M-2: GET never issues a code, even with the spec flag', async () => {
    const user = DEMO.reseller;
    const response = await injectAs(portal.app, user, {
      method: 'GET',
      url: '/api/survey-code?generate_new_survey_code=true',
    });
    expect(response.statusCode).toBe(404);
    expect((await injectAs(portal.app, user, { method: 'GET', url: '/api/survey-code' })).statusCode).toBe(404);
  });

  it('answers 401 signed out', async () => {
    expect((await injectAs(portal.app, null, { method: 'POST', url: '/api/survey-code' })).statusCode).toBe(401);
    expect((await injectAs(portal.app, null, { method: 'GET', url: '/api/survey-code' })).statusCode).toBe(401);
  });

  it('L-15: codes are limited per user (30 an hour), whatever the address', async () => {
    const user = DEMO.steward;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await injectAs(portal.app, user, { method: 'POST', url: '/api/survey-code' })).statusCode);
    }
    expect(statuses).toEqual([...Array(30).fill(200), 429]);
    const limited = await injectAs(portal.app, user, { method: 'POST', url: '/api/survey-code' });
    expect(json(limited)).toEqual({ error: { code: 'rate_limited', message: TOO_MANY_REQUESTS_TEXT, details: null } });
    // Another user is not affected.
    expect((await injectAs(portal.app, DEMO.operator, { method: 'POST', url: '/api/survey-code' })).statusCode).toBe(
      200,
    );
  });
});
