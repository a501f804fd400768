import { z } from 'zod';

/** GET /api/outbox: a page of stored e-mails and SMS, newest first. */
export const outboxQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const outboxMessageReply = z.object({
  message_id: z.string(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string(),
  body_text: z.string(),
  link: z.string().nullable(),
  kind: z.string(),
  status: z.string(),
  created: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageReply>;
export const outboxListReply = z.object({ items: z.array(outboxMessageReply), total: z.number() });
export type OutboxListReply = z.infer<typeof outboxListReply>;
