import { createServer, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncAttempts } from '../db/schema';
import { createTestPortal, type TestPortal } from '../../test/portal';
import { createConnector } from './connector';

let portal: TestPortal;
let server: Server;
let url: string;
/** Status codes the fake CRM answers, in order; 200 once they run out. */
let answers: number[] = [];
const received: unknown[] = [];

beforeAll(async () => {
  portal = await createTestPortal();
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push(JSON.parse(body));
      response.statusCode = answers.shift() ?? 200;
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/sync`;
});
afterAll(async () => {
  server?.close();
  await portal?.close();
});

const attemptsOf = (targetId: string) =>
  portal.app.deps.db
    .select()
    .from(syncAttempts)
    .where(eq(syncAttempts.targetId, targetId))
    .orderBy(syncAttempts.attempt);

describe('CRM connector', () => {
  it('records and succeeds locally without an endpoint', async () => {
    const connector = createConnector({}, portal.app.deps.db, portal.app.log);
    const result = await connector.sync({ target: 'company', targetId: 'LOCAL-1', payload: { a: 1 }, userId: 'u1' });
    expect(result).toEqual({ ok: true, statusCode: 200, attempts: 1, error: null });
    expect(await attemptsOf('LOCAL-1')).toMatchObject([
      { target: 'company', payload: { a: 1 }, ok: true, statusCode: 200, userId: 'u1' },
    ]);
  });

  it('posts { target, target_id, payload } and retries 5xx answers, recording every attempt', async () => {
    answers = [503, 500];
    const connector = createConnector({ syncEndpointUrl: url }, portal.app.deps.db, portal.app.log, { backoffMs: 1 });
    const result = await connector.sync({ target: 'contract', targetId: 'RETRY-1', payload: { b: 2 } });
    expect(result).toMatchObject({ ok: true, statusCode: 200, attempts: 3 });
    expect(received.at(-1)).toEqual({ target: 'contract', target_id: 'RETRY-1', payload: { b: 2 } });
    expect((await attemptsOf('RETRY-1')).map((a) => [a.attempt, a.statusCode, a.ok])).toEqual([
      [1, 503, false],
      [2, 500, false],
      [3, 200, true],
    ]);
  });

  it('gives up after the last attempt, and at once on a 4xx answer', async () => {
    answers = [500, 500, 500];
    const connector = createConnector({ syncEndpointUrl: url }, portal.app.deps.db, portal.app.log, { backoffMs: 1 });
    expect(await connector.sync({ target: 'company', targetId: 'FAIL-1', payload: {} })).toMatchObject({
      ok: false,
      statusCode: 500,
      attempts: 3,
    });
    answers = [422];
    expect(await connector.sync({ target: 'company', targetId: 'FAIL-2', payload: {} })).toMatchObject({
      ok: false,
      statusCode: 422,
      attempts: 1,
    });
    expect(await attemptsOf('FAIL-2')).toHaveLength(1);
  });

  it('records a network failure as an attempt without a status', async () => {
    const connector = createConnector(
      { syncEndpointUrl: 'http://127.0.0.1:9/nothing' },
      portal.app.deps.db,
      portal.app.log,
      {
        backoffMs: 1,
        maxAttempts: 2,
      },
    );
    const result = await connector.sync({ target: 'company', targetId: 'DOWN-1', payload: {} });
    expect(result).toMatchObject({ ok: false, statusCode: null, attempts: 2 });
    expect((await attemptsOf('DOWN-1')).every((a) => a.statusCode === null && a.error)).toBe(true);
  });
});
