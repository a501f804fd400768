import rateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import { TOO_MANY_REQUESTS_TEXT } from '@portal/domain';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { RateCounter } from '../services/rate-counter';
import { AppError } from './errors';

type Policy = { methods: readonly string[]; url: (url: string) => boolean; max: number; timeWindow: number };

const MINUTE = 60_000;

/**
 * Public and costly routes, limited per signed-in user, or per client address for anonymous callers.
 * Listed here rather than on each route so the whole policy reads in one place.
 */
const POLICIES: readonly Policy[] = [
  // Client error reports: anonymous, written to the log.
  { methods: ['POST'], url: (url) => url === '/api/events', max: 10, timeWindow: MINUTE },
  // Invitation links: looked up, then the first password is hashed and a session made.
  { methods: ['GET', 'POST'], url: (url) => url.startsWith('/api/login-links/'), max: 20, timeWindow: MINUTE },
  // Signing pages: the contract PDF is rendered, signatures are stamped into it.
  { methods: ['GET', 'POST'], url: (url) => url.startsWith('/api/e-sign/'), max: 60, timeWindow: MINUTE },
  // Adding users by e-mail: an inviter adds people one at a time; no bulk probing of addresses.
  { methods: ['POST'], url: (url) => url === '/api/company-management/v1/users', max: 60, timeWindow: 60 * MINUTE },
  // Survey codes (L-15): one a visit of /surveycode is plenty.
  { methods: ['POST'], url: (url) => url === '/api/survey-code', max: 30, timeWindow: 60 * MINUTE },
];

/** The route's policy, or undefined when the route is not limited. */
function rateLimitPolicy(method: string, url: string): Policy | undefined {
  return POLICIES.find((policy) => policy.methods.includes(method) && policy.url(url));
}

/**
 * @fastify/rate-limit on the routes of POLICIES, counting in the database (services/rate-counter) so
 * several API instances share one budget. Registered before the feature routes: its onRoute hook
 * sees the limit this plugin's hook attached first.
 */
export async function registerRateLimits(app: FastifyInstance, counter: RateCounter) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = ([] as string[]).concat(route.method);
    const policy = methods.map((method) => rateLimitPolicy(method, route.url)).find(Boolean);
    if (!policy) return;
    const limit: RateLimitOptions = { max: policy.max, timeWindow: policy.timeWindow };
    route.config = { ...route.config, rateLimit: limit };
  });

  await app.register(rateLimit, {
    global: false,
    // After the access hook (a global onRequest hook runs before a route's own), so the user is known.
    hook: 'onRequest',
    keyGenerator: (request: FastifyRequest) =>
      request.actor ? `user:${request.actor.userId}` : `address:${normalizeIP(request.ip)}`,
    store: databaseStore(counter),
    errorResponseBuilder: () => new AppError(429, 'rate_limited', TOO_MANY_REQUESTS_TEXT),
  });
}

/** A @fastify/rate-limit store over the shared counters; each route counts under its own prefix. */
function databaseStore(counter: RateCounter, prefix = 'route:') {
  return class DatabaseStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      window: number,
    ) {
      counter.hit(prefix + key, window).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: Math.max(0, resetAt - Date.now()) }),
        (error: Error) => callback(error),
      );
    }

    child(route: RouteOptions & { routeInfo?: { method: string; url: string } }) {
      const info = route.routeInfo ?? route;
      const Child = databaseStore(counter, `${prefix}${String(info.method)} ${info.url}:`);
      return new Child();
    }
  };
}
