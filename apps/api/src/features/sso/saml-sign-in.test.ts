import { eq } from 'drizzle-orm';
import * as samlify from 'samlify';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../../db/schema';
import { cookieHeader, createTestPortal, DEMO, inject, json, signIn, type TestPortal } from '../../../test/portal';

/**
 * SAML sign-in against a locally signed assertion: samlify plays the identity provider with a
 * self-signed key made here, reading the portal's AuthnRequest and service-provider metadata and
 * posting its signed Response to the portal's ACS as a browser form would.
 */
const PUBLIC_URL = 'http://portal.test';
const ENV_ID = 'test-saml';
const IDP_ENTITY = 'https://idp.test/metadata';
const ENTRY_POINT = 'https://idp.test/sso';
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

let portal: TestPortal;
let key: { private: string; cert: string };
let otherKey: { private: string; cert: string };

async function keyPair(name: string) {
  const pems = await generate([{ name: 'commonName', value: name }], { keySize: 2048, algorithm: 'sha256' });
  return { private: pems.private, cert: pems.cert };
}

beforeAll(async () => {
  [key, otherKey] = await Promise.all([keyPair('Test IdP'), keyPair('Someone else')]);
  portal = await createTestPortal({
    env: {
      PUBLIC_URL,
      SAML_PROVIDERS: JSON.stringify([
        { id: ENV_ID, name: 'Test SAML', entry_point: ENTRY_POINT, issuer: IDP_ENTITY, idp_cert: key.cert },
      ]),
    },
  });
});
afterAll(() => portal?.close());

function identityProvider(signing = key, entityID = IDP_ENTITY) {
  return samlify.IdentityProvider({
    entityID,
    privateKey: signing.private,
    signingCert: signing.cert,
    nameIDFormat: [EMAIL_FORMAT],
    singleSignOnService: [{ Binding: samlify.Constants.namespace.binding.redirect, Location: ENTRY_POINT }],
    singleLogoutService: [{ Binding: samlify.Constants.namespace.binding.redirect, Location: ENTRY_POINT }],
    wantAuthnRequestsSigned: false,
  });
}

/** The portal as the IdP sees it: from its published service-provider metadata. */
async function serviceProvider(providerId = ENV_ID) {
  const response = await inject(portal.app, { method: 'GET', url: `/api/auth/saml/metadata/${providerId}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('xml');
  return samlify.ServiceProvider({ metadata: response.body });
}

/** The cookies of the browser that started the latest sign-in (the AuthnRequest is bound to it). */
let browser = '';

/** POST /api/auth/sign-in/saml, then the IdP reads the AuthnRequest from the redirect URL. */
async function startSignIn(providerId = ENV_ID) {
  const response = await inject(portal.app, {
    method: 'POST',
    url: '/api/auth/sign-in/saml',
    payload: { providerId, callbackURL: '/login', errorCallbackURL: '/login' },
  });
  expect(response.statusCode, response.body).toBe(200);
  browser = cookieHeader(response);
  const { url, redirect } = json<{ url: string; redirect: boolean }>(response);
  expect(redirect).toBe(true);
  const target = new URL(url);
  expect(`${target.origin}${target.pathname}`).toBe(ENTRY_POINT);
  const sp = await serviceProvider(providerId);
  const request = await identityProvider().parseLoginRequest(sp, 'redirect', {
    query: Object.fromEntries(target.searchParams),
  });
  return { sp, requestInfo: request };
}

async function postToAcs(samlResponse: string, providerId = ENV_ID, cookie = browser) {
  return inject(portal.app, {
    method: 'POST',
    url: `/api/auth/saml/acs/${providerId}`,
    cookie,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://idp.test' },
    payload: new URLSearchParams({ SAMLResponse: samlResponse }).toString(),
  });
}

async function signedResponse(
  email: string,
  options: { signing?: typeof key; unsolicited?: boolean; providerId?: string } = {},
) {
  const { sp, requestInfo } = await startSignIn(options.providerId);
  const { context } = await identityProvider(options.signing).createLoginResponse(
    sp,
    (options.unsolicited ? { extract: {} } : requestInfo) as Parameters<
      samlify.IdentityProviderInstance['createLoginResponse']
    >[1],
    'post',
    { email },
  );
  return context;
}

function redirectOf(response: Awaited<ReturnType<typeof postToAcs>>) {
  expect(response.statusCode, response.body).toBe(302);
  return new URL(response.headers.location as string, PUBLIC_URL);
}

async function whoAmI(cookie: string) {
  const response = await inject(portal.app, { method: 'GET', url: '/api/my-highest-role', cookie });
  return { status: response.statusCode, body: response.statusCode === 200 ? json(response) : null };
}

describe('SAML identity providers from SAML_PROVIDERS', () => {
  it('GET /api/auth-providers lists the provider', async () => {
    const response = await inject(portal.app, { method: 'GET', url: '/api/auth-providers' });
    expect(json<unknown[]>(response)).toContainEqual({ id: ENV_ID, name: 'Test SAML', type: 'saml' });
  });

  it('the metadata names the ACS, wants signed assertions and e-mail NameIDs', async () => {
    const response = await inject(portal.app, { method: 'GET', url: `/api/auth/saml/metadata/${ENV_ID}` });
    expect(response.body).toContain(`entityID="${PUBLIC_URL}/api/auth/saml/metadata/${ENV_ID}"`);
    expect(response.body).toContain(`Location="${PUBLIC_URL}/api/auth/saml/acs/${ENV_ID}"`);
    expect(response.body).toContain('WantAssertionsSigned="true"');
    expect(response.body).toContain(EMAIL_FORMAT);
  });

  it('a signed Response posted as a form signs in to the existing account of the e-mail', async () => {
    const response = await postToAcs(await signedResponse(DEMO.receiver));
    const location = redirectOf(response);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('error')).toBeNull();
    const cookie = cookieHeader(response);
    expect(cookie).toContain('session_token');
    const me = await whoAmI(cookie);
    expect(me.body).toMatchObject({ email: DEMO.receiver, role_name: 'receiver' });
    const linked = await portal.app.deps.db.select().from(accounts).where(eq(accounts.providerId, ENV_ID));
    expect(linked.map((a) => [a.accountId, a.userId])).toEqual([[DEMO.receiver, me.body!.user_id]]);
  });

  it('a new e-mail creates a user with no role', async () => {
    const email = 'Grower.Rep@Partner.example';
    const response = await postToAcs(await signedResponse(email));
    const me = await whoAmI(cookieHeader(response));
    expect(me.body).toMatchObject({
      email: email.toLowerCase(),
      role_name: null,
      role_type: null,
      first: null,
      last: null,
    });
    const [user] = await portal.app.deps.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(user).toBeDefined();
  });

  it('an invited user without a password is matched; an unverified account with a password is not', async () => {
    const invited = 'saml.invitee@example.com';
    const id = crypto.randomUUID();
    await portal.app.deps.db.insert(users).values({ id, email: invited, name: '' });
    const response = await postToAcs(await signedResponse(invited));
    expect((await whoAmI(cookieHeader(response))).body).toMatchObject({ email: invited, user_id: id });

    const squatter = 'saml.squatter@example.com';
    const signUp = await inject(portal.app, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: squatter, password: 'Squatter-Password-1', name: 'Squatter' },
    });
    expect(signUp.statusCode).toBe(200);
    const refused = await postToAcs(await signedResponse(squatter));
    expect(redirectOf(refused).searchParams.get('error')).toBe('account_not_linked');
    expect(cookieHeader(refused)).not.toContain('session_token');
  });

  it('the same Response cannot be used twice', async () => {
    const response = await signedResponse(DEMO.operator);
    expect(redirectOf(await postToAcs(response)).searchParams.get('error')).toBeNull();
    const replay = await postToAcs(response);
    expect(redirectOf(replay).searchParams.get('error')).toBe('invalid_state');
    expect(cookieHeader(replay)).not.toContain('session_token');
  });

  it('L-11: a Response posted from a browser that did not start the sign-in is refused (login CSRF)', async () => {
    // The attacker starts a sign-in in their own browser and gets a valid Response for their account…
    const attackers = await signedResponse('attacker@partner.example');
    const attackerBrowser = browser;
    expect(attackerBrowser).toContain('saml_request');
    // …and has the victim's browser (no such cookie, or the cookie of another sign-in) post it.
    for (const victim of ['', (await startSignIn(), browser)]) {
      const response = await postToAcs(attackers, ENV_ID, victim);
      expect(redirectOf(response).searchParams.get('error')).toBe('invalid_state');
      expect(cookieHeader(response)).not.toContain('session_token');
    }
    // The Response still works in the browser that asked for it.
    const own = await postToAcs(attackers, ENV_ID, attackerBrowser);
    expect(redirectOf(own).searchParams.get('error')).toBeNull();
  });

  it('L-11: the request cookie is httpOnly, limited to the ACS and short-lived', async () => {
    const response = await inject(portal.app, {
      method: 'POST',
      url: '/api/auth/sign-in/saml',
      payload: { providerId: ENV_ID, callbackURL: '/login' },
    });
    const cookie = ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((c) => c.includes('saml_request'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/api\/auth\/saml\/acs/);
    expect(cookie).toMatch(/Max-Age=600/);
  });

  it('a Response signed with another key is refused', async () => {
    const response = await postToAcs(await signedResponse(DEMO.admin, { signing: otherKey }));
    expect(redirectOf(response).searchParams.get('error')).toBe('invalid_saml_response');
    expect(cookieHeader(response)).not.toContain('session_token');
  });

  it('an unsolicited Response (not answering our AuthnRequest) is refused', async () => {
    const response = await postToAcs(await signedResponse(DEMO.admin, { unsolicited: true }));
    expect(redirectOf(response).searchParams.get('error')).toBe('invalid_state');
    expect(cookieHeader(response)).not.toContain('session_token');
  });

  it('a tampered Response is refused', async () => {
    const xml = Buffer.from(await signedResponse(DEMO.steward), 'base64').toString('utf8');
    const tampered = Buffer.from(xml.replaceAll(DEMO.steward, DEMO.admin)).toString('base64');
    const response = await postToAcs(tampered);
    expect(redirectOf(response).searchParams.get('error')).toBe('invalid_saml_response');
    expect(cookieHeader(response)).not.toContain('session_token');
  });

  it('garbage is refused without a session', async () => {
    const response = await postToAcs(Buffer.from('<nope/>').toString('base64'));
    expect(redirectOf(response).searchParams.get('error')).toBe('invalid_saml_response');
    const unknown = await postToAcs('x', 'no-such-provider');
    expect(redirectOf(unknown).searchParams.get('error')).toBe('provider_not_found');
  });

  it('sign-in refuses a callback URL on another site', async () => {
    const response = await inject(portal.app, {
      method: 'POST',
      url: '/api/auth/sign-in/saml',
      payload: { providerId: ENV_ID, callbackURL: 'https://evil.example/steal' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('SAML identity providers added by the admin', () => {
  it('POST /api/sso-providers checks the certificate, then the IdP signs users in', async () => {
    const admin = await signIn(portal.app, DEMO.admin);
    const base = {
      type: 'saml',
      id: 'corp-saml',
      name: 'Corp SAML',
      entry_point: ENTRY_POINT,
      issuer: IDP_ENTITY,
      domains: ['example.com'],
    };
    const bad = await inject(portal.app, {
      method: 'POST',
      url: '/api/sso-providers',
      cookie: admin,
      payload: { ...base, idp_cert: 'bm90IGEgY2VydGlmaWNhdGU=' },
    });
    expect(bad.statusCode).toBe(400);
    expect(json<{ error: { details: { field: string }[] } }>(bad).error.details[0]!.field).toBe('idp_cert');

    const created = await inject(portal.app, {
      method: 'POST',
      url: '/api/sso-providers',
      cookie: admin,
      payload: { ...base, idp_cert: key.cert },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(json(created)).toMatchObject({
      id: 'corp-saml',
      type: 'saml',
      source: 'admin',
      callback_url: `${PUBLIC_URL}/api/auth/saml/acs/corp-saml`,
      metadata_url: `${PUBLIC_URL}/api/auth/saml/metadata/corp-saml`,
      domains: ['example.com'],
    });

    const response = await postToAcs(await signedResponse(DEMO.steward, { providerId: 'corp-saml' }), 'corp-saml');
    expect((await whoAmI(cookieHeader(response))).body).toMatchObject({ email: DEMO.steward });

    const outside = await postToAcs(
      await signedResponse('someone@elsewhere.example', { providerId: 'corp-saml' }),
      'corp-saml',
    );
    expect(redirectOf(outside).searchParams.get('error')).toBe('email_not_allowed');
    expect(cookieHeader(outside)).not.toContain('session_token');
  });

  it('M-5: a provider the admin added never signs in to an admin account, even inside its domains', async () => {
    const response = await postToAcs(await signedResponse(DEMO.admin, { providerId: 'corp-saml' }), 'corp-saml');
    expect(redirectOf(response).searchParams.get('error')).toBe('admin_account');
    expect(cookieHeader(response)).not.toContain('session_token');
  });
});
