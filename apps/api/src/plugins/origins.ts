import { hostname, networkInterfaces } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { isApiRoute } from './api-route';
import { appError } from './errors';

export type OriginPolicy = {
  /** Whether a browser page at this origin may sign in and send state-changing requests. */
  isTrusted: (origin: string) => boolean;
  /** Better Auth's trustedOrigins: the configured list, plus the request's own origin when it is trusted. */
  forAuth: (request?: Request) => string[];
};

/**
 * Production trusts PUBLIC_URL and TRUSTED_ORIGINS only. Development also trusts this machine under
 * any of its names (localhost, 127.0.0.1, [::1], its host name and addresses) on any port, so the
 * portal opened at http://127.0.0.1:3000 or through the web dev server works like http://localhost:3000.
 */
export function originPolicy(config: Config): OriginPolicy {
  const configured = new Set(config.trustedOrigins);
  const machine = config.production ? new Set<string>() : machineHostnames();
  const isTrusted = (origin: string) => {
    if (configured.has(origin)) return true;
    if (config.production) return false;
    const url = parseOrigin(origin);
    return !!url && (url.protocol === 'http:' || url.protocol === 'https:') && isLocalHostname(url.hostname, machine);
  };
  return {
    isTrusted,
    forAuth(request) {
      const origins = [...configured];
      const sent = request?.headers.get('origin') ?? parseOrigin(request?.headers.get('referer'))?.origin;
      if (sent && !configured.has(sent) && isTrusted(sent)) origins.push(sent);
      return origins;
    },
  };
}

function parseOrigin(value: string | null | undefined): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.origin === 'null' ? undefined : url;
  } catch {
    return undefined;
  }
}

function isLocalHostname(name: string, machine: Set<string>): boolean {
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(name) ||
    machine.has(name)
  );
}

/** This machine's host name and interface addresses, as they appear in a URL's hostname. */
function machineHostnames(): Set<string> {
  const names = new Set([hostname().toLowerCase()]);
  for (const addresses of Object.values(networkInterfaces())) {
    for (const { address, family } of addresses ?? []) names.add(family === 'IPv6' ? `[${address}]` : address);
  }
  return names;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request protection for the API's state-changing requests (the session cookie is
 * SameSite=Lax, and a cross-site form or fetch would still carry it on some routes):
 * - `Sec-Fetch-Site: same-origin` (set by the browser, not by pages) passes;
 * - otherwise a present `Origin` must be trusted;
 * - otherwise a present `Sec-Fetch-Site` (cross-site, same-site, none) is refused;
 * - a request with neither header comes from a non-browser client (browsers send Origin on every
 *   cross-origin POST) and passes: it carries only the credentials its sender already holds.
 * It covers public token routes (login links, e-sign links) too: their pages post from the portal.
 * /api/auth/* is Better Auth's, which checks the origin itself with the same trusted list.
 */
export function registerCrossSiteCheck(app: FastifyInstance, policy: OriginPolicy) {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const url = request.routeOptions.url ?? request.url;
    if (!isApiRoute(url) || url.startsWith('/api/auth/')) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'same-origin') return;
    const origin = request.headers.origin;
    const allowed = origin !== undefined ? policy.isTrusted(origin) : site === undefined;
    if (!allowed) throw appError('cross_site_request');
  });
}
