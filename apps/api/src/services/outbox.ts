import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { redactUrl } from './log-redaction';
import { webhookHeaders } from './webhook-signature';

export type OutgoingMessage = {
  channel: 'email' | 'sms';
  recipient: string;
  kind: string;
  subject: string;
  bodyText: string;
  link?: string;
};

export type Outbox = { send: (message: OutgoingMessage) => Promise<string> };

/** A link as the stored copy keeps it: its bearer token (path segment, token query or fragment) removed. */
export function redactLink(link: string): string {
  const hash = link.indexOf('#');
  const url = hash < 0 ? link : `${link.slice(0, hash)}#[redacted]`;
  const { origin } = new URL(url);
  return origin + redactUrl(url.slice(origin.length));
}

/**
 * Every message is stored first; it is then delivered by SMTP (e-mail) or the SMS webhook when
 * configured. Without a provider it stays 'stored' and the admin Outbox page shows it with its
 * working link (a local mail catcher for the demo and the browser tests). With a provider the
 * stored copy keeps the link without its token: only the recipient gets a working link.
 */
export function createOutbox(config: Config, db: Db, log: FastifyBaseLogger): Outbox {
  const mailer = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const hasTransport = (channel: OutgoingMessage['channel']) =>
    channel === 'email' ? Boolean(mailer) : Boolean(config.smsWebhookUrl);

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

  return {
    async send(message) {
      const [row] = await db
        .insert(outbox)
        .values({
          ...message,
          link: message.link && hasTransport(message.channel) ? redactLink(message.link) : (message.link ?? null),
        })
        .returning({ id: outbox.messageId });
      const id = row!.id;
      try {
        if (await deliver(message))
          await db
            .update(outbox)
            .set({ status: 'sent', attempts: 1, sentAt: new Date() })
            .where(eq(outbox.messageId, id));
      } catch (error) {
        log.error({ err: error, messageId: id }, 'message delivery failed');
        await db
          .update(outbox)
          .set({ status: 'failed', attempts: 1, error: String(error) })
          .where(eq(outbox.messageId, id));
      }
      return id;
    },
  };
}
