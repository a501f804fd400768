import rateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import { TOO_MANY_REQUESTS_TEXT, TOO_MANY_RUNNING_TEXT } from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import type { Config } from '../config';
import type { RateCounter } from '../services/rate-counter';
import { appError } from './errors';

type Policy = {
  methods: readonly string[];
  url: (url: string) => boolean;
  max: number;
  timeWindow: number;
  /** Counts against the caller's running costly calls (COSTLY_CALLS_CONCURRENT). */
  costly?: true;
};

const MINUTE = 60_000;

/**
 * Public and costly routes, limited per signed-in user, or per client address for anonymous callers.
 * Listed here rather than on each route so the whole policy reads in one place.
 */
const policies = (costly: Config['costlyCalls']): readonly Policy[] => [
  // Reports and their exports: every visible row is read, totalled and laid out (XLSX, PDF).
  {
    methods: ['GET'],
    url: (url) => url.startsWith('/api/reports/'),
    max: costly.perMinute,
    timeWindow: MINUTE,
    costly: true,
  },
  // Ticket uploads, their duplicate check, and a large file's session (start, chunks, commit): up to
  // 12 MB and 10,000 rows a request; a commit stores up to a season's file.
  {
    methods: ['POST', 'PUT'],
    url: (url) =>
      url === '/api/scale-ticket' ||
      url === '/api/scale-ticket/duplicates' ||
      url.startsWith('/api/scale-ticket/uploads'),
    max: costly.perMinute,
    timeWindow: MINUTE,
    costly: true,
  },
  // The grower import's and training list's sessions (start, chunks, commit): a commit stores a whole file.
  {
    methods: ['POST', 'PUT'],
    url: (url) => url.startsWith('/api/growers/uploads') || url.startsWith('/api/company-training/uploads'),
    max: costly.perMinute,
    timeWindow: MINUTE,
    costly: true,
  },
  // Client error reports: anonymous, written to the log.
  { methods: ['POST'], url: (url) => url === '/api/events', max: 10, timeWindow: MINUTE },
  // Invitation links: looked up, then the first password is hashed and a session made.
  { methods: ['GET', 'POST'], url: (url) => url.startsWith('/api/login-links/'), max: 20, timeWindow: MINUTE },
  // Signing pages: the contract PDF is rendered, signatures are stamped into it.
  { methods: ['GET', 'POST'], url: (url) => url.startsWith('/api/e-sign/'), max: 60, timeWindow: MINUTE },
  // Unlock links of slowed-down accounts: a token lookup each.
  { methods: ['POST'], url: (url) => url === '/api/sign-in/unlock', max: 20, timeWindow: MINUTE },
  // Adding users by e-mail: an inviter adds people one at a time; no bulk probing of addresses.
  { methods: ['POST'], url: (url) => url === '/api/company-management/v1/users', max: 60, timeWindow: 60 * MINUTE },
  // Survey codes (public, each one a row): one a visit of /surveycode is plenty.
  { methods: ['POST'], url: (url) => url === '/api/survey-code', max: 30, timeWindow: 60 * MINUTE },
];

/** Whose budget a call uses: the signed-in user's, or the client address's. */
const clientKey = (request: FastifyRequest) =>
  request.actor ? `user:${request.actor.userId}` : `address:${normalizeIP(request.ip)}`;

/**
 * At most `limit` costly calls of one caller run at once on this instance (a report or an export
 * holds a database connection and the event loop for seconds); one more is answered 429 at once.
 */
function concurrencyLimit(limit: number): onRequestHookHandler {
  const running = new Map<string, number>();
  return async function limitRunning(request: FastifyRequest, reply: FastifyReply) {
    const key = clientKey(request);
    const count = running.get(key) ?? 0;
    if (count >= limit) throw appError('rate_limited', TOO_MANY_RUNNING_TEXT);
    running.set(key, count + 1);
    let done = false;
    const release = () => {
      if (done) return;
      done = true;
      const left = (running.get(key) ?? 1) - 1;
      if (left > 0) running.set(key, left);
      else running.delete(key);
    };
    // 'close' also comes when the client goes away mid-answer, where Fastify's onResponse does not.
    reply.raw.once('close', release);
    reply.raw.once('finish', release);
  };
}

/**
 * @fastify/rate-limit on the routes of POLICIES, counting in the database (services/rate-counter) so
 * several API instances share one budget. Registered before the feature routes: its onRoute hook
 * sees the limit this plugin's hook attached first.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  counter: RateCounter,
  config: Pick<Config, 'costlyCalls'>,
) {
  const all = policies(config.costlyCalls);
  const limitRunning = concurrencyLimit(config.costlyCalls.concurrent);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = ([] as string[]).concat(route.method);
    const policy = methods
      .map((method) => all.find((candidate) => candidate.methods.includes(method) && candidate.url(route.url)))
      .find(Boolean);
    if (!policy) return;
    const limit: RateLimitOptions = { max: policy.max, timeWindow: policy.timeWindow };
    route.config = { ...route.config, rateLimit: limit };
    // A route's own onRequest hooks run after the global ones, so the caller is known by then.
    if (policy.costly)
      route.onRequest = [...([] as onRequestHookHandler[]).concat(route.onRequest ?? []), limitRunning];
  });

  await app.register(rateLimit, {
    global: false,
    // After the access hook (a global onRequest hook runs before a route's own), so the user is known.
    hook: 'onRequest',
    keyGenerator: clientKey,
    store: databaseStore(counter),
    errorResponseBuilder: () => appError('rate_limited', TOO_MANY_REQUESTS_TEXT),
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
