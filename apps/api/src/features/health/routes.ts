import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';

export const healthRoutes =
  (deps: { database: Database }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/health', { config: { access: { public: true } }, schema: { tags: ['health'] } }, async () => {
      await deps.database.db.execute(sql`select 1`);
      return { status: 'ok', database: deps.database.engine };
    });
  };
