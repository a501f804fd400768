import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkDatabase, type HealthDeps } from './repository';

export const healthRoutes =
  (deps: HealthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/health', { config: { access: { public: true } }, schema: { tags: ['health'] } }, async () =>
      checkDatabase(deps.database),
    );
  };
