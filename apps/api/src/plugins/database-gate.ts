import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { isApiRoute } from './api-route';
import { databaseUnavailable } from './errors';

/**
 * How long a probe's answer (either way) stands, and how long a probe may take. A request let in just
 * before the server froze waits like one already running (up to the pool's timeouts): a short window.
 */
export const DATABASE_GATE = { freshMs: 250, timeoutMs: 1_000 } as const;

/**
 * A database server that stops answering gets 503 within a second instead of requests that hang: an
 * API request goes on only when the server answered a probe within freshMs, probing again (on a
 * connection of its own, up to a second) when the last answer is older; after a failed probe, requests
 * get 503 at once for freshMs. Liveness is the process's own. PostgreSQL only: embedded PGlite runs in this
 * process, and its one connection is rightly busy for a whole long transaction.
 */
export function registerDatabaseGate(app: FastifyInstance, database: Database, gate = DATABASE_GATE) {
  if (database.engine !== 'postgres') return;
  let last = { at: -Infinity, ok: true };
  let probing: Promise<boolean> | undefined;
  const available = (): boolean | Promise<boolean> => {
    if (Date.now() - last.at < gate.freshMs) return last.ok;
    probing ??= database.answers(gate.timeoutMs).then((ok) => {
      last = { at: Date.now(), ok };
      probing = undefined;
      return ok;
    });
    return probing;
  };
  app.addHook('onRequest', async (request) => {
    if (!isApiRoute(request.url) || request.routeOptions.url === '/api/health/live') return;
    if (!(await available())) throw databaseUnavailable();
  });
}
