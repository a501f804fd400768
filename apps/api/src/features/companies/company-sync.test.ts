import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, syncAttempts } from '../../db/schema';
import { createTestPortal, DEMO, inject, injectAs, json, signIn, type TestPortal } from '../../../test/portal';

const ROUTE = '/api/salesforce-sync-companies';
let portal: TestPortal;
const post = (email: string, payload: unknown) =>
  injectAs(portal.app, email, { method: 'POST', url: ROUTE, payload: payload as object });

beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(() => portal?.close());

describe('POST /api/salesforce-sync-companies', () => {
  it('syncs through the connector (local success) and records the attempt with its payload', async () => {
    const response = await post(DEMO.admin, { sapIds: ['0020000001'] });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      data: { results: [{ sap_id: '0020000001', ok: true, status_code: 200, attempts: 1 }] },
    });
    const attempts = await portal.app.deps.db
      .select()
      .from(syncAttempts)
      .where(eq(syncAttempts.targetId, '0020000001'));
    expect(attempts).toMatchObject([
      { target: 'company', ok: true, payload: { company_name: 'Cornbelt Renewable Fuels', inventory_code: 'COR1' } },
    ]);
    const audits = await portal.app.deps.db.select().from(auditLog).where(eq(auditLog.action, 'sync'));
    expect(audits).toHaveLength(1);
  });

  it('lets sync-company holders sync their companies only', async () => {
    expect((await post(DEMO.salesrep, { sapIds: ['0012345678', '0012345679'] })).statusCode).toBe(200);
    expect((await post(DEMO.salesrep, { sapIds: ['0020000001'] })).statusCode).toBe(403);
    expect((await post(DEMO.reseller, { sapIds: ['0012345678'] })).statusCode).toBe(403);
    expect(
      (await inject(portal.app, { method: 'POST', url: ROUTE, payload: { sapIds: ['0012345678'] } })).statusCode,
    ).toBe(401);
  });

  it('answers 400 without SAP ids and 404 for an unknown one', async () => {
    const empty = await post(DEMO.admin, { sapIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(json<{ error: { details: unknown } }>(empty).error.details).toEqual([
      { field: 'sapIds', message: 'Please provide at least one SAP ID' },
    ]);
    const unknown = await post(DEMO.admin, { sapIds: ['0099999999'] });
    expect(unknown.statusCode).toBe(404);
    expect(json<{ error: { message: string } }>(unknown).error.message).toBe(
      'Company with SAP ID 0099999999 not found',
    );
  });
});

describe('with a CRM endpoint that keeps failing', () => {
  let failing: TestPortal;
  beforeAll(async () => {
    failing = await createTestPortal({ env: { SYNC_ENDPOINT_URL: 'http://127.0.0.1:9/down' } });
  });
  afterAll(() => failing?.close());

  it('answers 502 (the page shows Sync Failed) after recording each attempt', async () => {
    const cookie = await signIn(failing.app, DEMO.admin);
    const response = await inject(failing.app, {
      method: 'POST',
      url: ROUTE,
      cookie,
      payload: { sapIds: ['0030000001'] },
    });
    expect(response.statusCode).toBe(502);
    expect(json<{ error: { code: string } }>(response).error.code).toBe('sync_failed');
    const attempts = await failing.app.deps.db
      .select()
      .from(syncAttempts)
      .where(eq(syncAttempts.targetId, '0030000001'));
    expect(attempts.length).toBe(3);
  });
});
