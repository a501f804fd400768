import { healthReply, livenessReply } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { databaseUnavailable } from '../../plugins/errors';
import { checkDatabase, databaseAnswers, type HealthDeps } from './repository';

/** How long health and readiness wait for a database server before they answer 503. */
const READY_TIMEOUT_MS = 1_000;

export const healthRoutes =
  (deps: HealthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const config = { access: { public: true } } as const;
    app.get('/api/health', { config, schema: { tags: ['health'], response: { 200: healthReply } } }, async () => {
      const health = await checkDatabase(deps.database, READY_TIMEOUT_MS);
      if (!health) throw databaseUnavailable();
      return health;
    });
    // Liveness: the process runs and answers; the database is readiness's concern.
    app.get(
      '/api/health/live',
      { config, schema: { tags: ['health'], response: { 200: livenessReply } } },
      async () => ({ status: 'ok' as const }),
    );
    // Readiness: take traffic only while the database answers quickly.
    app.get('/api/health/ready', { config, schema: { tags: ['health'], response: { 200: healthReply } } }, async () => {
      if (!(await databaseAnswers(deps.database, READY_TIMEOUT_MS))) throw databaseUnavailable();
      return { status: 'ok' as const, database: deps.database.engine };
    });
  };
