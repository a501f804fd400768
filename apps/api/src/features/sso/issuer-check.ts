import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { isPublicAddress } from '../../services/pinned-fetch';

/**
 * The server fetches an admin-set OIDC issuer (discovery, then its endpoints), so it must be
 * https and resolve to public addresses only (no reaching the internal network). A name that does
 * not resolve is left to discovery, which then fails with its own message. This refuses early; the
 * requests themselves go through the pinned fetch, which checks the address it connects to.
 */
export async function isPublicHttpsUrl(value: string): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (ipaddr.isValid(host)) return isPublicAddress(host);
  if (host === 'localhost' || host.endsWith('.localhost')) return false;
  const addresses = await lookup(host, { all: true, verbatim: true }).catch(() => []);
  return addresses.every((a) => isPublicAddress(a.address));
}

/** The endpoints of a discovery document that passed discoveryEndpoints. */
export type CheckedEndpoints = {
  issuer: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl?: string;
  endSessionUrl?: string;
  jwksUrl: string;
  /** id_token_signing_alg_values_supported, when the document names them. */
  signingAlgorithms?: string[];
};

const sameIssuer = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/**
 * The endpoints an admin-set OIDC provider's discovery document names, when it is trustworthy: read
 * without following redirects, its `issuer` the configured one, and every endpoint the server
 * fetches (token, userinfo, JWKS) or sends the browser to https on public addresses. Null otherwise.
 */
export async function discoveryEndpoints(
  discoveryUrl: string,
  issuer: string,
  timeoutMs: number,
  fetchDocument: (url: string, init: RequestInit) => Promise<Response>,
): Promise<CheckedEndpoints | null> {
  let document: Record<string, unknown>;
  try {
    const response = await fetchDocument(discoveryUrl, { redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return null;
    document = (await response.json()) as Record<string, unknown>;
  } catch {
    return null;
  }
  const text = (key: string) => (typeof document[key] === 'string' ? (document[key] as string) : undefined);
  const found = {
    issuer: text('issuer'),
    authorization: text('authorization_endpoint'),
    token: text('token_endpoint'),
    jwks: text('jwks_uri'),
    userInfo: text('userinfo_endpoint'),
    endSession: text('end_session_endpoint'),
  };
  if (!found.issuer || !sameIssuer(found.issuer, issuer) || !found.authorization || !found.token || !found.jwks)
    return null;
  const urls = [found.authorization, found.token, found.jwks, found.userInfo, found.endSession].filter(
    (url): url is string => Boolean(url),
  );
  const checks = await Promise.all(urls.map((url) => isPublicHttpsUrl(url)));
  if (!checks.every(Boolean)) return null;
  const algorithms = document.id_token_signing_alg_values_supported;
  return {
    issuer: found.issuer,
    authorizationUrl: found.authorization,
    tokenUrl: found.token,
    userInfoUrl: found.userInfo,
    endSessionUrl: found.endSession,
    jwksUrl: found.jwks,
    signingAlgorithms:
      Array.isArray(algorithms) && algorithms.length && algorithms.every((a) => typeof a === 'string')
        ? (algorithms as string[])
        : undefined,
  };
}
