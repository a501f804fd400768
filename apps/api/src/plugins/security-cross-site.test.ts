import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyCodes, users } from '../db/schema';
import { createTestPortal, DEMO, inject, json, signIn, type TestPortal } from '../../test/portal';

/** Issue 8, item 6 (M-2): state-changing requests carrying the session cookie come from the portal. */

let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal({ env: { PUBLIC_URL: 'http://localhost:3000' } });
});
afterAll(() => portal?.close());

const crossSiteError = {
  error: { code: 'cross_site_request', message: 'This request did not come from the portal.', details: null },
};

async function codesOf(email: string) {
  const [user] = await portal.app.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return portal.app.deps.db.select().from(surveyCodes).where(eq(surveyCodes.createdBy, user!.id));
}

describe('cross-site writes', () => {
  it('M-2: a page of another site cannot use the signed-in victim to change anything (403, nothing stored)', async () => {
    const cookie = await signIn(portal.app, DEMO.receiver);
    const attempts: Record<string, string>[] = [
      { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'http://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of attempts) {
      const response = await inject(portal.app, { method: 'POST', url: '/api/survey-code', cookie, headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(json(response)).toEqual(crossSiteError);
    }
    const profile = await inject(portal.app, {
      method: 'PATCH',
      url: '/api/company-management/v1/users',
      cookie,
      headers: { origin: 'http://evil.example' },
      payload: { first: 'Mallory' },
    });
    expect(profile.statusCode).toBe(403);
    expect(await codesOf(DEMO.receiver)).toEqual([]);
  });

  it('the portal page, a same-origin request and a non-browser client pass', async () => {
    const cookie = await signIn(portal.app, DEMO.reseller);
    const passing: Record<string, string>[] = [
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      { origin: 'http://127.0.0.1:3000' },
      // Opened under a name that is not trusted, the browser still says the page is the portal's own.
      { origin: 'http://portal.internal:3000', 'sec-fetch-site': 'same-origin' },
      {},
    ];
    for (const headers of passing) {
      const response = await inject(portal.app, { method: 'POST', url: '/api/survey-code', cookie, headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
    expect(await codesOf(DEMO.reseller)).toHaveLength(passing.length);
  });

  it('reads are not affected', async () => {
    const cookie = await signIn(portal.app, DEMO.reseller);
    const response = await inject(portal.app, {
      method: 'GET',
      url: '/api/my-highest-role',
      cookie,
      headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('public token routes follow the same rule (a login link cannot be redeemed from another site)', async () => {
    const link = await inject(portal.app, {
      method: 'POST',
      url: '/api/login-links/0123456789abcdef0123456789abcdef',
      headers: { origin: 'http://evil.example' },
      payload: { password: 'Some-Long-Password-1', confirm_password: 'Some-Long-Password-1' },
    });
    expect(link.statusCode).toBe(403);
    expect(json(link)).toEqual(crossSiteError);
    const event = await inject(portal.app, {
      method: 'POST',
      url: '/api/events',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { event: 'failed_to_load', path: '/x' },
    });
    expect(event.statusCode).toBe(403);
  });

  it("Better Auth's own routes refuse another site too: a cross-site sign-out leaves the session", async () => {
    const cookie = await signIn(portal.app, DEMO.operator);
    const out = await inject(portal.app, {
      method: 'POST',
      url: '/api/auth/sign-out',
      cookie,
      headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: {},
    });
    expect(out.statusCode).toBe(403);
    expect((await inject(portal.app, { method: 'GET', url: '/api/my-highest-role', cookie })).statusCode).toBe(200);
  });
});
