import { hostname } from 'node:os';
import {
  SIGN_IN_FIRST_WAIT_SECONDS,
  SIGN_IN_LIMITED_TEXT,
  SIGN_IN_UNLOCK_INVALID_TEXT,
  SIGN_IN_UNLOCKED_TEXT,
  signInSlowedText,
} from '@portal/domain';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { outbox, rateLimits, verifications } from '../../db/schema';
import { insertPasswordUsers } from '../../../test/fixtures/account.fixtures';
import { originPolicy } from '../../plugins/origins';
import {
  createTestPortal,
  DEMO,
  DEMO_PASSWORD,
  json,
  signInRequest,
  uniqueAddress,
  type TestApp,
  type TestPortal,
} from '../../../test/portal';

/** Issue 8, item 5 (M-7): sign-in from every name of a development machine, limits on failures only. */

const PER_ADDRESS = 6;
let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal({
    env: {
      PUBLIC_URL: 'http://localhost:3000',
      SIGN_IN_FAILURES_PER_ADDRESS: String(PER_ADDRESS),
      // One reverse proxy on the loopback address: only it may name the client in X-Forwarded-For.
      TRUST_PROXY: '127.0.0.1',
    },
  });
});
afterAll(() => portal?.close());

/** Moves a counter's window back by `seconds`, as if that time had passed. */
async function passTime(key: string, seconds: number) {
  await portal.app.deps.db
    .update(rateLimits)
    .set({ lastRequest: sql`${rateLimits.lastRequest} - ${seconds * 1000}` })
    .where(eq(rateLimits.key, key));
}

/** A sign-in as Chromium sends it from a page at `origin`. */
function browserSignIn(app: TestApp, origin: string, email: string, password = DEMO_PASSWORD) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: uniqueAddress(),
    headers: { origin, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
    payload: { email, password },
  });
}

/** Users with a password, as an office of colleagues would have. */
async function createColleagues(count: number, password: string) {
  const people = Array.from({ length: count }, (_, i) => ({
    email: `colleague${i}@office.example`,
    name: `Colleague ${i}`,
  }));
  await insertPasswordUsers(portal.app, people, password);
  return people.map((person) => person.email);
}

describe('sign-in origins in development (PUBLIC_URL http://localhost:3000)', () => {
  it.each([
    'http://localhost:3000',
    'http://127.0.0.1:3000',
    'http://[::1]:3000',
    `http://${hostname().toLowerCase()}:3000`,
    'http://localhost:5173',
  ])('signs in from a page at %s', async (origin) => {
    const response = await browserSignIn(portal.app, origin, DEMO.reseller);
    expect(response.statusCode, response.body).toBe(200);
    expect(String(response.headers['set-cookie'])).toContain('session_token');
  });

  it('refuses a page of another site (403, no session)', async () => {
    const response = await browserSignIn(portal.app, 'http://evil.example', DEMO.reseller);
    expect(response.statusCode).toBe(403);
    expect(String(response.headers['set-cookie'] ?? '')).not.toContain('session_token');
  });

  it('in production only PUBLIC_URL and TRUSTED_ORIGINS are trusted', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
      PUBLIC_URL: 'https://portal.example.com/',
      TRUSTED_ORIGINS: 'https://partner.example.com, https://other.example.com/path',
    });
    const policy = originPolicy(config);
    expect(config.trustedOrigins).toEqual([
      'https://portal.example.com',
      'https://partner.example.com',
      'https://other.example.com',
    ]);
    for (const origin of config.trustedOrigins) expect(policy.isTrusted(origin)).toBe(true);
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://portal.example.com', 'null']) {
      expect(policy.isTrusted(origin)).toBe(false);
    }
    expect(
      policy.forAuth(new Request('https://portal.example.com', { headers: { origin: 'http://localhost' } })),
    ).toEqual(config.trustedOrigins);
  });
});

describe('failed sign-ins are limited, correct ones never', () => {
  it('twenty colleagues behind one office address all sign in within the same minute', async () => {
    const office = uniqueAddress();
    const colleagues = await createColleagues(20, 'Office-Password-1');
    // Two typos first: the office has failures on its address, below the limit.
    for (const email of colleagues.slice(0, 2)) {
      expect((await signInRequest(portal.app, email, 'Typo-Password-1', office)).statusCode).toBe(401);
    }
    const responses = await Promise.all(
      colleagues.map((email) => signInRequest(portal.app, email, 'Office-Password-1', office)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    // And again: correct sign-ins do not use up anything.
    for (const email of colleagues) {
      expect((await signInRequest(portal.app, email, 'Office-Password-1', office)).statusCode).toBe(200);
    }
  });

  it('N-6: 5 failures on one account, from any addresses, slow it down with 429, Retry-After and the text', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await signInRequest(portal.app, DEMO.steward, `Guess-${i}-Password`)).statusCode);
    }
    expect(statuses).toEqual(Array(5).fill(401));
    const slowed = await signInRequest(portal.app, DEMO.steward);
    expect(slowed.statusCode).toBe(429);
    const retryAfter = Number(slowed.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_FIRST_WAIT_SECONDS);
    expect(json(slowed)).toEqual({ code: 'SIGN_IN_SLOWED', message: signInSlowedText(retryAfter) });
    // Typed with capitals it is the same account.
    expect((await signInRequest(portal.app, 'Steward@Example.com')).statusCode).toBe(429);
  });

  it('N-6: once the wait has passed the owner signs in with the right password (no 15-minute lockout)', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await signInRequest(portal.app, DEMO.newuser, `Guess-${i}-Password`)).statusCode).toBe(401);
    }
    expect((await signInRequest(portal.app, DEMO.newuser)).statusCode).toBe(429);
    await passTime(`sign-in:wait:${DEMO.newuser}`, SIGN_IN_FIRST_WAIT_SECONDS);
    const signedIn = await signInRequest(portal.app, DEMO.newuser);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    // The failures are forgotten: the next typo is free again.
    expect((await signInRequest(portal.app, DEMO.newuser, 'Typo-Password-1')).statusCode).toBe(401);
    expect((await signInRequest(portal.app, DEMO.newuser)).statusCode).toBe(200);
  });

  it('N-6: each further failure doubles the wait, up to 15 minutes, and only one attempt is checked per wait', async () => {
    const email = DEMO.reseller;
    for (let i = 0; i < 5; i++) {
      expect((await signInRequest(portal.app, email, `Guess-${i}-Password`)).statusCode).toBe(401);
    }
    const waits: number[] = [];
    for (let round = 0; round < 7; round++) {
      const refused = await signInRequest(portal.app, email, 'Another-Guess-1');
      expect(refused.statusCode).toBe(429);
      waits.push(Number(refused.headers['retry-after']));
      await passTime(`sign-in:wait:${email}`, waits[round]!);
      // A burst when the wait has passed: one guess is checked, the rest wait again.
      const burst = await Promise.all(
        Array.from({ length: 4 }, () => signInRequest(portal.app, email, 'Another-Guess-1')),
      );
      expect(burst.map((r) => r.statusCode).sort()).toEqual([401, 429, 429, 429]);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900]);
  });

  it('N-6: the failure that starts the wait e-mails the account an unlock link (hashed, single use) that lifts it', async () => {
    const email = DEMO.admin;
    for (let i = 0; i < 7; i++) await signInRequest(portal.app, email, `Guess-${i}-Password`);
    expect((await signInRequest(portal.app, email)).statusCode).toBe(429);
    const mails = await portal.app.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'sign-in-unlock')));
    expect(mails).toHaveLength(1);
    const token = new URL(mails[0]!.link!).hash.replace('#unlock=', '');
    expect(token.length).toBeGreaterThan(30);
    const stored = await portal.app.deps.db.select().from(verifications);
    expect(JSON.stringify(stored)).not.toContain(token);

    const unlock = () => portal.app.inject({ method: 'POST', url: '/api/sign-in/unlock', payload: { token } });
    const unlocked = await unlock();
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(json(unlocked)).toEqual({ message: SIGN_IN_UNLOCKED_TEXT });
    expect((await signInRequest(portal.app, email)).statusCode).toBe(200);
    const again = await unlock();
    expect(again.statusCode).toBe(404);
    expect(json<{ error: { message: string } }>(again).error.message).toBe(SIGN_IN_UNLOCK_INVALID_TEXT);
  });

  it('N-6: no unlock mail for an address without an account, and the same answer as for one', async () => {
    for (let i = 0; i < 5; i++) await signInRequest(portal.app, 'nobody@unknown.example', `Guess-${i}-Password`);
    const slowed = await signInRequest(portal.app, 'nobody@unknown.example');
    expect(slowed.statusCode).toBe(429);
    expect(json<{ code: string }>(slowed).code).toBe('SIGN_IN_SLOWED');
    const mails = await portal.app.deps.db.select().from(outbox).where(eq(outbox.recipient, 'nobody@unknown.example'));
    expect(mails).toEqual([]);
  });

  it('a successful sign-in clears the account failures', async () => {
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) {
        expect((await signInRequest(portal.app, DEMO.salesrep, `Guess-${i}-Password`)).statusCode).toBe(401);
      }
      expect((await signInRequest(portal.app, DEMO.salesrep)).statusCode).toBe(200);
    }
  });

  it('failures from one address on many accounts lock that address', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < PER_ADDRESS; i++) {
      const response = await signInRequest(portal.app, `nobody${i}@spray.example`, 'Spray-Password-1', address);
      expect(response.statusCode).toBe(401);
    }
    const limited = await signInRequest(portal.app, DEMO.receiver, DEMO_PASSWORD, address);
    expect(limited.statusCode).toBe(429);
    expect(json<{ message: string }>(limited).message).toBe(SIGN_IN_LIMITED_TEXT);
    // The account itself is fine from elsewhere.
    expect((await signInRequest(portal.app, DEMO.receiver)).statusCode).toBe(200);
  });

  it('M-7: a spoofed X-Forwarded-For does not get a fresh bucket', async () => {
    const spoofed = (i: number) => `10.66.${i}.${i}`;
    // Through the trusted proxy: the proxy appends the real client, the client's own entries are ignored.
    for (let i = 0; i < PER_ADDRESS; i++) {
      const response = await portal.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `${spoofed(i)}, 198.51.100.7` },
        payload: { email: `m7-${i}@spray.example`, password: 'Spray-Password-1' },
      });
      expect(response.statusCode).toBe(401);
    }
    const viaProxy = await portal.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': `${spoofed(99)}, 198.51.100.7` },
      payload: { email: 'm7-next@spray.example', password: 'Spray-Password-1' },
    });
    expect(viaProxy.statusCode).toBe(429);

    // Straight to the server (not through a trusted proxy): X-Forwarded-For is not believed at all.
    const direct = (i: number) =>
      portal.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '198.51.100.8',
        headers: { 'x-forwarded-for': spoofed(i) },
        payload: { email: `m7-direct-${i}@spray.example`, password: 'Spray-Password-1' },
      });
    for (let i = 0; i < PER_ADDRESS; i++) expect((await direct(i)).statusCode).toBe(401);
    expect((await direct(PER_ADDRESS)).statusCode).toBe(429);
  });

  it('the counts live in the database: a second API instance on it sees them', async () => {
    const second = await buildApp(portal.config, portal.app.deps.database, false);
    try {
      await second.ready();
      for (let i = 0; i < 5; i++) {
        const app = i % 2 ? second : portal.app;
        expect((await signInRequest(app as TestApp, DEMO.operator, `Guess-${i}-Password`)).statusCode).toBe(401);
      }
      expect((await signInRequest(second as TestApp, DEMO.operator)).statusCode).toBe(429);
      expect((await signInRequest(portal.app, DEMO.operator)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
    const rows = await portal.app.deps.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, 'sign-in:account:operator@example.com'));
    expect(rows).toEqual([expect.objectContaining({ count: 5 })]);
  });
});
