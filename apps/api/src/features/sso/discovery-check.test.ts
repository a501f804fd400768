import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AuthContext } from 'better-auth';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pinnedFetch } from '../../services/pinned-fetch';
import { discoveryEndpoints } from './issuer-check';
import { buildOidcProvider } from './sso-registry';

/** Issue 24 (L-10): an admin OIDC provider's discovered endpoints are checked like its issuer. */

const ISSUER = 'https://1.1.1.1/realm';
const good = {
  issuer: ISSUER,
  authorization_endpoint: 'https://1.1.1.1/realm/auth',
  token_endpoint: 'https://1.1.1.1/realm/token',
  userinfo_endpoint: 'https://1.1.1.1/realm/userinfo',
  jwks_uri: 'https://8.8.8.8/realm/certs',
};
/** A fetch answering the document, recording how it was asked. */
function serving(document: unknown, calls: RequestInit[] = []) {
  return (async (_url: string | URL | Request, init?: RequestInit) => {
    calls.push(init ?? {});
    return new Response(JSON.stringify(document), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}
const check = (document: unknown, calls?: RequestInit[]) =>
  discoveryEndpoints(`${ISSUER}/.well-known/openid-configuration`, ISSUER, 1000, serving(document, calls));

describe('L-10: discovered endpoints of an admin OIDC provider', () => {
  it('L-10: public https endpoints of the configured issuer are used as read, without following redirects', async () => {
    const calls: RequestInit[] = [];
    expect(await check(good, calls)).toEqual({
      issuer: ISSUER,
      authorizationUrl: good.authorization_endpoint,
      tokenUrl: good.token_endpoint,
      userInfoUrl: good.userinfo_endpoint,
      endSessionUrl: undefined,
      jwksUrl: good.jwks_uri,
      signingAlgorithms: undefined,
    });
    expect(calls[0]?.redirect).toBe('error');
  });

  it.each([
    ['token endpoint on the cloud metadata address', { token_endpoint: 'https://169.254.169.254/latest/meta-data' }],
    ['userinfo endpoint on a private address', { userinfo_endpoint: 'https://10.0.0.5/userinfo' }],
    ['JWKS on the loopback', { jwks_uri: 'https://127.0.0.1:8443/certs' }],
    ['JWKS over plain http', { jwks_uri: 'http://8.8.8.8/certs' }],
    ['end-session endpoint on localhost', { end_session_endpoint: 'https://localhost/logout' }],
    ['another issuer', { issuer: 'https://8.8.8.8/other' }],
    ['no JWKS', { jwks_uri: undefined }],
  ])('L-10: refuses a document with a %s', async (_name, change) => {
    expect(await check({ ...good, ...change })).toBeNull();
  });
});

describe('L-10: every request to an admin OIDC provider goes through the pinned fetch', () => {
  afterEach(() => vi.restoreAllMocks());

  /** The pinned fetch's stand-in: records each request and answers it as the provider would. */
  function provider(requests: string[]) {
    return (async (url: string | URL, init?: RequestInit) => {
      const href = String(url);
      requests.push(`${init?.method ?? 'GET'} ${href}`);
      const reply = (body: unknown) =>
        new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      if (href === good.token_endpoint) return reply({ access_token: 'access', refresh_token: 'refresh' });
      if (href === good.userinfo_endpoint) return reply({ sub: 'u1', email: 'ada@corp.example', email_verified: true });
      if (href === good.jwks_uri) return reply({ keys: [] });
      return new Response('not found', { status: 404 });
    }) as typeof fetch;
  }
  const context = {
    logger: { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined },
    baseURL: 'https://portal.example/api/auth',
    socialProviders: [],
  } as unknown as AuthContext;

  it('L-10: token, userinfo, JWKS and refresh requests use the pinned fetch; the library fetches nothing itself', async () => {
    const globalFetch = vi.spyOn(globalThis, 'fetch');
    const requests: string[] = [];
    const endpoints = await check(good);
    const social = await buildOidcProvider(
      { type: 'oidc', id: 'corp', name: 'Corp', issuer: ISSUER, client_id: 'portal', client_secret: 'secret' },
      context,
      undefined,
      { endpoints: endpoints!, fetch: provider(requests) },
    );
    expect(social).not.toBeNull();
    const tokens = await social!.validateAuthorizationCode({
      code: 'code',
      codeVerifier: 'verifier',
      redirectURI: 'https://portal.example/api/auth/callback/corp',
    });
    expect(tokens).toMatchObject({ accessToken: 'access', refreshToken: 'refresh' });
    const profile = await social!.getUserInfo({ accessToken: 'access' });
    expect(profile?.user).toMatchObject({ email: 'ada@corp.example', emailVerified: true });
    const { jwks } = social!.idToken as { jwks: (header: object, token: object) => Promise<unknown> };
    await expect(jwks({ alg: 'RS256', kid: 'k1' }, { payload: '', signature: '' })).rejects.toThrow(
      /no applicable key/i,
    );
    expect(await social!.refreshAccessToken!('refresh')).toMatchObject({ accessToken: 'access' });
    expect(social!.idToken).toMatchObject({ issuer: ISSUER, audience: 'portal' });
    expect(social!.requiresIdTokenNonce).toBe(true);
    expect(requests).toEqual([
      `POST ${good.token_endpoint}`,
      `GET ${good.userinfo_endpoint}`,
      `GET ${good.jwks_uri}`,
      `POST ${good.token_endpoint}`,
    ]);
    expect(globalFetch).not.toHaveBeenCalled();
  });

  it('L-10: over a real pinned connection the code is exchanged and the ID token verified against the JWKS, nonce bound', async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    const tokenBodies: string[] = [];
    let idToken = '';
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        response.setHeader('content-type', 'application/json');
        if (request.url === '/token') {
          tokenBodies.push(body);
          return response.end(JSON.stringify({ access_token: 'access', token_type: 'Bearer', id_token: idToken }));
        }
        if (request.url === '/jwks') return response.end(JSON.stringify({ keys: [jwk] }));
        response.statusCode = 404;
        response.end('{}');
      });
    });
    // 127.0.0.2 stands in for the provider's public address (services/pinned-fetch.test.ts).
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
    try {
      const base = `http://idp.pinned.test:${(server.address() as AddressInfo).port}`;
      idToken = await new SignJWT({ email: 'ada@corp.example', email_verified: true, nonce: 'n1' })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer(base)
        .setAudience('portal')
        .setSubject('u1')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
      const fetch = pinnedFetch({
        resolve: async () => [{ address: '127.0.0.2', family: 4 }],
        allowed: (address) => address === '127.0.0.2',
      });
      const endpoints = {
        issuer: base,
        authorizationUrl: `${base}/auth`,
        tokenUrl: `${base}/token`,
        jwksUrl: `${base}/jwks`,
        signingAlgorithms: ['RS256'],
      };
      const social = await buildOidcProvider(
        { type: 'oidc', id: 'corp', name: 'Corp', issuer: base, client_id: 'portal', client_secret: 'secret' },
        context,
        undefined,
        { endpoints, fetch },
      );
      const tokens = await social!.validateAuthorizationCode({
        code: 'code-1',
        codeVerifier: 'verifier-1',
        redirectURI: 'https://portal.example/api/auth/callback/corp',
      });
      const form = new URLSearchParams(tokenBodies[0]);
      expect([form.get('grant_type'), form.get('code'), form.get('code_verifier')]).toEqual([
        'authorization_code',
        'code-1',
        'verifier-1',
      ]);
      const profile = await social!.getUserInfo({ ...tokens, expectedIdTokenNonce: 'n1' });
      expect(profile?.user).toMatchObject({ email: 'ada@corp.example', emailVerified: true });
      expect(await social!.getUserInfo({ ...tokens, expectedIdTokenNonce: 'another' })).toBeNull();
    } finally {
      server.close();
    }
  });
});
