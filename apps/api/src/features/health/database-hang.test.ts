import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { connectServer, type Database } from '../../db/client';
import { createTestPortal, DEMO, inject, json, signIn, type TestPortal } from '../../../test/portal';

/**
 * A PostgreSQL server that accepts connections and never answers (frozen, or cut off behind a
 * firewall that still accepts): a second app on the test portal's configuration, with its pool
 * pointed at such a server in this file, answers 503 within a second instead of hanging. Runs without
 * a real PostgreSQL, on either test database.
 */
let portal: TestPortal;
let hung: Server;
const sockets: Socket[] = [];
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let cookie: string;

beforeAll(async () => {
  portal = await createTestPortal();
  cookie = await signIn(portal.app, DEMO.admin);
  hung = createServer((socket) => void sockets.push(socket));
  await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
  const { port } = hung.address() as { port: number };
  database = connectServer(`postgres://portal@127.0.0.1:${port}/portal`);
  // The session broadcast's LISTEN would wait for the server too: this app has no other instance.
  app = await buildApp(portal.config, { ...database, listen: async () => undefined }, false);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  for (const socket of sockets) socket.destroy();
  await database?.close().catch(() => undefined);
  await new Promise((resolve) => hung?.close(resolve));
  await portal?.close();
});

async function timed(url: string, withCookie?: string) {
  const started = performance.now();
  const response = await inject(app, { method: 'GET', url, ...(withCookie ? { cookie: withCookie } : {}) });
  return { response, ms: performance.now() - started };
}

describe('a database server that stops answering', () => {
  it('reliability 2: /api/health answers 503 within 1.5 s', async () => {
    const { response, ms } = await timed('/api/health');
    expect(response.statusCode).toBe(503);
    expect(json(response)).toMatchObject({ error: { code: 'service_unavailable' } });
    expect(ms).toBeLessThan(1_500);
  });

  it('reliability 2: a signed-in read answers 503 within 1.5 s, and so does the next one', async () => {
    for (let i = 0; i < 2; i += 1) {
      const { response, ms } = await timed('/api/grower-contracts/v1?limit=5', cookie);
      expect(response.statusCode).toBe(503);
      expect(json(response)).toMatchObject({ error: { code: 'service_unavailable' } });
      expect(ms).toBeLessThan(1_500);
    }
  });

  it('readiness answers 503 within 1.5 s and liveness 200 at once', async () => {
    const ready = await timed('/api/health/ready');
    expect(ready.response.statusCode).toBe(503);
    expect(ready.ms).toBeLessThan(1_500);
    const live = await timed('/api/health/live');
    expect(live.response.statusCode).toBe(200);
  });
});
