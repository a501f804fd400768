import { ANY_COMPANY, checkAccess, type PermissionCode } from '@portal/domain';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, type Auth } from '../services/auth/auth';
import type { Actor } from './actor';
import { forbidden, unauthorized } from './errors';
import type { ActorCache, SessionRevocations } from './session-cache';
import { isApiRoute } from './api-route';
import type { Config } from '../config';
import { checkAdminTwoFactor } from './two-factor-gate';

/**
 * Every API route declares who may call it (deny by default):
 * - public: anyone, signed in or not;
 * - signedIn: any signed-in user (the handler scopes the data itself);
 * - admin: role type admin only;
 * - anyOf: one of these permission codes at the company the resolver names (ANY without one).
 */
export type Access =
  | { public: true }
  | { signedIn: true }
  | { admin: true }
  | { anyOf: readonly PermissionCode[]; company?: (request: FastifyRequest) => string | undefined };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** Routes other plugins register for the API documentation page. */
const DOCS_PREFIX = '/api/docs';

/** The route's declared access; the documentation routes get `docs` (public unless told otherwise). */
export function declaredAccess(
  route: { url?: string; config?: unknown },
  docs: Access = { public: true },
): Access | undefined {
  const config = route.config as { access?: Access } | undefined;
  if (config?.access) return config.access;
  if (route.url?.startsWith(DOCS_PREFIX)) return docs;
  return undefined;
}

/** The signed-in actor, or 401. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

/** Requests that may change who holds which permission: every write, and provider sign-ins (GET callbacks). */
function mayChangePermissions(request: FastifyRequest) {
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') return true;
  const url = request.routeOptions.url ?? '';
  return url.startsWith('/api/auth/') && !request.url.startsWith('/api/auth/get-session');
}

/** What an admin who must enrol TOTP may still call under /api/auth: the enrolment, the session, sign-in and out. */
const ENROLMENT_PATHS = /^\/api\/auth\/(?:two-factor\/|get-session(?:$|\?)|sign-out(?:$|\?)|sign-in\/)/;

function isEnrolmentPath(url: string) {
  return ENROLMENT_PATHS.test(url);
}

export function registerAccess(
  app: FastifyInstance,
  deps: {
    auth: Auth;
    actors: ActorCache;
    sessions: SessionRevocations;
    docs?: Access;
    adminTwoFactor?: Config['adminTwoFactor'];
  },
) {
  app.decorateRequest('actor', null);

  app.addHook('onRoute', (route) => {
    if (isApiRoute(route.url) && !declaredAccess(route)) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} declares no access (public, signedIn, admin or anyOf)`,
      );
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const access = declaredAccess(request.routeOptions, deps.docs);
    if (!isApiRoute(request.routeOptions.url ?? request.url) || !access) return;
    // Without a session cookie there is no session to look up.
    const token = SESSION_COOKIE.exec(request.headers.cookie ?? '')?.[1];
    if (request.routeOptions.url?.startsWith('/api/auth/')) {
      if (token && deps.adminTwoFactor === 'required' && !isEnrolmentPath(request.url)) {
        // Better Auth's own endpoints (profile, password, sessions) wait for the enrolment too.
        const { response: session } = await deps.auth.api.getSession({
          headers: fromNodeHeaders(request.headers),
          query: { disableRefresh: true },
          returnHeaders: true,
        });
        if (session) checkAdminTwoFactor('required', await deps.actors.load(session.user.id));
      }
      return;
    }
    if (!token) {
      if (!('public' in access)) throw unauthorized();
      return;
    }
    // A refreshed cookie (set-cookie) goes out with the request that verified it for the concurrent ones.
    const userId =
      deps.sessions.recall(token) ??
      (await deps.sessions.verify(token, async () => {
        const { response: session, headers } = await deps.auth.api.getSession({
          headers: fromNodeHeaders(request.headers),
          returnHeaders: true,
        });
        const cookies = headers.getSetCookie();
        if (cookies.length) reply.header('set-cookie', cookies);
        return session && { userId: session.user.id, sessionEnd: session.session.expiresAt };
      }));
    if (userId) request.actor = await deps.actors.load(userId);
    if (!('public' in access) && !request.actor) throw unauthorized();
    if (!('public' in access)) checkAdminTwoFactor(deps.adminTwoFactor ?? 'optional', request.actor);
  });

  // After the handler committed, before the client hears of it: the next request reloads permissions.
  app.addHook('onSend', async (request) => {
    if (mayChangePermissions(request)) deps.actors.invalidate();
  });

  app.addHook('preHandler', async (request) => {
    const access = declaredAccess(request.routeOptions, deps.docs);
    if (!access || 'public' in access || 'signedIn' in access) return;
    const actor = requireActor(request);
    if ('admin' in access) {
      if (actor.roleType !== 'admin') throw forbidden();
      return;
    }
    const companyId = access.company ? access.company(request) : ANY_COMPANY;
    if (!companyId || checkAccess(actor.access, companyId, access.anyOf) !== 'success') throw forbidden();
  });
}
