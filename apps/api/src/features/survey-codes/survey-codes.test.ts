import { TOO_MANY_REQUESTS_TEXT } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyCodes } from '../../db/schema';
import { createTestPortal, DEMO, inject, json, signIn, type TestPortal } from '../../../test/portal';

let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(() => portal?.close());

describe('POST /api/survey-code and GET /api/survey-code', () => {
  it('issues a new unique code each time and stores it; GET returns the latest', async () => {
    const cookie = await signIn(portal.app, DEMO.receiver);
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const response = await inject(portal.app, { method: 'POST', url: '/api/survey-code', cookie });
      expect(response.statusCode).toBe(200);
      const { code } = json<{ code: string }>(response);
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
      codes.add(code);
    }
    expect(codes.size).toBe(5);
    expect(await portal.app.deps.db.select().from(surveyCodes)).toHaveLength(5);
    const latest = await inject(portal.app, { method: 'GET', url: '/api/survey-code', cookie });
    expect(codes.has(json<{ code: string }>(latest).code)).toBe(true);
  });

  it('M-2: GET never issues a code, even with the spec flag', async () => {
    const cookie = await signIn(portal.app, DEMO.reseller);
    const response = await inject(portal.app, {
      method: 'GET',
      url: '/api/survey-code?generate_new_survey_code=true',
      cookie,
    });
    expect(response.statusCode).toBe(404);
    expect((await inject(portal.app, { method: 'GET', url: '/api/survey-code', cookie })).statusCode).toBe(404);
  });

  it('answers 401 signed out', async () => {
    expect((await inject(portal.app, { method: 'POST', url: '/api/survey-code' })).statusCode).toBe(401);
    expect((await inject(portal.app, { method: 'GET', url: '/api/survey-code' })).statusCode).toBe(401);
  });

  it('L-15: codes are limited per user (30 an hour), whatever the address', async () => {
    const cookie = await signIn(portal.app, DEMO.steward);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await inject(portal.app, { method: 'POST', url: '/api/survey-code', cookie })).statusCode);
    }
    expect(statuses).toEqual([...Array(30).fill(200), 429]);
    const limited = await inject(portal.app, { method: 'POST', url: '/api/survey-code', cookie });
    expect(json(limited)).toEqual({ error: { code: 'rate_limited', message: TOO_MANY_REQUESTS_TEXT, details: null } });
    // Another user is not affected.
    const other = await signIn(portal.app, DEMO.operator);
    expect((await inject(portal.app, { method: 'POST', url: '/api/survey-code', cookie: other })).statusCode).toBe(200);
  });
});
