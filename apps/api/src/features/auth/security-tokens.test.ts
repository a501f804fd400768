import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, sessions, users, verifications } from '../../db/schema';
import { createOutbox } from '../../services/outbox';
import { capturedLog, createTestPortal, DEMO, inject, signIn, type TestPortal } from '../../../test/portal';
import { createLoginLink } from '../../services/login-links';

/** Every log line the app writes, as text. */
const { lines, logger } = capturedLog();

let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal({ logger });
});
afterAll(() => portal?.close());

async function lastLink(recipient: string, kind: string) {
  const [row] = await portal.app.deps.db
    .select({ link: outbox.link })
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.kind, kind)))
    .orderBy(desc(outbox.created))
    .limit(1);
  return row!.link!;
}

describe('M-6: bearer tokens stay out of logs and out of stored copies', () => {
  it('M-6: invitation, reset and verification tokens never appear in the request log', async () => {
    const db = portal.app.deps.db;
    const id = crypto.randomUUID();
    await db.insert(users).values({ id, email: 'logged.invitee@example.net', name: '' });
    const loginHash = await createLoginLink(db, id, 'invite');
    await inject(portal.app, { method: 'GET', url: `/api/login-links/${loginHash}` });
    await inject(portal.app, { method: 'GET', url: `/login/${loginHash}` });
    await inject(portal.app, {
      method: 'POST',
      url: `/api/login-links/${loginHash}`,
      payload: { password: 'Logged-Invitee-Password-5' },
    });

    await inject(portal.app, {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: DEMO.steward, redirectTo: '/forgot-password' },
    });
    const reset = new URL(await lastLink(DEMO.steward, 'password-reset'));
    const resetToken = reset.pathname.split('/').pop()!;
    const follow = await inject(portal.app, { method: 'GET', url: reset.pathname + reset.search });
    const landing = new URL(String(follow.headers.location), 'http://x');
    expect(landing.searchParams.get('token')).toBe(resetToken);
    await inject(portal.app, { method: 'GET', url: landing.pathname + landing.search });

    await inject(portal.app, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'logged.signup@example.net', password: 'Logged-Signup-Password-6', name: '' },
    });
    const verify = new URL(await lastLink('logged.signup@example.net', 'verify-email'));
    const verifyToken = verify.searchParams.get('token')!;
    await inject(portal.app, { method: 'GET', url: verify.pathname + verify.search });

    const log = lines.join('');
    expect(log).toContain('/api/login-links/[redacted]');
    expect(log).toContain('/api/auth/reset-password/[redacted]');
    for (const secret of [loginHash, resetToken, verifyToken]) expect(log).not.toContain(secret);
  });

  it('M-6: reset tokens are stored hashed', async () => {
    await inject(portal.app, {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: DEMO.receiver, redirectTo: '/forgot-password' },
    });
    const token = new URL(await lastLink(DEMO.receiver, 'password-reset')).pathname.split('/').pop()!;
    const rows = await portal.app.deps.db.select().from(verifications);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('M-6: locally (no transport) the Outbox keeps working links for the admin', async () => {
    const cookie = await signIn(portal.app, DEMO.admin);
    const response = await inject(portal.app, { method: 'GET', url: '/api/outbox', cookie });
    const items = response.json<{ items: { kind: string; link: string | null }[] }>().items;
    const reset = items.find((m) => m.kind === 'password-reset');
    expect(reset?.link).toMatch(/\/api\/auth\/reset-password\/[\w-]{10,}\?callbackURL=/);
  });

  describe('with a real transport', () => {
    let webhook: Server;
    const received: { to: string; text: string }[] = [];
    beforeAll(async () => {
      webhook = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk) => (body += chunk));
        request.on('end', () => {
          received.push(JSON.parse(body));
          response.end('{}');
        });
      });
      await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise<void>((resolve) => webhook.close(() => resolve())));

    it('M-6: the stored copy of a delivered message holds no working link (SMS webhook, SMTP)', async () => {
      const { port } = webhook.address() as AddressInfo;
      const config = {
        ...portal.config,
        smsWebhookUrl: `http://127.0.0.1:${port}/sms`,
        smtpUrl: 'smtp://127.0.0.1:9',
      };
      const sender = createOutbox(config, portal.app.deps.db, portal.app.log);
      const signing = 'http://localhost:3000/e-sign#signing-token-0123456789abcdef';
      const smsId = await sender.send({
        channel: 'sms',
        recipient: '15155550999',
        kind: 'signing-request',
        subject: 'Sign',
        bodyText: 'Please sign:',
        link: signing,
      });
      expect(received.at(-1)?.text).toContain(signing);

      const invitation = 'http://localhost:3000/login/invitation-hash-0123456789abcdef';
      const mailId = await sender.send({
        channel: 'email',
        recipient: 'someone@example.net',
        kind: 'invite',
        subject: 'Invitation',
        bodyText: 'Use this link:',
        link: invitation,
      });
      const stored = await portal.app.deps.db.select().from(outbox);
      const sms = stored.find((m) => m.messageId === smsId)!;
      const mail = stored.find((m) => m.messageId === mailId)!;
      expect(sms.status).toBe('sent');
      expect(JSON.stringify([sms, mail])).not.toContain('0123456789abcdef');
      expect(sms.link).toBe('http://localhost:3000/e-sign#[redacted]');
      expect(mail.link).toBe('http://localhost:3000/login/[redacted]');
    });
  });
});

describe('N-11: logging and outbox residuals', () => {
  it('N-11: the path of a client event is logged with its bearer secret redacted', async () => {
    const secret = 'invitation-secret-0123456789abcdef';
    const response = await inject(portal.app, {
      method: 'POST',
      url: '/api/events',
      payload: { event: 'failed_to_load', path: `/login/${secret}`, message: 'render failed' },
    });
    expect(response.statusCode).toBe(204);
    const logged = lines.filter((line) => line.includes('client event'));
    expect(logged.at(-1)).toContain('/login/[redacted]');
    expect(lines.join('')).not.toContain(secret);
  });

  it('N-11: in production a channel without a provider stores no working link (failed, redacted)', async () => {
    const config = { ...portal.config, production: true, smsWebhookUrl: undefined, smtpUrl: 'smtp://127.0.0.1:9' };
    const sender = createOutbox(config, portal.app.deps.db, portal.app.log);
    const id = await sender.send({
      channel: 'sms',
      recipient: '15155550888',
      kind: 'signing-request',
      subject: 'Sign',
      bodyText: 'Please sign:',
      link: 'https://portal.example.com/e-sign#undeliverable-token-0123456789',
    });
    const [stored] = await portal.app.deps.db.select().from(outbox).where(eq(outbox.messageId, id));
    expect(stored).toMatchObject({ status: 'failed', link: 'https://portal.example.com/e-sign#[redacted]' });
    expect(stored!.error).toContain('no sms provider');
  });

  it('N-11: a user holds at most 20 live sessions; a new sign-in ends the oldest', async () => {
    const db = portal.app.deps.db;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.receiver));
    const day = 24 * 3600 * 1000;
    const old = Array.from({ length: 20 }, (_, i) => ({
      id: crypto.randomUUID(),
      token: crypto.randomUUID(),
      userId: user!.id,
      expiresAt: new Date(Date.now() + day),
      createdAt: new Date(Date.now() - (i + 1) * 60_000),
    }));
    await db.insert(sessions).values(old);
    await signIn(portal.app, DEMO.receiver);
    const live = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user!.id));
    expect(live).toHaveLength(20);
    // The oldest one went.
    expect(live.map((s) => s.id)).not.toContain(old.at(-1)!.id);
  });
});
