import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyCodes } from '../../db/schema';
import { createTestPortal, DEMO, inject, json, signIn, type TestPortal } from '../../../test/portal';

let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(() => portal?.close());

describe('GET /api/survey-code', () => {
  it('issues a new unique code each time and stores it', async () => {
    const cookie = await signIn(portal.app, DEMO.receiver);
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const response = await inject(portal.app, {
        method: 'GET',
        url: '/api/survey-code?generate_new_survey_code=true',
        cookie,
      });
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

  it('answers 400 for a bad flag and 401 signed out', async () => {
    const cookie = await signIn(portal.app, DEMO.reseller);
    expect(
      (await inject(portal.app, { method: 'GET', url: '/api/survey-code?generate_new_survey_code=yes', cookie }))
        .statusCode,
    ).toBe(400);
    expect((await inject(portal.app, { method: 'GET', url: '/api/survey-code', cookie })).statusCode).toBe(404);
    expect(
      (await inject(portal.app, { method: 'GET', url: '/api/survey-code?generate_new_survey_code=true' })).statusCode,
    ).toBe(401);
  });
});
