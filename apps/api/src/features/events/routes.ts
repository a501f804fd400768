import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { audit } from '../../services/audit';

const body = z.object({
  event: z.literal('failed_to_load'),
  path: z.string().max(500),
  message: z.string().max(2000).optional(),
});

export const eventRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    /** A page that failed to render records a failed_to_load event (signed in or not). */
    app.post(
      '/api/events',
      { config: { access: { public: true } }, bodyLimit: 8192, schema: { tags: ['events'], body } },
      async (request, reply) => {
        request.log.warn({ event: request.body }, 'client event');
        await audit(deps.db, {
          userId: request.actor?.userId ?? null,
          action: request.body.event,
          entity: 'page',
          entityId: request.body.path,
          requestId: request.id,
          details: { message: request.body.message },
        });
        return reply.status(204).send();
      },
    );
  };
