import { TRAINING_UPLOAD_MAX_ROWS } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, DEMO, errorOf, injectAs, json, type TestPortal } from '../../../test/portal';

let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(() => portal?.close());

describe('/api/company-training', () => {
  it('reads the status by SAP id and year', async () => {
    const found = await injectAs(portal.app, DEMO.reseller, {
      method: 'GET',
      url: '/api/company-training?company_sap_id=0012345678&training_year=2026',
    });
    expect(json(found)).toEqual({
      success: true,
      active: true,
      training_year: 2026,
      company_sap_id: '0012345678',
      company_name: 'Prairie Gold Seed Co.',
      contact_name: 'Riley Jensen',
      contact_email: 'reseller@example.com',
    });
    const none = await injectAs(portal.app, DEMO.reseller, {
      method: 'GET',
      url: '/api/company-training?company_sap_id=0012345680&training_year=2026',
    });
    expect(json(none)).toMatchObject({ success: false, active: false });
  });

  it('toggles the status with company-training (sales representative) and keeps the contact', async () => {
    const body = {
      training_year: 2026,
      company_sap_id: '0012345678',
      company_name: 'Prairie Gold Seed Co.',
      active: false,
    };
    const patched = await injectAs(portal.app, DEMO.salesrep, {
      method: 'PATCH',
      url: '/api/company-training',
      payload: body,
    });
    expect(patched.statusCode).toBe(200);
    expect(json(patched)).toMatchObject({ success: true, active: false, contact_name: 'Riley Jensen' });
    const posted = await injectAs(portal.app, DEMO.salesrep, {
      method: 'POST',
      url: '/api/company-training',
      payload: { ...body, company_sap_id: '0012345680', company_name: 'North Star Seed Sales', active: true },
    });
    expect(json(posted)).toMatchObject({ success: true, active: true, contact_name: null });
  });

  it('takes the upload training_docs array in one call', async () => {
    const docs = [
      {
        training_year: 2027,
        company_sap_id: '0012345678',
        company_name: 'Prairie Gold Seed Co.',
        active: true,
        contact_name: 'A',
        contact_email: 'a@example.com',
      },
      { training_year: 2027, company_sap_id: '0012345679', company_name: 'Heartland Ag Supply', active: true },
    ];
    const response = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: '/api/company-training',
      payload: { training_docs: docs },
    });
    expect(response.statusCode).toBe(200);
    expect(json<{ training_docs: unknown[] }>(response).training_docs).toHaveLength(2);
  });

  it('X3: takes a training list of 5,000 rows in one call, and refuses one row more', async () => {
    const docs = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        training_year: 2028,
        company_sap_id: `00${String(70_000_000 + i)}`,
        company_name: `Training Co ${i} with a fairly long company name`,
        active: true,
        contact_name: 'A contact with a long name',
        contact_email: `contact.${i}@example.com`,
      }));
    const post = (n: number) =>
      injectAs(portal.app, DEMO.admin, {
        method: 'POST',
        url: '/api/company-training',
        payload: { training_docs: docs(n) },
      });
    const full = await post(TRAINING_UPLOAD_MAX_ROWS);
    expect(full.statusCode, full.body).toBe(200);
    expect(json<{ training_docs: unknown[] }>(full).training_docs).toHaveLength(TRAINING_UPLOAD_MAX_ROWS);
    expect((await post(TRAINING_UPLOAD_MAX_ROWS + 1)).statusCode).toBe(400);
  }, 60_000);

  it('answers 400, 401 and 403', async () => {
    const bad = await injectAs(portal.app, DEMO.admin, {
      method: 'PATCH',
      url: '/api/company-training',
      payload: { training_year: 2026, company_sap_id: '', company_name: 'X', active: true },
    });
    expect(bad.statusCode).toBe(400);
    expect((errorOf(bad).details as { field: string }[])[0]!.field).toBe('company_sap_id');
    expect(
      (
        await injectAs(portal.app, null, {
          method: 'GET',
          url: '/api/company-training?company_sap_id=1&training_year=2026',
        })
      ).statusCode,
    ).toBe(401);
    const denied = await injectAs(portal.app, DEMO.reseller, {
      method: 'PATCH',
      url: '/api/company-training',
      payload: { training_year: 2026, company_sap_id: '0012345678', company_name: 'P', active: true },
    });
    expect(denied.statusCode).toBe(403);
  });
});

describe('/api/grower-training/v1', () => {
  const video = {
    training_id: 'Enogen-Stewardship-2026',
    training_steps: [{ type: 'video', url: 'https://cdn.example.com/stewardship-2026.mp4' }],
  };

  it('adds, reads, edits and deletes the video of a year', async () => {
    expect(
      (await injectAs(portal.app, DEMO.admin, { method: 'POST', url: '/api/grower-training/v1', payload: video }))
        .statusCode,
    ).toBe(200);
    expect(
      (await injectAs(portal.app, DEMO.admin, { method: 'POST', url: '/api/grower-training/v1', payload: video }))
        .statusCode,
    ).toBe(409);
    const read = await injectAs(portal.app, DEMO.reseller, { method: 'GET', url: '/api/grower-training/v1?year=2026' });
    expect(json(read)).toEqual({ ...video, training_year: 2026 });
    const edited = { ...video, training_steps: [{ type: 'video', url: 'https://cdn.example.com/v2.mp4' }] };
    expect(
      (await injectAs(portal.app, DEMO.admin, { method: 'PATCH', url: '/api/grower-training/v1', payload: edited }))
        .statusCode,
    ).toBe(200);
    const all = await injectAs(portal.app, DEMO.admin, { method: 'GET', url: '/api/grower-training/v1' });
    // The demo seed holds last year's video; ours follows in year order.
    const trainings = json<{ trainings: { training_id: string }[] }>(all).trainings;
    expect(trainings.map((t) => t.training_id)).toEqual(['Enogen-Stewardship-2025', 'Enogen-Stewardship-2026']);
    expect(trainings[1]).toEqual({ ...edited, training_year: 2026 });
    const removed = await injectAs(portal.app, DEMO.admin, {
      method: 'DELETE',
      url: '/api/grower-training/v1?training_id=Enogen-Stewardship-2026',
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await injectAs(portal.app, DEMO.admin, { method: 'GET', url: '/api/grower-training/v1?year=2026' })).statusCode,
    ).toBe(404);
  });

  it('answers 400 for a non-MP4 url, 401 and 403', async () => {
    const bad = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: '/api/grower-training/v1',
      payload: { ...video, training_steps: [{ type: 'video', url: 'https://cdn.example.com/a.mov' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).details).toEqual([
      { field: 'training_steps.0.url', message: 'Please provide valid MP4 video URL' },
    ]);
    expect(
      (await injectAs(portal.app, null, { method: 'POST', url: '/api/grower-training/v1', payload: video })).statusCode,
    ).toBe(401);
    expect(
      (await injectAs(portal.app, DEMO.salesrep, { method: 'POST', url: '/api/grower-training/v1', payload: video }))
        .statusCode,
    ).toBe(403);
  });
});

describe('changes refuse the signed-out (401) and users without the right (403)', () => {
  const doc = { training_year: 2026, company_sap_id: '0012345678', company_name: 'P', active: true };
  const video = {
    training_id: 'Enogen-Stewardship-2027',
    training_steps: [{ type: 'video', url: 'https://x.example.com/a.mp4' }],
  };
  const routes = [
    { method: 'POST', url: '/api/company-training', payload: doc, denied: DEMO.reseller },
    { method: 'PATCH', url: '/api/company-training', payload: doc, denied: DEMO.reseller },
    { method: 'PATCH', url: '/api/grower-training/v1', payload: video, denied: DEMO.salesrep },
    { method: 'DELETE', url: '/api/grower-training/v1?training_id=Enogen-Stewardship-2027', denied: DEMO.salesrep },
  ] as const;
  for (const { denied, ...route } of routes)
    it(`${route.method} ${route.url.split('?')[0]}`, async () => {
      expect((await injectAs(portal.app, null, { ...route })).statusCode).toBe(401);
      expect((await injectAs(portal.app, denied, { ...route })).statusCode).toBe(403);
    });
});
