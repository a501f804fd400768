import type { OutboxMessage } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, DEMO, injectAs, json, type TestPortal } from '../../../test/portal';

let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal();
  // One stored message at least, the newest.
  await portal.app.deps.outbox.send({
    channel: 'email',
    recipient: 'someone@example.com',
    kind: 'test',
    subject: 'Hello',
    bodyText: 'Body',
  });
});
afterAll(() => portal?.close());

describe('GET /api/outbox', () => {
  it('pages the stored messages newest first with the total (admin)', async () => {
    const response = await injectAs(portal.app, DEMO.admin, { method: 'GET', url: '/api/outbox?limit=1' });
    expect(response.statusCode).toBe(200);
    const page = json<{ items: OutboxMessage[]; total: number }>(response);
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.items[0]).toMatchObject({ recipient: 'someone@example.com', subject: 'Hello', link: null });
    expect(Number.isNaN(Date.parse(page.items[0]!.created))).toBe(false);
  });

  it('answers 400 for a bad limit, 401 signed out and 403 to non-admins', async () => {
    expect((await injectAs(portal.app, DEMO.admin, { method: 'GET', url: '/api/outbox?limit=0' })).statusCode).toBe(
      400,
    );
    expect((await injectAs(portal.app, null, { method: 'GET', url: '/api/outbox' })).statusCode).toBe(401);
    expect((await injectAs(portal.app, DEMO.reseller, { method: 'GET', url: '/api/outbox' })).statusCode).toBe(403);
  });
});
