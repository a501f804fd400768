import { outboxListReply, outboxQuery } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOutbox, type OutboxDeps } from './repository';

export const outboxRoutes =
  (deps: OutboxDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** Admin-only view of every stored e-mail and SMS, newest first. */
    app.get(
      '/api/outbox',
      {
        config: { access: { admin: true } },
        schema: { tags: ['outbox'], querystring: outboxQuery, response: { 200: outboxListReply } },
      },
      async (request) => listOutbox(deps.db, request.query),
    );
  };
