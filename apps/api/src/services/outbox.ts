import { and, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { REDACTED, redactUrl } from './log-redaction';
import { webhookHeaders } from './webhook-signature';

export type OutgoingMessage = {
  channel: 'email' | 'sms';
  recipient: string;
  kind: string;
  subject: string;
  bodyText: string;
  link?: string;
};

export type Outbox = {
  send: (message: OutgoingMessage) => Promise<string>;
  /** Delivers messages left 'stored' or stuck 'sending' by an instance; answers how many it claimed. */
  sweep: () => Promise<number>;
};

/** A link as the stored copy keeps it: its bearer token (path segment, token query or fragment) removed. */
export function redactLink(link: string): string {
  const hash = link.indexOf('#');
  const url = hash < 0 ? link : `${link.slice(0, hash)}#[redacted]`;
  const { origin } = new URL(url);
  return origin + redactUrl(url.slice(origin.length));
}

/**
 * A 'stored' message older than this, with a transport, was not delivered by the instance that stored
 * it; older than the window it is left alone (stored while no transport was configured).
 */
const STORED_GRACE = '1 minute';
const STORED_WINDOW = '1 day';
/** A 'sending' message claimed longer ago than this: its instance stopped mid-delivery; it is tried again. */
const SENDING_TIMEOUT = '5 minutes';
const SWEEP_BATCH = 20;

/**
 * Every message is stored first; it is then delivered by SMTP (e-mail) or the SMS webhook when
 * configured. Without a provider it stays 'stored' and the admin Outbox page shows it with its
 * working link (a local mail catcher for the demo and the browser tests). With a provider the
 * stored copy keeps the link without its token: only the recipient gets a working link.
 *
 * Several instances share the table: a message is delivered only by the instance that claims it
 * ('stored' → 'sending', FOR UPDATE SKIP LOCKED), so each is sent once. sweep() delivers what an
 * instance left behind (stopped between storing and sending, or while sending).
 */
export function createOutbox(config: Config, db: Db, log: FastifyBaseLogger): Outbox {
  const mailer = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const hasTransport = (channel: OutgoingMessage['channel']) =>
    channel === 'email' ? Boolean(mailer) : Boolean(config.smsWebhookUrl);
  const channels = (['email', 'sms'] as const).filter(hasTransport);

  async function deliver(message: OutgoingMessage): Promise<boolean> {
    const text = message.link ? `${message.bodyText}\n\n${message.link}` : message.bodyText;
    if (message.channel === 'email' && mailer) {
      await mailer.sendMail({ from: config.mailFrom, to: message.recipient, subject: message.subject, text });
      return true;
    }
    if (message.channel === 'sms' && config.smsWebhookUrl) {
      const body = JSON.stringify({ to: message.recipient, text });
      const headers = webhookHeaders(config.webhookSecret, body);
      const response = await fetch(config.smsWebhookUrl, { method: 'POST', headers, body });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
      return true;
    }
    return false;
  }

  /** Marks the claimed rows 'sending' and answers them; rows another instance holds are skipped. */
  function claim(where: SQL) {
    const claimable = db
      .select({ id: outbox.messageId })
      .from(outbox)
      .where(where)
      .orderBy(outbox.created)
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(outbox)
      .set({ status: 'sending', claimedAt: sql`now()`, attempts: sql`${outbox.attempts} + 1` })
      .where(inArray(outbox.messageId, claimable))
      .returning();
  }

  async function deliverClaimed(id: string, message: OutgoingMessage) {
    try {
      if (message.link?.includes(REDACTED))
        throw new Error('not sent: its instance stopped before delivery and the stored copy has no working link');
      await deliver(message);
      await db.update(outbox).set({ status: 'sent', sentAt: new Date(), error: null }).where(eq(outbox.messageId, id));
    } catch (error) {
      log.error({ err: error, messageId: id }, 'message delivery failed');
      await db
        .update(outbox)
        .set({ status: 'failed', error: String(error) })
        .where(eq(outbox.messageId, id));
    }
  }

  return {
    async send(message) {
      const transport = hasTransport(message.channel);
      // In production a channel without a provider delivers nothing: the message is kept as failed,
      // without its token, rather than as a working link in the admin's Outbox.
      const undeliverable = !transport && config.production;
      const [row] = await db
        .insert(outbox)
        .values({
          ...message,
          link: message.link && (transport || undeliverable) ? redactLink(message.link) : (message.link ?? null),
          ...(undeliverable ? { status: 'failed', error: `no ${message.channel} provider is configured` } : {}),
        })
        .returning({ id: outbox.messageId });
      const id = row!.id;
      if (undeliverable)
        log.error({ messageId: id, channel: message.channel }, 'message not sent: no provider for its channel');
      if (!transport) return id;
      const [claimed] = await claim(and(eq(outbox.messageId, id), eq(outbox.status, 'stored'))!);
      // The link with its token lives only in this call: this instance delivers what it stored.
      if (claimed) await deliverClaimed(id, message);
      return id;
    },

    async sweep() {
      if (!channels.length) return 0;
      const rows = await claim(
        and(
          inArray(outbox.channel, channels),
          or(
            and(
              eq(outbox.status, 'stored'),
              lt(outbox.created, sql`now() - ${STORED_GRACE}::interval`),
              gt(outbox.created, sql`now() - ${STORED_WINDOW}::interval`),
            ),
            and(eq(outbox.status, 'sending'), lt(outbox.claimedAt, sql`now() - ${SENDING_TIMEOUT}::interval`)),
          ),
        )!,
      );
      for (const row of rows)
        await deliverClaimed(row.messageId, {
          channel: row.channel as OutgoingMessage['channel'],
          recipient: row.recipient,
          kind: row.kind,
          subject: row.subject,
          bodyText: row.bodyText,
          link: row.link ?? undefined,
        });
      return rows.length;
    },
  };
}

/** Sweeps the outbox every interval (not holding the process open); the answer stops it. */
export function startOutboxSweeper(sender: Pick<Outbox, 'sweep'>, log: FastifyBaseLogger, intervalMs = 30_000) {
  const timer = setInterval(() => {
    sender.sweep().catch((error: unknown) => log.error({ err: error }, 'outbox sweep failed'));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
