import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/** A public unicast address: not loopback, private, link-local (cloud metadata), CGNAT, unique-local, … */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress()) parsed = parsed.toIPv4Address();
  return parsed.range() === 'unicast';
}

/**
 * L-10: the server fetches an admin-set OIDC issuer (discovery, then its endpoints), so it must be
 * https and resolve to public addresses only. A name that does not resolve is left to discovery,
 * which then fails with its own message.
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
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl?: string;
  endSessionUrl?: string;
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
  fetchDocument: typeof fetch = fetch,
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
  return {
    authorizationUrl: found.authorization,
    tokenUrl: found.token,
    userInfoUrl: found.userInfo,
    endSessionUrl: found.endSession,
  };
}
