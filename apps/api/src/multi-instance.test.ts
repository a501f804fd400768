import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestPortal,
  DEMO,
  inject,
  json,
  signIn,
  signInRequest,
  type TestApp,
  type TestPortal,
} from '../test/portal';
import { outbox, rateLimits } from './db/schema';
import { companyIdOf, contractTypeIdOf, planBody, smallPdf } from '../test/fixtures/plan.fixtures';
import { startPortal } from './server';

/**
 * Two portal instances, each with its own connection pool and DATA_DIR, on one PostgreSQL database:
 * what one stores, counts or queues, the other serves, enforces or leaves alone.
 */
describe.skipIf(!process.env.DATABASE_URL)(
  'two instances on one PostgreSQL (skipped on PGlite: an embedded database belongs to one process; set DATABASE_URL)',
  () => {
    let portal: TestPortal;
    let a: TestApp;
    let b: TestApp;
    let secondDataDir: string;
    let webhook: Server;
    const received: string[] = [];

    beforeAll(async () => {
      webhook = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => {
          received.push((JSON.parse(body) as { text: string }).text);
          response.end('{}');
        });
      });
      await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
      const { port } = webhook.address() as AddressInfo;
      portal = await createTestPortal({
        env: {
          SMS_WEBHOOK_URL: `http://127.0.0.1:${port}/sms`,
          WEBHOOK_SECRET: 'multi-instance-test-secret',
          // The caches as in production: a session ended on one instance must end on the other too.
          SESSION_COOKIE_CACHE_SECONDS: '60',
          PERMISSION_CACHE_MS: '5000',
        },
      });
      a = portal.app;
      secondDataDir = mkdtempSync(join(tmpdir(), 'portal-second-'));
      ({ app: b } = await startPortal({ ...portal.config, dataDir: secondDataDir }, false));
      await b.ready();
    }, 120_000);
    afterAll(async () => {
      await b?.close();
      await portal?.close();
      rmSync(secondDataDir, { recursive: true, force: true });
      await new Promise<void>((resolve) => webhook.close(() => resolve()));
    });

    it('each instance has its own pool on the same database', () => {
      expect(a.deps.database).not.toBe(b.deps.database);
      expect(portal.engine).toBe('postgres');
    });

    it('a master agreement uploaded through one instance is served by the other', async () => {
      const receiver = await signIn(a, DEMO.receiver);
      const company = await companyIdOf(portal, 'Cornbelt Renewable Fuels');
      const fuel = await contractTypeIdOf(portal, 'fuel');
      const body = planBody({
        companyId: company,
        contractTypeId: fuel,
        year: 2027,
        inventoryCode: '27COR1',
        pdf: await smallPdf(),
      });
      const created = await inject(a, { method: 'POST', url: '/api/production-plan', cookie: receiver, payload: body });
      expect(created.statusCode).toBe(201);
      const planId = json<{ production_plan_id: string }>(created).production_plan_id;

      const list = await inject(b, {
        method: 'GET',
        url: `/api/template?production_plan_id=${planId}`,
        cookie: receiver,
      });
      const [template] = json<{ templates: { contract_template_id: string }[] }>(list).templates;
      const one = await inject(b, {
        method: 'GET',
        url: `/api/template?contract_template_id=${template!.contract_template_id}&include_base64=true`,
        cookie: receiver,
      });
      expect(one.statusCode).toBe(200);
      const [withFile] = json<{ templates: { template_base64: string }[] }>(one).templates;
      expect(Buffer.from(withFile!.template_base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
      // Neither instance wrote it to its own disk.
      expect(readdirSync(secondDataDir)).not.toContain('files');
      expect(readdirSync(portal.config.dataDir)).not.toContain('files');
    });

    it('a sign-out on one instance ends the session on the other within a second, cookie copy and all', async () => {
      const cookie = await signIn(a, DEMO.salesrep);
      expect(cookie).toContain('session_data');
      const onB = (method: 'GET' | 'PATCH') =>
        inject(b, {
          method,
          url: '/api/company-management/v1/users',
          cookie,
          ...(method === 'PATCH' ? { payload: {} } : {}),
        });
      // B verified the cookie and remembers it; its copy of the session spares the lookup for 60 s.
      expect((await inject(b, { method: 'GET', url: '/api/my-highest-role', cookie })).statusCode).toBe(200);
      expect((await inject(b, { method: 'GET', url: '/api/my-highest-role', cookie })).statusCode).toBe(200);

      const signOut = await inject(a, { method: 'POST', url: '/api/auth/sign-out', cookie });
      expect(signOut.statusCode).toBe(200);
      const signedOut = Date.now();
      let status = 0;
      while (Date.now() - signedOut < 1_000) {
        status = (await inject(b, { method: 'GET', url: '/api/my-highest-role', cookie })).statusCode;
        if (status === 401) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(status).toBe(401);
      expect((await onB('GET')).statusCode).toBe(401);
      expect((await onB('PATCH')).statusCode).toBe(401);
    });

    it('an instance whose listening connection was cut checks every session again once it is back', async () => {
      const cookie = await signIn(a, DEMO.steward);
      expect((await inject(b, { method: 'GET', url: '/api/my-highest-role', cookie })).statusCode).toBe(200);
      // Both instances lose their listening connections (a failover, a restart): A's NOTIFY reaches no one.
      const cut = await a.deps.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN %'`,
      );
      expect((cut as unknown as { rows: unknown[] }).rows.length).toBe(2);
      expect((await inject(a, { method: 'POST', url: '/api/auth/sign-out', cookie })).statusCode).toBe(200);
      const signedOut = Date.now();
      let status = 0;
      while (Date.now() - signedOut < 5_000) {
        status = (await inject(b, { method: 'GET', url: '/api/my-highest-role', cookie })).statusCode;
        if (status === 401) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(status).toBe(401);
    });

    it('failed sign-ins counted on one instance slow the account down on the other', async () => {
      for (let i = 0; i < 5; i++)
        expect((await signInRequest(i % 2 ? b : a, DEMO.operator, `Guess-${i}-Password`)).statusCode).toBe(401);
      expect((await signInRequest(b, DEMO.operator)).statusCode).toBe(429);
      expect((await signInRequest(a, DEMO.operator)).statusCode).toBe(429);
      const [row] = await a.deps.db
        .select()
        .from(rateLimits)
        .where(like(rateLimits.key, 'sign-in:account:operator@example.com'));
      expect(row?.count).toBe(5);
    });

    const LEFT = 30;
    it('each queued message is sent exactly once while both instances deliver and sweep', async () => {
      const sms = (text: string) => ({
        channel: 'sms' as const,
        recipient: '15155550100',
        kind: 'test',
        subject: 'Test',
        bodyText: text,
      });
      // Left behind by a stopped instance: stored but never claimed, or claimed long ago and never finished.
      const left = await a.deps.db
        .insert(outbox)
        .values([
          ...Array.from({ length: LEFT }, (_, i) => ({
            ...sms(`left-${i}`),
            created: sql`now() - interval '2 minutes'`,
          })),
          { ...sms('stuck'), status: 'sending', attempts: 1, claimedAt: sql`now() - interval '10 minutes'` },
        ])
        .returning({ id: outbox.messageId });
      const sent = await Promise.all([
        a.deps.outbox.send(sms('fresh-a')),
        b.deps.outbox.send(sms('fresh-b')),
        ...Array.from({ length: 4 }, () => [a.deps.outbox.sweep(), b.deps.outbox.sweep()]).flat(),
      ]);
      const texts = ['fresh-a', 'fresh-b', 'stuck', ...Array.from({ length: LEFT }, (_, i) => `left-${i}`)];
      expect([...received].sort()).toEqual(texts.sort());
      const ids = [sent[0] as string, sent[1] as string, ...left.map((row) => row.id)];
      const rows = await a.deps.db
        .select({ status: outbox.status })
        .from(outbox)
        .where(and(eq(outbox.kind, 'test'), inArray(outbox.messageId, ids)));
      expect(rows.map((row) => row.status)).toEqual(Array(ids.length).fill('sent'));
      // Nothing left for a later sweep.
      expect(await b.deps.outbox.sweep()).toBe(0);
      expect(received).toHaveLength(texts.length);
    });
  },
);
