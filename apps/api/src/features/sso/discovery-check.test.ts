import { describe, expect, it } from 'vitest';
import { discoveryEndpoints } from './issuer-check';

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
      authorizationUrl: good.authorization_endpoint,
      tokenUrl: good.token_endpoint,
      userInfoUrl: good.userinfo_endpoint,
      endSessionUrl: undefined,
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
