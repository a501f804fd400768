import type { PlantingAndHarvestDate } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, DEMO, errorOf, injectAs, json, type TestPortal } from '../../../test/portal';
import { injectAsReader } from '../../../test/record-version';
import { PLANTING_DATES_RECORD } from './repository';

const patchAs = injectAsReader(PLANTING_DATES_RECORD, 'planting_and_harvest_date_id');

const URL = '/api/planting-and-harvest-date';

let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(() => portal?.close());

describe('planting and harvest dates', () => {
  it('defaults to June 15 and November 15 of a year with none stored', async () => {
    const response = await injectAs(portal.app, DEMO.reseller, { method: 'GET', url: `${URL}?selected_year=2030` });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      planting_and_harvest_date_id: null,
      selected_year: 2030,
      planting_date: '2030-06-15',
      harvest_date: '2030-11-15',
      version: null,
    });
  });

  it('creates, reads and updates a year (admin)', async () => {
    const created = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: URL,
      payload: { selected_year: 2030, planting_date: '2030-05-01', harvest_date: '2030-10-20' },
    });
    expect(created.statusCode).toBe(200);
    const row = json<PlantingAndHarvestDate>(created);
    expect(row.planting_and_harvest_date_id).toBeTruthy();
    const again = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: URL,
      payload: { selected_year: 2030, planting_date: '2030-05-01', harvest_date: '2030-10-20' },
    });
    expect(again.statusCode).toBe(409);

    const patched = await patchAs(portal.app, DEMO.admin, {
      method: 'PATCH',
      url: URL,
      payload: { ...row, harvest_date: '2030-11-01' },
    });
    expect(patched.statusCode).toBe(200);
    const read = await injectAs(portal.app, DEMO.reseller, { method: 'GET', url: `${URL}?selected_year=2030` });
    expect(json(read)).toEqual({ ...row, harvest_date: '2030-11-01', version: json(patched).version });
    expect(read.headers.etag).toBe(`"${json(patched).version}"`);
  });

  it('answers 400 for a bad date or year, 401 and 403', async () => {
    const bad = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: URL,
      payload: { selected_year: 2031, planting_date: '06/15/2031', harvest_date: '2031-11-15' },
    });
    expect(bad.statusCode).toBe(400);
    expect((errorOf(bad).details as { field: string }[]).map((d) => d.field)).toEqual(['planting_date']);
    expect(
      (await injectAs(portal.app, DEMO.admin, { method: 'GET', url: `${URL}?selected_year=abc` })).statusCode,
    ).toBe(400);
    expect((await injectAs(portal.app, null, { method: 'GET', url: `${URL}?selected_year=2030` })).statusCode).toBe(
      401,
    );
    const forbidden = await injectAs(portal.app, DEMO.reseller, {
      method: 'POST',
      url: URL,
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
    expect((await patchAs(portal.app, null, { method: 'PATCH', url: URL, payload: body })).statusCode).toBe(401);
    expect((await patchAs(portal.app, DEMO.reseller, { method: 'PATCH', url: URL, payload: body })).statusCode).toBe(
      403,
    );
    expect((await patchAs(portal.app, DEMO.admin, { method: 'PATCH', url: URL, payload: body })).statusCode).toBe(404);
    const created = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: URL,
      payload: { selected_year: 2033, planting_date: '2033-06-15', harvest_date: '2033-11-15' },
    });
    const moved = await patchAs(portal.app, DEMO.admin, {
      method: 'PATCH',
      url: URL,
      payload: { ...json<PlantingAndHarvestDate>(created), selected_year: 2026 },
    });
    expect(moved.statusCode).toBe(409);
  });
});
