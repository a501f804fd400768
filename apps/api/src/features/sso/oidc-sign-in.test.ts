import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, ssoProviders, users } from '../../db/schema';
import { followProviderRedirects, startOidcProvider, type TestOidcProvider } from '../../../test/oidc-provider';
import { cookieHeader, createTestPortal, DEMO, inject, json, signIn, type TestPortal } from '../../../test/portal';
import { createLoginLink } from '../../services/login-links';

/**
 * OpenID Connect sign-in end to end: a real OpenID provider (oidc-provider) on 127.0.0.1, the
 * portal configured with it by environment (OIDC_PROVIDERS) and by the admin (POST
 * /api/sso-providers), the authorization code flow followed redirect by redirect.
 */
const PUBLIC_URL = 'http://portal.test';
const ENV_ID = 'test-oidc';
const ADMIN_ID = 'corp-oidc';
const LIMITED_ID = 'corp-only';

let idp: TestOidcProvider;
let portal: TestPortal;

beforeAll(async () => {
  idp = await startOidcProvider([
    {
      client_id: 'portal-env',
      client_secret: 'env-secret',
      redirect_uris: [`${PUBLIC_URL}/api/auth/callback/${ENV_ID}`],
    },
    {
      client_id: 'portal-admin',
      client_secret: 'admin-secret',
      redirect_uris: [`${PUBLIC_URL}/api/auth/callback/${ADMIN_ID}`],
    },
    {
      client_id: 'portal-limited',
      client_secret: 'limited-secret',
      redirect_uris: [`${PUBLIC_URL}/api/auth/callback/${LIMITED_ID}`],
    },
  ]);
  portal = await createTestPortal({
    env: {
      PUBLIC_URL,
      // The test provider is http on 127.0.0.1 (L-10 refuses that for admin-added issuers otherwise).
      OIDC_ALLOW_PRIVATE_ISSUERS: 'true',
      OIDC_PROVIDERS: JSON.stringify([
        { id: ENV_ID, name: 'Test IdP', issuer: idp.issuer, client_id: 'portal-env', client_secret: 'env-secret' },
      ]),
    },
  });
});
afterAll(async () => {
  await portal?.close();
  await idp?.close();
});

function mergeCookies(...headers: string[]): string {
  const jar = new Map<string, string>();
  for (const header of headers) {
    for (const pair of header.split(';')) {
      const [name, ...rest] = pair.trim().split('=');
      if (name) jar.set(name, rest.join('='));
    }
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** Sign-in with the provider as `email`: returns the portal's final answer (a redirect) and its cookies. */
async function signInThrough(
  providerId: string,
  email: string,
): Promise<{ response: LightMyRequestResponse; cookie: string }> {
  idp.signInAs(email);
  const start = await inject(portal.app, {
    method: 'POST',
    url: '/api/auth/sign-in/social',
    payload: { provider: providerId, callbackURL: '/login', errorCallbackURL: '/login' },
  });
  expect(start.statusCode, start.body).toBe(200);
  const { url, redirect } = json<{ url: string; redirect: boolean }>(start);
  expect(redirect).toBe(true);
  expect(url.startsWith(`${idp.issuer}/`)).toBe(true);
  const authorize = new URL(url);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/callback/${providerId}`);

  const callback = new URL(await followProviderRedirects(url));
  expect(callback.origin + callback.pathname).toBe(`${PUBLIC_URL}/api/auth/callback/${providerId}`);
  expect(callback.searchParams.get('code')).toBeTruthy();
  const response = await inject(portal.app, {
    method: 'GET',
    url: callback.pathname + callback.search,
    cookie: cookieHeader(start),
  });
  return { response, cookie: mergeCookies(cookieHeader(start), cookieHeader(response)) };
}

async function whoAmI(cookie: string) {
  const response = await inject(portal.app, { method: 'GET', url: '/api/my-highest-role', cookie });
  return { status: response.statusCode, body: response.statusCode === 200 ? json(response) : null };
}

describe('OpenID Connect providers from OIDC_PROVIDERS', () => {
  it('GET /api/auth-providers lists the provider for /login, without signing in', async () => {
    const response = await inject(portal.app, { method: 'GET', url: '/api/auth-providers' });
    expect(response.statusCode).toBe(200);
    expect(json<unknown[]>(response)).toContainEqual({ id: ENV_ID, name: 'Test IdP', type: 'oidc' });
  });

  it('signs in to the existing account of the e-mail (reseller) and lands on /login', async () => {
    const { response, cookie } = await signInThrough(ENV_ID, DEMO.reseller);
    expect(response.statusCode).toBe(302);
    expect(new URL(response.headers.location as string, PUBLIC_URL).pathname).toBe('/login');
    expect(new URL(response.headers.location as string, PUBLIC_URL).searchParams.get('error')).toBeNull();
    expect(cookie).toContain('session_token');
    const me = await whoAmI(cookie);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: DEMO.reseller, role_name: 'reseller' });

    // The provider's account is now linked to the reseller's user: no second user for the e-mail.
    const rows = await portal.app.deps.db
      .select({ userId: accounts.userId, email: users.email })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(and(eq(accounts.providerId, ENV_ID), eq(users.email, DEMO.reseller)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(me.body!.user_id);
  });

  it('a second sign-in reuses the linked account', async () => {
    const { cookie } = await signInThrough(ENV_ID, DEMO.reseller);
    expect((await whoAmI(cookie)).body).toMatchObject({ email: DEMO.reseller });
    const rows = await portal.app.deps.db.select().from(accounts).where(eq(accounts.providerId, ENV_ID));
    expect(rows.filter((r) => r.accountId === DEMO.reseller)).toHaveLength(1);
  });

  it('a new e-mail creates a user with no role and no name (Please Complete Profile)', async () => {
    const email = 'newcomer@corp.example';
    const { response, cookie } = await signInThrough(ENV_ID, email);
    expect(response.statusCode).toBe(302);
    const me = await whoAmI(cookie);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email,
      role_name: null,
      role_type: null,
      first: null,
      last: null,
      permissions: [],
    });
    const [user] = await portal.app.deps.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(true);
  });

  it('an invited user without a password yet is matched (the provider vouches for the address)', async () => {
    const email = 'invited.pending@example.com';
    const id = crypto.randomUUID();
    await portal.app.deps.db.insert(users).values({ id, email, name: '' });
    const { cookie } = await signInThrough(ENV_ID, email);
    expect((await whoAmI(cookie)).body).toMatchObject({ email, user_id: id });
    const [user] = await portal.app.deps.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(true);
  });

  it('an invited user who set a password through the invitation link is matched', async () => {
    const email = 'invited.done@example.com';
    const id = crypto.randomUUID();
    await portal.app.deps.db.insert(users).values({ id, email, name: '' });
    const hash = await createLoginLink(portal.app.deps.db, id, 'invite');
    const set = await inject(portal.app, {
      method: 'POST',
      url: `/api/login-links/${hash}`,
      payload: { password: 'Invited-Password-3' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const { cookie } = await signInThrough(ENV_ID, email);
    expect((await whoAmI(cookie)).body).toMatchObject({ email, user_id: id });
  });

  it('a self-registered account whose e-mail was never verified is not taken over', async () => {
    const email = 'squatter@example.com';
    const signUp = await inject(portal.app, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, password: 'Squatter-Password-1', name: 'Squatter' },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const { response, cookie } = await signInThrough(ENV_ID, email);
    const location = new URL(response.headers.location as string, PUBLIC_URL);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('error')).toBe('account_not_linked');
    expect(cookieHeader(response)).not.toContain('session_token');
    expect(cookie.includes('session_token') ? (await whoAmI(cookie)).body?.email : null).not.toBe(email);
    const linked = await portal.app.deps.db
      .select()
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(and(eq(users.email, email), eq(accounts.providerId, ENV_ID)));
    expect(linked).toHaveLength(0);
  });

  it('M-5: an identity whose e-mail the provider has not verified is neither linked nor created', async () => {
    const email = 'unverified.staff@example.com';
    const id = crypto.randomUUID();
    await portal.app.deps.db.insert(users).values({ id, email, name: '', emailVerified: true });
    const linked = await signInThrough(ENV_ID, email);
    expect(new URL(linked.response.headers.location as string, PUBLIC_URL).searchParams.get('error')).toBe(
      'email_not_verified',
    );
    expect((await whoAmI(linked.cookie)).status).toBe(401);
    const created = await signInThrough(ENV_ID, 'unverified.newcomer@example.com');
    expect((await whoAmI(created.cookie)).status).toBe(401);
    const [row] = await portal.app.deps.db
      .select()
      .from(users)
      .where(eq(users.email, 'unverified.newcomer@example.com'));
    expect(row).toBeUndefined();
  });

  it('an unknown provider id is refused', async () => {
    const response = await inject(portal.app, {
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'nope', callbackURL: '/login' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('OpenID Connect providers added by the admin', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await signIn(portal.app, DEMO.admin);
  });

  it('POST /api/sso-providers checks discovery, then the provider signs users in', async () => {
    const bad = await inject(portal.app, {
      method: 'POST',
      url: '/api/sso-providers',
      cookie: admin,
      payload: {
        type: 'oidc',
        id: 'broken',
        name: 'Broken',
        issuer: `${idp.issuer}/nowhere`,
        client_id: 'x',
        domains: ['example.com'],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(json<{ error: { details: { field: string }[] } }>(bad).error.details[0]!.field).toBe('issuer');

    const created = await inject(portal.app, {
      method: 'POST',
      url: '/api/sso-providers',
      cookie: admin,
      payload: {
        type: 'oidc',
        id: ADMIN_ID,
        name: 'Corp SSO',
        issuer: idp.issuer,
        client_id: 'portal-admin',
        client_secret: 'admin-secret',
        scopes: ['openid', 'email', 'profile'],
        domains: ['example.com'],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(json(created)).toMatchObject({
      id: ADMIN_ID,
      type: 'oidc',
      source: 'admin',
      client_id: 'portal-admin',
      callback_url: `${PUBLIC_URL}/api/auth/callback/${ADMIN_ID}`,
    });
    expect(created.body).not.toContain('admin-secret');

    const listed = await inject(portal.app, { method: 'GET', url: '/api/auth-providers' });
    expect(json<{ id: string }[]>(listed).map((p) => p.id)).toEqual([ENV_ID, ADMIN_ID]);

    const { cookie } = await signInThrough(ADMIN_ID, DEMO.salesrep);
    expect((await whoAmI(cookie)).body).toMatchObject({ email: DEMO.salesrep, role_name: 'sales-representative' });
  });

  it('M-5: a provider the admin added never signs in to an admin account, even inside its domains', async () => {
    const refused = await signInThrough(ADMIN_ID, DEMO.admin);
    const location = new URL(refused.response.headers.location as string, PUBLIC_URL);
    expect(location.searchParams.get('error')).toBe('admin_account');
    expect((await whoAmI(refused.cookie)).status).toBe(401);
    // The environment's provider (the portal's own) may.
    const own = await signInThrough(ENV_ID, DEMO.admin);
    expect((await whoAmI(own.cookie)).body).toMatchObject({ email: DEMO.admin, role_type: 'admin' });
  });

  it('the client secret is stored encrypted', async () => {
    const [row] = await portal.app.deps.db.select().from(ssoProviders).where(eq(ssoProviders.providerId, ADMIN_ID));
    expect(row?.settings.client_id).toBe('portal-admin');
    expect(typeof row?.settings.client_secret).toBe('string');
    expect(JSON.stringify(row?.settings)).not.toContain('admin-secret');
  });

  it('a provider limited to some domains refuses other e-mail addresses', async () => {
    const created = await inject(portal.app, {
      method: 'POST',
      url: '/api/sso-providers',
      cookie: admin,
      payload: {
        type: 'oidc',
        id: LIMITED_ID,
        name: 'Corp only',
        issuer: idp.issuer,
        client_id: 'portal-limited',
        client_secret: 'limited-secret',
        domains: ['corp.example'],
      },
    });
    expect(created.statusCode, created.body).toBe(201);

    const refused = await signInThrough(LIMITED_ID, DEMO.receiver);
    expect(refused.response.statusCode).toBe(302);
    const location = new URL(refused.response.headers.location as string, PUBLIC_URL);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('error')).toBe('email_not_allowed');
    expect((await whoAmI(refused.cookie)).status).toBe(401);

    const allowed = await signInThrough(LIMITED_ID, 'staff@corp.example');
    expect((await whoAmI(allowed.cookie)).body).toMatchObject({ email: 'staff@corp.example' });
  });

  it('DELETE /api/sso-providers/{id} removes it: no more sign-in through it', async () => {
    const removed = await inject(portal.app, {
      method: 'DELETE',
      url: `/api/sso-providers/${ADMIN_ID}`,
      cookie: admin,
    });
    expect(removed.statusCode).toBe(204);
    const listed = await inject(portal.app, { method: 'GET', url: '/api/auth-providers' });
    expect(json<{ id: string }[]>(listed).map((p) => p.id)).toEqual([ENV_ID, LIMITED_ID]);
    const start = await inject(portal.app, {
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: ADMIN_ID, callbackURL: '/login' },
    });
    expect(start.statusCode).toBeGreaterThanOrEqual(400);
  });
});
