import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, DEMO, inject, json, signIn, type TestPortal } from '../../../test/portal';

const URL = '/api/planting-and-harvest-date';
type Dates = {
  planting_and_harvest_date_id: string | null;
  selected_year: number;
  planting_date: string;
  harvest_date: string;
};

let portal: TestPortal;
let admin: string;
let reseller: string;
beforeAll(async () => {
  portal = await createTestPortal();
  admin = await signIn(portal.app, DEMO.admin);
  reseller = await signIn(portal.app, DEMO.reseller);
});
afterAll(() => portal?.close());

describe('planting and harvest dates', () => {
  it('defaults to June 15 and November 15 of a year with none stored', async () => {
    const response = await inject(portal.app, { method: 'GET', url: `${URL}?selected_year=2030`, cookie: reseller });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      planting_and_harvest_date_id: null,
      selected_year: 2030,
      planting_date: '2030-06-15',
      harvest_date: '2030-11-15',
    });
  });

  it('creates, reads and updates a year (admin)', async () => {
    const created = await inject(portal.app, {
      method: 'POST',
      url: URL,
      cookie: admin,
      payload: { selected_year: 2030, planting_date: '2030-05-01', harvest_date: '2030-10-20' },
    });
    expect(created.statusCode).toBe(200);
    const row = json<Dates>(created);
    expect(row.planting_and_harvest_date_id).toBeTruthy();
    const again = await inject(portal.app, {
      method: 'POST',
      url: URL,
      cookie: admin,
      payload: { selected_year: 2030, planting_date: '2030-05-01', harvest_date: '2030-10-20' },
    });
    expect(again.statusCode).toBe(409);

    const patched = await inject(portal.app, {
      method: 'PATCH',
      url: URL,
      cookie: admin,
      payload: { ...row, harvest_date: '2030-11-01' },
    });
    expect(patched.statusCode).toBe(200);
    const read = await inject(portal.app, { method: 'GET', url: `${URL}?selected_year=2030`, cookie: reseller });
    expect(json(read)).toEqual({ ...row, harvest_date: '2030-11-01' });
  });

  it('answers 400 for a bad date or year, 401 and 403', async () => {
    const bad = await inject(portal.app, {
      method: 'POST',
      url: URL,
      cookie: admin,
      payload: { selected_year: 2031, planting_date: '06/15/2031', harvest_date: '2031-11-15' },
    });
    expect(bad.statusCode).toBe(400);
    expect(json<{ error: { details: { field: string }[] } }>(bad).error.details.map((d) => d.field)).toEqual([
      'planting_date',
    ]);
    expect(
      (await inject(portal.app, { method: 'GET', url: `${URL}?selected_year=abc`, cookie: admin })).statusCode,
    ).toBe(400);
    expect((await inject(portal.app, { method: 'GET', url: `${URL}?selected_year=2030` })).statusCode).toBe(401);
    const forbidden = await inject(portal.app, {
      method: 'POST',
      url: URL,
      cookie: reseller,
      payload: { selected_year: 2031, planting_date: '2031-06-15', harvest_date: '2031-11-15' },
    });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('PATCH /api/planting-and-harvest-date', () => {
  it('answers 401, 403, 404 for an unknown id and 409 when moving onto a stored year', async () => {
    const body = {
      planting_and_harvest_date_id: crypto.randomUUID(),
      selected_year: 2032,
      planting_date: '2032-06-15',
      harvest_date: '2032-11-15',
    };
    expect((await inject(portal.app, { method: 'PATCH', url: URL, payload: body })).statusCode).toBe(401);
    expect((await inject(portal.app, { method: 'PATCH', url: URL, cookie: reseller, payload: body })).statusCode).toBe(
      403,
    );
    expect((await inject(portal.app, { method: 'PATCH', url: URL, cookie: admin, payload: body })).statusCode).toBe(
      404,
    );
    const created = await inject(portal.app, {
      method: 'POST',
      url: URL,
      cookie: admin,
      payload: { selected_year: 2033, planting_date: '2033-06-15', harvest_date: '2033-11-15' },
    });
    const moved = await inject(portal.app, {
      method: 'PATCH',
      url: URL,
      cookie: admin,
      payload: { ...json<Dates>(created), selected_year: 2026 },
    });
    expect(moved.statusCode).toBe(409);
  });
});
