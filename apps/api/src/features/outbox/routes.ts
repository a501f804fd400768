import { count, desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';

const query = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const outboxRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    /** Admin-only view of every stored e-mail and SMS, newest first. */
    app.get(
      '/api/outbox',
      { config: { access: { admin: true } }, schema: { tags: ['outbox'], querystring: query } },
      async (request) => {
        const { limit, offset } = request.query;
        const [items, [total]] = await Promise.all([
          deps.db.select().from(outbox).orderBy(desc(outbox.created)).limit(limit).offset(offset),
          deps.db.select({ value: count() }).from(outbox),
        ]);
        return {
          items: items.map((m) => ({
            message_id: m.messageId,
            channel: m.channel,
            recipient: m.recipient,
            subject: m.subject,
            body_text: m.bodyText,
            link: m.link,
            kind: m.kind,
            status: m.status,
            created: m.created,
          })),
          total: total?.value ?? 0,
        };
      },
    );
  };
