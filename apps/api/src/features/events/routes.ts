import { clientEventSchema, noContentReply } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { redactUrl } from '../../services/log-redaction';

export const eventRoutes = (): FastifyPluginAsyncZod => async (app) => {
  /**
   * A page that failed to render records a failed_to_load event (signed in or not). Anyone may send
   * one, so it goes to the log, not to the audit table, and is rate limited (plugins/rate-limits).
   */
  app.post(
    '/api/events',
    {
      config: { access: { public: true } },
      bodyLimit: 8192,
      schema: { tags: ['events'], body: clientEventSchema, response: { 204: noContentReply } },
    },
    async (request, reply) => {
      // The page's path may hold a bearer secret (/login/{login_hash}): logged like request URLs.
      const event = { ...request.body, path: redactUrl(request.body.path) };
      request.log.warn({ event, userId: request.actor?.userId ?? null }, 'client event');
      return reply.status(204).send();
    },
  );
};
