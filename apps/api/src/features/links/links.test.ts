import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema';
import { createTestPortal, DEMO, inject, injectAs, json, type TestPortal } from '../../../test/portal';

const ROUTE = '/api/link';
let portal: TestPortal;
let ids: Record<string, string>;
const call = (email: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  injectAs(portal.app, email, { method, url, payload: payload as object });
const linked = async (email: string, name: string) => {
  const response = await call(email, 'GET', `${ROUTE}?company_id=${ids[name]}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: { items: { company_name: string }[] } }>(response).data.items.map((c) => c.company_name);
};

beforeAll(async () => {
  portal = await createTestPortal();
  ids = Object.fromEntries(
    (await portal.app.deps.db.select().from(companies)).map((c) => [c.companyName, c.companyId]),
  );
});
afterAll(() => portal?.close());

describe('/api/link', () => {
  it('lists the linked companies of a company in either direction', async () => {
    expect(await linked(DEMO.receiver, 'Cornbelt Renewable Fuels')).toEqual([
      'Heartland Ag Supply',
      'Prairie Gold Seed Co.',
    ]);
    expect(await linked(DEMO.reseller, 'Prairie Gold Seed Co.')).toEqual([
      'Cornbelt Renewable Fuels',
      'Midwest Grain Logistics',
    ]);
    expect(
      (await call(DEMO.reseller, 'GET', `${ROUTE}?company_id=${ids['Cornbelt Renewable Fuels']}`)).statusCode,
    ).toBe(403);
    expect(
      (await inject(portal.app, { method: 'GET', url: `${ROUTE}?company_id=${ids['Cornbelt Renewable Fuels']}` }))
        .statusCode,
    ).toBe(401);
  });

  it('links two companies (admin only); 409 when linked already, 400 for the same company or none', async () => {
    const body = { company_id_1: ids['Prairie Horizon Ethanol'], company_id_2: ids['Heartland Ag Supply'] };
    expect((await call(DEMO.salesrep, 'POST', ROUTE, body)).statusCode).toBe(403);
    expect((await call(DEMO.admin, 'POST', ROUTE, body)).statusCode).toBe(200);
    expect(await linked(DEMO.admin, 'Heartland Ag Supply')).toEqual([
      'Cornbelt Renewable Fuels',
      'Prairie Horizon Ethanol',
    ]);
    const again = await call(DEMO.admin, 'POST', ROUTE, {
      company_id_1: body.company_id_2,
      company_id_2: body.company_id_1,
    });
    expect(again.statusCode).toBe(409);
    expect(json<{ error: { message: string } }>(again).error.message).toBe('These companies are already linked.');
    const same = await call(DEMO.admin, 'POST', ROUTE, {
      company_id_1: body.company_id_1,
      company_id_2: body.company_id_1,
    });
    expect(json<{ error: { details: unknown } }>(same).error.details).toEqual([
      { field: 'company_id_2', message: 'A company cannot be linked to itself.' },
    ]);
    const none = await call(DEMO.admin, 'POST', ROUTE, { company_id_1: body.company_id_1, company_id_2: '' });
    expect(json<{ error: { details: unknown } }>(none).error.details).toEqual([
      { field: 'company_id_2', message: 'Please provide a company' },
    ]);
  });

  it('deletes a link (admin only) in either order; 404 when there is none', async () => {
    const url = `${ROUTE}?company_id_1=${ids['Prairie Gold Seed Co.']}&company_id_2=${ids['Cornbelt Renewable Fuels']}`;
    expect((await call(DEMO.receiver, 'DELETE', url)).statusCode).toBe(403);
    expect((await call(DEMO.admin, 'DELETE', url)).statusCode).toBe(200);
    expect(await linked(DEMO.admin, 'Cornbelt Renewable Fuels')).toEqual(['Heartland Ag Supply']);
    expect((await call(DEMO.admin, 'DELETE', url)).statusCode).toBe(404);
  });
});
