import { SSO_ISSUER_PUBLIC_MESSAGE, type FieldError } from '@portal/domain';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createTestPortal, DEMO, errorOf, injectAs, json, type TestPortal } from '../../../test/portal';

/** The admin's provider routes: who may call them and what they refuse; the environment's format. */
let portal: TestPortal;
let cert: string;

const SAML_ENV = {
  id: 'env-saml',
  name: 'Env SAML',
  entry_point: 'https://idp.test/sso',
  issuer: 'https://idp.test/metadata',
};

beforeAll(async () => {
  cert = (await generate([{ name: 'commonName', value: 'Test IdP' }], { keySize: 2048, algorithm: 'sha256' })).cert;
  portal = await createTestPortal({
    env: { PUBLIC_URL: 'http://portal.test', SAML_PROVIDERS: JSON.stringify([{ ...SAML_ENV, idp_cert: cert }]) },
  });
});
afterAll(() => portal?.close());

describe('GET /api/auth-providers (public)', () => {
  it('lists id, name and type only, signed in or not', async () => {
    const response = await injectAs(portal.app, null, { method: 'GET', url: '/api/auth-providers' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual([{ id: 'env-saml', name: 'Env SAML', type: 'saml' }]);
  });
});

describe('GET /api/sso-providers (admin)', () => {
  it('401 without a session, 403 for a non-admin', async () => {
    expect((await injectAs(portal.app, null, { method: 'GET', url: '/api/sso-providers' })).statusCode).toBe(401);
    expect((await injectAs(portal.app, DEMO.reseller, { method: 'GET', url: '/api/sso-providers' })).statusCode).toBe(
      403,
    );
  });

  it('lists the environment providers with the URLs the IdP needs and no certificate', async () => {
    const response = await injectAs(portal.app, DEMO.admin, { method: 'GET', url: '/api/sso-providers' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual([
      {
        id: 'env-saml',
        name: 'Env SAML',
        type: 'saml',
        source: 'environment',
        issuer: SAML_ENV.issuer,
        client_id: null,
        scopes: null,
        entry_point: SAML_ENV.entry_point,
        sp_entity_id: 'http://portal.test/api/auth/saml/metadata/env-saml',
        domains: [],
        callback_url: 'http://portal.test/api/auth/saml/acs/env-saml',
        metadata_url: 'http://portal.test/api/auth/saml/metadata/env-saml',
        created_at: null,
      },
    ]);
    expect(response.body).not.toContain('BEGIN CERTIFICATE');
  });
});

describe('POST /api/sso-providers (admin)', () => {
  const saml = () => ({
    type: 'saml',
    id: 'new-saml',
    name: 'New SAML',
    entry_point: 'https://idp.test/sso',
    issuer: 'https://idp.test/x',
    idp_cert: cert,
    domains: ['corp.example'],
  });

  it('401 without a session, 403 for a non-admin', async () => {
    expect(
      (await injectAs(portal.app, null, { method: 'POST', url: '/api/sso-providers', payload: saml() })).statusCode,
    ).toBe(401);
    const forbidden = await injectAs(portal.app, DEMO.reseller, {
      method: 'POST',
      url: '/api/sso-providers',
      payload: saml(),
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it.each([
    ['no type', { id: 'x1', name: 'X' }, 'type'],
    ['an unknown type', { ...saml(), type: 'ldap' }, 'type'],
    ['a bad id', { ...saml(), id: 'Bad Id!' }, 'id'],
    ['a reserved id', { ...saml(), id: 'credential' }, 'id'],
    ['no name', { ...saml(), name: '  ' }, 'name'],
    ['an entry point that is no URL', { ...saml(), entry_point: 'javascript:alert(1)' }, 'entry_point'],
    ['no certificate', { ...saml(), idp_cert: '' }, 'idp_cert'],
    ['a bad domain', { ...saml(), domains: ['not a domain'] }, 'domains.0'],
    ['M-5: no domains', { ...saml(), domains: undefined }, 'domains'],
    ['M-5: an empty list of domains', { ...saml(), domains: [] }, 'domains'],
    [
      'an OIDC provider without client id',
      { type: 'oidc', id: 'o1', name: 'O', issuer: 'https://idp.test', domains: ['corp.example'] },
      'client_id',
    ],
    [
      'an OIDC issuer that is no URL',
      { type: 'oidc', id: 'o1', name: 'O', issuer: 'idp', client_id: 'c', domains: ['corp.example'] },
      'issuer',
    ],
  ])('400 for %s', async (_label, payload, field) => {
    const response = await injectAs(portal.app, DEMO.admin, { method: 'POST', url: '/api/sso-providers', payload });
    expect(response.statusCode).toBe(400);
    expect((errorOf(response).details as FieldError[]).map((d) => d.field)).toContain(field);
  });

  it.each([
    'http://login.corp.example',
    'https://127.0.0.1:8443',
    'https://localhost',
    'https://10.1.2.3',
    'https://192.168.0.10/realms/x',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]',
    'https://[::ffff:10.0.0.1]',
    'https://100.64.0.1',
  ])('L-10: 400 for the OIDC issuer %s (not https on a public address), with nothing fetched', async (issuer) => {
    const response = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: '/api/sso-providers',
      payload: { type: 'oidc', id: 'internal', name: 'Internal', issuer, client_id: 'c', domains: ['corp.example'] },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details).toEqual([{ field: 'issuer', message: SSO_ISSUER_PUBLIC_MESSAGE }]);
  });

  it('409 for an id the environment already uses', async () => {
    const response = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: '/api/sso-providers',
      payload: { ...saml(), id: 'env-saml' },
    });
    expect(response.statusCode).toBe(409);
  });

  it('201, then 409 for the same id again; the provider shows on /login', async () => {
    const first = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: '/api/sso-providers',
      payload: saml(),
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(json(first)).toMatchObject({ id: 'new-saml', source: 'admin', created_at: expect.any(String) });
    const again = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: '/api/sso-providers',
      payload: saml(),
    });
    expect(again.statusCode).toBe(409);
    const listed = await injectAs(portal.app, null, { method: 'GET', url: '/api/auth-providers' });
    expect(json<{ id: string }[]>(listed).map((p) => p.id)).toEqual(['env-saml', 'new-saml']);
  });
});

describe('DELETE /api/sso-providers/{id} (admin)', () => {
  it('401 without a session, 403 for a non-admin', async () => {
    expect(
      (await injectAs(portal.app, null, { method: 'DELETE', url: '/api/sso-providers/new-saml' })).statusCode,
    ).toBe(401);
    const forbidden = await injectAs(portal.app, DEMO.reseller, {
      method: 'DELETE',
      url: '/api/sso-providers/new-saml',
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('409 for a provider of the environment, 404 for an unknown one', async () => {
    expect(
      (await injectAs(portal.app, DEMO.admin, { method: 'DELETE', url: '/api/sso-providers/env-saml' })).statusCode,
    ).toBe(409);
    expect(
      (await injectAs(portal.app, DEMO.admin, { method: 'DELETE', url: '/api/sso-providers/nothing' })).statusCode,
    ).toBe(404);
  });

  it('204 removes the admin provider from /login', async () => {
    const response = await injectAs(portal.app, DEMO.admin, { method: 'DELETE', url: '/api/sso-providers/new-saml' });
    expect(response.statusCode).toBe(204);
    const listed = await injectAs(portal.app, null, { method: 'GET', url: '/api/auth-providers' });
    expect(json<{ id: string }[]>(listed).map((p) => p.id)).toEqual(['env-saml']);
  });
});

describe('API documentation', () => {
  it('describes the provider routes', async () => {
    const response = await injectAs(portal.app, null, { method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(json<{ paths: Record<string, unknown> }>(response).paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/auth-providers', '/api/sso-providers', '/api/sso-providers/{id}']),
    );
  });
});

describe('OIDC_PROVIDERS and SAML_PROVIDERS', () => {
  it('read JSON arrays in the domain schema', () => {
    const config = loadConfig({
      OIDC_PROVIDERS: JSON.stringify([
        { id: 'corp', name: 'Corp', issuer: 'https://login.corp.example', client_id: 'c', client_secret: 's' },
      ]),
      SAML_PROVIDERS: JSON.stringify([{ ...SAML_ENV, idp_cert: cert }]),
    });
    expect(config.oidcProviders).toEqual([
      {
        type: 'oidc',
        id: 'corp',
        name: 'Corp',
        issuer: 'https://login.corp.example',
        client_id: 'c',
        client_secret: 's',
      },
    ]);
    expect(config.samlProviders.map((p) => p.id)).toEqual(['env-saml']);
    expect(loadConfig({}).oidcProviders).toEqual([]);
  });

  it('refuse to start on invalid JSON, invalid entries or duplicate ids', () => {
    expect(() => loadConfig({ OIDC_PROVIDERS: '{nope' })).toThrow(ConfigError);
    expect(() => loadConfig({ OIDC_PROVIDERS: '{}' })).toThrow(/JSON array/);
    expect(() =>
      loadConfig({ OIDC_PROVIDERS: JSON.stringify([{ id: 'x1', name: 'X', issuer: 'https://a.example' }]) }),
    ).toThrow(/OIDC_PROVIDERS\[0\]\.client_id/);
    const one = { id: 'dup', name: 'D', issuer: 'https://a.example', client_id: 'c' };
    expect(() => loadConfig({ OIDC_PROVIDERS: JSON.stringify([one, one]) })).toThrow(/used twice/);
  });
});
