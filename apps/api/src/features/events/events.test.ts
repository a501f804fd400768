import { TOO_MANY_REQUESTS_TEXT } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestPortal, DEMO, inject, json, signIn, uniqueAddress, type TestPortal } from '../../../test/portal';

let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(() => portal?.close());

const failedToLoadRows = () => portal.app.deps.db.select().from(auditLog).where(eq(auditLog.action, 'failed_to_load'));

describe('POST /api/events', () => {
  it('accepts an anonymous failed_to_load event (204)', async () => {
    const response = await inject(portal.app, {
      method: 'POST',
      url: '/api/events',
      payload: { event: 'failed_to_load', path: '/x' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('accepts a signed-in user with a message', async () => {
    const cookie = await signIn(portal.app, DEMO.receiver);
    const response = await inject(portal.app, {
      method: 'POST',
      url: '/api/events',
      cookie,
      payload: { event: 'failed_to_load', path: '/contracts', message: 'TypeError: x is undefined' },
    });
    expect(response.statusCode).toBe(204);
  });

  it('L-6: events stay out of the audit table and one address is rate limited', async () => {
    const address = uniqueAddress();
    const send = () =>
      portal.app.inject({
        method: 'POST',
        url: '/api/events',
        remoteAddress: address,
        payload: { event: 'failed_to_load', path: '/forged' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await send()).statusCode);
    expect(statuses).toEqual([...Array(10).fill(204), 429]);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toEqual({ error: { code: 'rate_limited', message: TOO_MANY_REQUESTS_TEXT, details: null } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await failedToLoadRows()).toEqual([]);
    // Another address is not affected.
    expect(
      (
        await inject(portal.app, {
          method: 'POST',
          url: '/api/events',
          payload: { event: 'failed_to_load', path: '/y' },
        })
      ).statusCode,
    ).toBe(204);
  });

  it('refuses other events with 400 in the error shape', async () => {
    const response = await inject(portal.app, {
      method: 'POST',
      url: '/api/events',
      payload: { event: 'drop_tables', path: '/y' },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      error: { code: 'validation_failed', details: [expect.objectContaining({ field: 'event' })] },
    });
  });

  it('refuses an oversized body', async () => {
    const response = await inject(portal.app, {
      method: 'POST',
      url: '/api/events',
      payload: { event: 'failed_to_load', path: '/z', message: 'x'.repeat(20_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(json<{ error: { code: string } }>(response).error.code).toBeTruthy();
  });
});
