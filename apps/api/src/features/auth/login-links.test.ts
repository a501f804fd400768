import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, loginLinks, users } from '../../db/schema';
import {
  cookieHeader,
  createTestPortal,
  DEMO,
  inject,
  json,
  signIn,
  signInRequest,
  type TestPortal,
} from '../../../test/portal';
import { createLoginLink } from '../../services/login-links';

let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(() => portal?.close());

async function invitedUser(email: string) {
  const id = crypto.randomUUID();
  await portal.app.deps.db.insert(users).values({ id, email, name: '', emailVerified: true });
  return id;
}

describe('login links (/login/{login_hash})', () => {
  const PASSWORD = 'Invited-Password-3';

  it('GET shows the e-mail; POST sets the password and signs in; a second use is 404', async () => {
    const email = 'invitee@example.com';
    const userId = await invitedUser(email);
    const hash = await createLoginLink(portal.app.deps.db, userId, 'invite');
    expect(hash.length).toBeGreaterThanOrEqual(16);

    // Only the SHA-256 of the hash is stored.
    const stored = await portal.app.deps.db.select().from(loginLinks).where(eq(loginLinks.userId, userId));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.loginHashSha256).not.toBe(hash);
    expect(stored[0]!.loginHashSha256).toMatch(/^[0-9a-f]{64}$/);

    const show = await inject(portal.app, { method: 'GET', url: `/api/login-links/${hash}` });
    expect(show.statusCode).toBe(200);
    expect(json(show)).toEqual({ email, first: null, has_password: false });

    const use = await inject(portal.app, {
      method: 'POST',
      url: `/api/login-links/${hash}`,
      payload: { password: PASSWORD },
    });
    expect(use.statusCode).toBe(200);
    expect(json(use)).toEqual({ email });
    const cookie = cookieHeader(use);
    expect(cookie).toContain('session_token=');

    // The cookie is a real session.
    const me = await inject(portal.app, { method: 'GET', url: '/api/my-highest-role', cookie });
    expect(me.statusCode).toBe(200);
    expect(json(me)).toMatchObject({ email, user_id: userId });

    // The password works for a normal sign-in.
    expect((await signInRequest(portal.app, email, PASSWORD)).statusCode).toBe(200);

    const credentials = await portal.app.deps.db.select().from(accounts).where(eq(accounts.userId, userId));
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.providerId).toBe('credential');

    const secondGet = await inject(portal.app, { method: 'GET', url: `/api/login-links/${hash}` });
    expect(secondGet.statusCode).toBe(404);
    expect(json(secondGet)).toMatchObject({ error: { code: 'not_found', message: expect.stringMatching(/expired/) } });
    const secondPost = await inject(portal.app, {
      method: 'POST',
      url: `/api/login-links/${hash}`,
      payload: { password: 'Someone-Else-9' },
    });
    expect(secondPost.statusCode).toBe(404);
    expect((await signInRequest(portal.app, email, 'Someone-Else-9')).statusCode).toBe(401);
  });

  it('an unknown hash is 404', async () => {
    const response = await inject(portal.app, { method: 'GET', url: `/api/login-links/${'a'.repeat(43)}` });
    expect(response.statusCode).toBe(404);
  });

  it('an expired link is 404', async () => {
    const userId = await invitedUser('late@example.com');
    const hash = await createLoginLink(portal.app.deps.db, userId, 'invite');
    await portal.app.deps.db
      .update(loginLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginLinks.userId, userId));
    const response = await inject(portal.app, { method: 'GET', url: `/api/login-links/${hash}` });
    expect(response.statusCode).toBe(404);
  });

  it('a too-short password is refused with 400 and the link stays usable', async () => {
    const userId = await invitedUser('short@example.com');
    const hash = await createLoginLink(portal.app.deps.db, userId, 'invite');
    const response = await inject(portal.app, {
      method: 'POST',
      url: `/api/login-links/${hash}`,
      payload: { password: 'short' },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      error: {
        code: 'validation_failed',
        details: [{ field: 'password', message: 'Password must be at least 12 characters' }],
      },
    });
    expect((await inject(portal.app, { method: 'GET', url: `/api/login-links/${hash}` })).statusCode).toBe(200);
  });

  it('a link for a user who already has a password answers 409 and keeps the password', async () => {
    const [row] = await portal.app.deps.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.reseller));
    const hash = await createLoginLink(portal.app.deps.db, row!.id, 'magic-link');
    const show = await inject(portal.app, { method: 'GET', url: `/api/login-links/${hash}` });
    expect(json(show)).toMatchObject({ has_password: true });
    const response = await inject(portal.app, {
      method: 'POST',
      url: `/api/login-links/${hash}`,
      payload: { password: 'Takeover-Password-1' },
    });
    expect(response.statusCode).toBe(409);
    await signIn(portal.app, DEMO.reseller);
  });
});
