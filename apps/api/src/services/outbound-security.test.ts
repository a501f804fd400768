import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { contracts, syncAttempts } from '../db/schema';
import { createTestPortal, DEMO, inject, json, signIn, type TestPortal } from '../../test/portal';

const SECRET = 'webhook-secret-for-the-outbound-tests-0123456789';

let portal: TestPortal;
let server: Server;
let admin: string;
/** 'drop' closes the connection without an answer (a network failure). */
let mode: 'ok' | 'drop' = 'ok';
const received: { path: string; headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (mode === 'drop') return request.socket.destroy();
      received.push({ path: request.url ?? '', headers: request.headers, body });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  portal = await createTestPortal({
    env: { SYNC_ENDPOINT_URL: `${base}/sync`, SMS_WEBHOOK_URL: `${base}/sms`, WEBHOOK_SECRET: SECRET },
  });
  admin = await signIn(portal.app, DEMO.admin);
});
afterAll(async () => {
  server?.close();
  await portal?.close();
});

async function someContract() {
  const [row] = await portal.app.deps.db
    .select({ id: contracts.contractId, number: contracts.newContractId })
    .from(contracts)
    .where(isNull(contracts.deletedAt))
    .limit(1);
  return row!;
}

const syncContract = async (contractId: string) =>
  inject(portal.app, { method: 'POST', url: `/api/trigger-contracts?contract_id=${contractId}`, cookie: admin });

/** Checks X-Portal-Signature against the shared secret, the timestamp header and the raw body. */
function expectSigned(request: { headers: IncomingHttpHeaders; body: string }) {
  const timestamp = String(request.headers['x-portal-timestamp']);
  expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(60);
  const expected = createHmac('sha256', SECRET).update(`${timestamp}.${request.body}`).digest('hex');
  expect(request.headers['x-portal-signature']).toBe(`sha256=${expected}`);
}

describe('outbound integrations', () => {
  it("I-3: a failed sync answers 502 'Sync Failed' without the connector's error text", async () => {
    const contract = await someContract();
    mode = 'drop';
    const response = await syncContract(contract.id);
    mode = 'ok';
    expect(response.statusCode).toBe(502);
    const body = json<{ error: { code: string; message: string } }>(response);
    expect(body.error).toMatchObject({ code: 'sync_failed', message: 'Sync Failed' });
    expect(response.body).not.toMatch(/fetch failed|socket|127\.0\.0\.1|ECONN|other side/i);
    const attempts = await portal.app.deps.db
      .select()
      .from(syncAttempts)
      .where(and(eq(syncAttempts.target, 'contract'), eq(syncAttempts.targetId, contract.number!)));
    expect(attempts.at(-1)!.error).toMatch(/fetch failed/);
  });

  it('I-4: CRM sync requests carry an HMAC signature over timestamp and body', async () => {
    const contract = await someContract();
    received.length = 0;
    expect((await syncContract(contract.id)).statusCode).toBe(200);
    const [request] = received;
    expect(request!.path).toBe('/sync');
    expect(JSON.parse(request!.body)).toMatchObject({ target: 'contract', target_id: contract.number });
    expectSigned(request!);
  });

  it('I-4: SMS webhook requests carry the same signature', async () => {
    received.length = 0;
    await portal.app.deps.outbox.send({
      channel: 'sms',
      recipient: '15155550123',
      kind: 'test',
      subject: 'Test',
      bodyText: 'Your link',
    });
    const [request] = received;
    expect(request!.path).toBe('/sms');
    expect(JSON.parse(request!.body)).toEqual({ to: '15155550123', text: 'Your link' });
    expectSigned(request!);
  });

  it('I-4: production refuses to start with a webhook URL but no WEBHOOK_SECRET', () => {
    const env = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'a-production-secret-of-more-than-32-characters' };
    expect(() => loadConfig({ ...env, SYNC_ENDPOINT_URL: 'https://crm.example/sync' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, SMS_WEBHOOK_URL: 'https://sms.example/send' })).toThrow(/WEBHOOK_SECRET/);
    expect(
      loadConfig({ ...env, SMS_WEBHOOK_URL: 'https://sms.example/send', WEBHOOK_SECRET: SECRET }).webhookSecret,
    ).toBe(SECRET);
  });
});
