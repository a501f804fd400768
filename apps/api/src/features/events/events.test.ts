import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestPortal, DEMO, inject, json, signIn, type TestPortal } from '../../../test/portal';

let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(() => portal?.close());

const failedToLoad = (path: string) =>
  portal.app.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'failed_to_load'), eq(auditLog.entityId, path)));

describe('POST /api/events', () => {
  it('records an anonymous failed_to_load event in the audit log (204)', async () => {
    const response = await inject(portal.app, {
      method: 'POST',
      url: '/api/events',
      payload: { event: 'failed_to_load', path: '/x' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const rows = await failedToLoad('/x');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'page', userId: null, requestId: expect.any(String) });
  });

  it('records the signed-in user and the message', async () => {
    const cookie = await signIn(portal.app, DEMO.receiver);
    const role = json<{ user_id: string }>(
      await inject(portal.app, { method: 'GET', url: '/api/my-highest-role', cookie }),
    );
    const response = await inject(portal.app, {
      method: 'POST',
      url: '/api/events',
      cookie,
      payload: { event: 'failed_to_load', path: '/contracts', message: 'TypeError: x is undefined' },
    });
    expect(response.statusCode).toBe(204);
    const rows = await failedToLoad('/contracts');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: role.user_id, details: { message: 'TypeError: x is undefined' } });
  });

  it('refuses other events with 400 in the error shape and records nothing', async () => {
    const response = await inject(portal.app, {
      method: 'POST',
      url: '/api/events',
      payload: { event: 'drop_tables', path: '/y' },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      error: { code: 'validation_failed', details: [expect.objectContaining({ field: 'event' })] },
    });
    expect(await failedToLoad('/y')).toEqual([]);
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
