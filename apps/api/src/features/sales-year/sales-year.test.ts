import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema';
import { createTestPortal, DEMO, errorOf, injectAs, json, type TestPortal } from '../../../test/portal';

let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(() => portal?.close());

describe('PATCH /api/sales-year', () => {
  it('sets the default contract year (admin), which GET then returns', async () => {
    const response = await injectAs(portal.app, DEMO.admin, {
      method: 'PATCH',
      url: '/api/sales-year',
      payload: { sales_year: 2027 },
    });
    expect(response.statusCode).toBe(200);
    expect(json(await injectAs(portal.app, DEMO.reseller, { method: 'GET', url: '/api/sales-year' }))).toEqual({
      sales_year: 2027,
    });
    const [row] = await portal.app.deps.db.select().from(settings).where(eq(settings.key, 'sales_year'));
    expect(row!.value).toBe(2027);
    await injectAs(portal.app, DEMO.admin, { method: 'PATCH', url: '/api/sales-year', payload: { sales_year: 2026 } });
  });

  it('answers 400, 401 and 403', async () => {
    const bad = await injectAs(portal.app, DEMO.admin, {
      method: 'PATCH',
      url: '/api/sales-year',
      payload: { sales_year: 'soon' },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).details).toEqual([{ field: 'sales_year', message: 'Please select year' }]);
    expect(
      (await injectAs(portal.app, null, { method: 'PATCH', url: '/api/sales-year', payload: { sales_year: 2027 } }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await injectAs(portal.app, DEMO.reseller, {
          method: 'PATCH',
          url: '/api/sales-year',
          payload: { sales_year: 2027 },
        })
      ).statusCode,
    ).toBe(403);
  });
});
