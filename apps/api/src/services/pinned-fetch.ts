import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, fetch as undiciFetch } from 'undici';

/** A public unicast address: not loopback, private, link-local (cloud metadata), CGNAT, unique-local, … */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress()) parsed = parsed.toIPv4Address();
  return parsed.range() === 'unicast';
}

export type ResolvedAddress = { address: string; family: number };
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolve: Resolve = (hostname) => lookup(hostname, { all: true, verbatim: true });

const refused = (what: string) =>
  Object.assign(new Error(`${what} is not a public address`), { code: 'ENOTPUBLIC' }) as NodeJS.ErrnoException;

/**
 * The lookup a connection uses: the name is resolved once, every address is checked, and the socket
 * gets only those checked addresses. A name that rebinds between a check and the connection is
 * caught, because this lookup is both.
 */
export function vettedLookup(resolve: Resolve, allowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const bad = addresses.find(({ address }) => !allowed(address));
        if (bad || !addresses.length) return callback(refused(`${hostname} (${bad?.address ?? 'no address'})`), '');
        if (options.all) return callback(null, addresses);
        callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

export type PinnedFetchOptions = {
  /** How names are resolved (tests inject a resolver that rebinds). */
  resolve?: Resolve;
  /** Which addresses may be connected to. */
  allowed?: (address: string) => boolean;
};

/**
 * A fetch that connects only to public addresses, checked at connection time (vettedLookup), for
 * requests to hosts someone other than the operator chose (an admin's identity provider).
 * Address literals never reach a lookup, so they are checked here.
 */
export function pinnedFetch({ resolve = systemResolve, allowed = isPublicAddress }: PinnedFetchOptions = {}) {
  const dispatcher = new Agent({ connect: { lookup: vettedLookup(resolve, allowed) } });
  return async (url: string | URL, init: RequestInit = {}): Promise<Response> => {
    const target = new URL(url);
    const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
    if (ipaddr.isValid(host) && !allowed(host)) throw refused(host);
    // undici's Response is the same WHATWG class the global fetch answers with, from its own copy.
    return (await undiciFetch(target, { ...(init as object), dispatcher })) as unknown as Response;
  };
}

export type PinnedFetch = ReturnType<typeof pinnedFetch>;
