import type { OutboxMessage } from '@portal/domain';
import { count, desc } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { outbox } from '../../db/schema';
import type { PortalDeps } from '../../services/deps';

export type OutboxDeps = Pick<PortalDeps, 'db'>;

/** A page of every stored e-mail and SMS, newest first, with the total. */
export async function listOutbox(
  tx: Tx,
  page: { limit: number; offset: number },
): Promise<{ items: OutboxMessage[]; total: number }> {
  const [items, [total]] = await Promise.all([
    tx.select().from(outbox).orderBy(desc(outbox.created)).limit(page.limit).offset(page.offset),
    tx.select({ value: count() }).from(outbox),
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
      created: m.created.toISOString(),
    })),
    total: total?.value ?? 0,
  };
}
