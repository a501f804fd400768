import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, DEMO, inject, json, signIn, type TestPortal } from '../../../test/portal';

type ErrorBody = { error: { details: { field: string; message: string }[] | null } };

let portal: TestPortal;
let admin: string;
let salesrep: string;
let reseller: string;
beforeAll(async () => {
  portal = await createTestPortal();
  admin = await signIn(portal.app, DEMO.admin);
  salesrep = await signIn(portal.app, DEMO.salesrep);
  reseller = await signIn(portal.app, DEMO.reseller);
});
afterAll(() => portal?.close());

describe('/api/company-training', () => {
  it('reads the status by SAP id and year', async () => {
    const found = await inject(portal.app, {
      method: 'GET',
      url: '/api/company-training?company_sap_id=0012345678&training_year=2026',
      cookie: reseller,
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
    const none = await inject(portal.app, {
      method: 'GET',
      url: '/api/company-training?company_sap_id=0012345680&training_year=2026',
      cookie: reseller,
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
    const patched = await inject(portal.app, {
      method: 'PATCH',
      url: '/api/company-training',
      cookie: salesrep,
      payload: body,
    });
    expect(patched.statusCode).toBe(200);
    expect(json(patched)).toMatchObject({ success: true, active: false, contact_name: 'Riley Jensen' });
    const posted = await inject(portal.app, {
      method: 'POST',
      url: '/api/company-training',
      cookie: salesrep,
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
    const response = await inject(portal.app, {
      method: 'POST',
      url: '/api/company-training',
      cookie: admin,
      payload: { training_docs: docs },
    });
    expect(response.statusCode).toBe(200);
    expect(json<{ training_docs: unknown[] }>(response).training_docs).toHaveLength(2);
  });

  it('answers 400, 401 and 403', async () => {
    const bad = await inject(portal.app, {
      method: 'PATCH',
      url: '/api/company-training',
      cookie: admin,
      payload: { training_year: 2026, company_sap_id: '', company_name: 'X', active: true },
    });
    expect(bad.statusCode).toBe(400);
    expect(json<ErrorBody>(bad).error.details![0]!.field).toBe('company_sap_id');
    expect(
      (await inject(portal.app, { method: 'GET', url: '/api/company-training?company_sap_id=1&training_year=2026' }))
        .statusCode,
    ).toBe(401);
    const denied = await inject(portal.app, {
      method: 'PATCH',
      url: '/api/company-training',
      cookie: reseller,
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
      (await inject(portal.app, { method: 'POST', url: '/api/grower-training/v1', cookie: admin, payload: video }))
        .statusCode,
    ).toBe(200);
    expect(
      (await inject(portal.app, { method: 'POST', url: '/api/grower-training/v1', cookie: admin, payload: video }))
        .statusCode,
    ).toBe(409);
    const read = await inject(portal.app, {
      method: 'GET',
      url: '/api/grower-training/v1?year=2026',
      cookie: reseller,
    });
    expect(json(read)).toEqual({ ...video, training_year: 2026 });
    const edited = { ...video, training_steps: [{ type: 'video', url: 'https://cdn.example.com/v2.mp4' }] };
    expect(
      (await inject(portal.app, { method: 'PATCH', url: '/api/grower-training/v1', cookie: admin, payload: edited }))
        .statusCode,
    ).toBe(200);
    const all = await inject(portal.app, { method: 'GET', url: '/api/grower-training/v1', cookie: admin });
    // The demo seed holds last year's video; ours follows in year order.
    const trainings = json<{ trainings: { training_id: string }[] }>(all).trainings;
    expect(trainings.map((t) => t.training_id)).toEqual(['Enogen-Stewardship-2025', 'Enogen-Stewardship-2026']);
    expect(trainings[1]).toEqual({ ...edited, training_year: 2026 });
    const removed = await inject(portal.app, {
      method: 'DELETE',
      url: '/api/grower-training/v1?training_id=Enogen-Stewardship-2026',
      cookie: admin,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await inject(portal.app, { method: 'GET', url: '/api/grower-training/v1?year=2026', cookie: admin })).statusCode,
    ).toBe(404);
  });

  it('answers 400 for a non-MP4 url, 401 and 403', async () => {
    const bad = await inject(portal.app, {
      method: 'POST',
      url: '/api/grower-training/v1',
      cookie: admin,
      payload: { ...video, training_steps: [{ type: 'video', url: 'https://cdn.example.com/a.mov' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(json<ErrorBody>(bad).error.details).toEqual([
      { field: 'training_steps.0.url', message: 'Please provide valid MP4 video URL' },
    ]);
    expect(
      (await inject(portal.app, { method: 'POST', url: '/api/grower-training/v1', payload: video })).statusCode,
    ).toBe(401);
    expect(
      (await inject(portal.app, { method: 'POST', url: '/api/grower-training/v1', cookie: salesrep, payload: video }))
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
    { method: 'POST', url: '/api/company-training', payload: doc, denied: () => reseller },
    { method: 'PATCH', url: '/api/company-training', payload: doc, denied: () => reseller },
    { method: 'PATCH', url: '/api/grower-training/v1', payload: video, denied: () => salesrep },
    { method: 'DELETE', url: '/api/grower-training/v1?training_id=Enogen-Stewardship-2027', denied: () => salesrep },
  ] as const;
  for (const { denied, ...route } of routes)
    it(`${route.method} ${route.url.split('?')[0]}`, async () => {
      expect((await inject(portal.app, { ...route })).statusCode).toBe(401);
      expect((await inject(portal.app, { ...route, cookie: denied() })).statusCode).toBe(403);
    });
});
