import type { OidcProviderInput } from '@portal/domain';
import type { AuthContext } from 'better-auth';
import {
  authorizationCodeRequest,
  getOAuth2Tokens,
  parseStringBoolean,
  refreshAccessTokenRequest,
  type OAuth2Tokens,
} from 'better-auth/oauth2';
import type { GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
import { createRemoteJWKSet, customFetch, decodeJwt } from 'jose';
import type { CheckedEndpoints } from './issuer-check';

/**
 * An admin-added OIDC provider is a host the admin chose, so every request the server sends it
 * (token, userinfo, JWKS, refresh) goes to the endpoints its checked discovery document named,
 * through the pinned fetch (services/pinned-fetch.ts), and the auth library sends none of its own:
 * it gets no discovery URL to read, and the requests it would make are these functions.
 */
export type PinnedOidc = {
  endpoints: CheckedEndpoints;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
};

type SocialProvider = AuthContext['socialProviders'][number];

const REQUEST_TIMEOUT_MS = 10_000;

function tokenRequests(provider: OidcProviderInput, { endpoints, fetch }: PinnedOidc) {
  const options = { clientId: provider.client_id, clientSecret: provider.client_secret || undefined };
  const post = async ({ body, headers }: { body: URLSearchParams; headers: Record<string, string> }) => {
    const response = await fetch(endpoints.tokenUrl, {
      method: 'POST',
      body,
      headers,
      redirect: 'error',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`The token endpoint answered ${response.status}`);
    return getOAuth2Tokens((await response.json()) as Record<string, unknown>);
  };
  const tokenEndpoint = endpoints.tokenUrl;
  return {
    exchange: async (code: string, redirectURI: string, codeVerifier?: string) =>
      post(await authorizationCodeRequest({ code, codeVerifier, redirectURI, options, tokenEndpoint })),
    refresh: async (refreshToken: string) =>
      post(await refreshAccessTokenRequest({ refreshToken, options, tokenEndpoint })),
  };
}

/** The profile, as the library reads it: the ID token's claims when they name the address, else userinfo. */
async function userInfo(tokens: OAuth2Tokens, { endpoints, fetch }: PinnedOidc) {
  if (tokens.idToken) {
    const claims = decodeJwt(tokens.idToken);
    if (claims.sub && claims.email)
      return { ...claims, id: claims.sub, emailVerified: parseStringBoolean(claims.email_verified) ?? false };
  }
  if (!endpoints.userInfoUrl || !tokens.accessToken) return null;
  const response = await fetch(endpoints.userInfoUrl, {
    headers: { authorization: `Bearer ${tokens.accessToken}`, accept: 'application/json' },
    redirect: 'error',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) return null;
  const data = (await response.json()) as Record<string, unknown>;
  if (typeof data.sub !== 'string') return null;
  return { ...data, id: data.sub, emailVerified: parseStringBoolean(data.email_verified) ?? false };
}

/** The generic OAuth settings of a pinned provider: its checked endpoints, token exchange and userinfo. */
export function pinnedOidcConfig(provider: OidcProviderInput, pinned: PinnedOidc): Partial<GenericOAuthConfig> {
  const { endpoints } = pinned;
  const tokens = tokenRequests(provider, pinned);
  return {
    authorizationUrl: endpoints.authorizationUrl,
    tokenUrl: endpoints.tokenUrl,
    userInfoUrl: endpoints.userInfoUrl,
    endSessionEndpoint: endpoints.endSessionUrl,
    // ID tokens are verified all the same: pinOidcProvider sets the check the library's discovery would.
    requireIdTokenVerification: false,
    getToken: ({ code, redirectURI, codeVerifier }) => tokens.exchange(code, redirectURI, codeVerifier),
    getUserInfo: (received) => userInfo(received, pinned),
  };
}

/**
 * What the library sets from its own discovery read, set from the checked document instead: the
 * issuer (callback `iss`), ID token verification against the JWKS (fetched pinned) bound to a nonce,
 * and token refresh through the pinned fetch.
 */
export function pinOidcProvider(social: SocialProvider, provider: OidcProviderInput, pinned: PinnedOidc) {
  const { endpoints, fetch } = pinned;
  const tokens = tokenRequests(provider, pinned);
  const jwks = createRemoteJWKSet(new URL(endpoints.jwksUrl), {
    timeoutDuration: REQUEST_TIMEOUT_MS,
    [customFetch]: (url: string, init: RequestInit) => fetch(url, init),
  });
  return Object.assign(social, {
    issuer: endpoints.issuer,
    idToken: { jwks, issuer: endpoints.issuer, audience: provider.client_id, algorithms: endpoints.signingAlgorithms },
    requiresIdTokenNonce: true,
    refreshAccessToken: (refreshToken: string) => tokens.refresh(refreshToken),
  });
}
