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
