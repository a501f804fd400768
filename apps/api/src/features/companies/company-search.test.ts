import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema';
import { createTestPortal, DEMO, inject, injectAs, json, type TestPortal } from '../../../test/portal';

const ROUTE = '/api/company-search';
type Hits = { data: { items: { company_name: string; company_type: string; sap_id: string }[] } };

let portal: TestPortal;
const get = (email: string, query: string) => injectAs(portal.app, email, { method: 'GET', url: `${ROUTE}?${query}` });
const names = async (email: string, query: string) => {
  const response = await get(email, query);
  expect(response.statusCode, response.body).toBe(200);
  return json<Hits>(response).data.items.map((c) => c.company_name);
};

beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(() => portal?.close());

describe('GET /api/company-search', () => {
  it('answers 401 signed out and 400 under 3 characters', async () => {
    expect((await inject(portal.app, { method: 'GET', url: `${ROUTE}?search_name=prairie` })).statusCode).toBe(401);
    const short = await get(DEMO.admin, 'search_name=pr');
    expect(short.statusCode).toBe(400);
    expect(json<{ error: { details: unknown } }>(short).error.details).toEqual([
      { field: 'search_name', message: 'Please type at least 3 characters' },
    ]);
    expect((await get(DEMO.admin, '')).statusCode).toBe(400);
  });

  it('matches names anywhere, case-insensitively, and SAP ids by the spec rules', async () => {
    expect(await names(DEMO.admin, 'search_name=PRAIRIE')).toEqual([
      'Prairie Gold Seed Co.',
      'Prairie Horizon Ethanol',
    ]);
    expect(await names(DEMO.admin, 'search_name=seed')).toEqual([
      'North Star Seed Sales',
      'Prairie Gold Seed Co.',
      'Syngenta Seeds',
    ]);
    // 8 digits get 00; a SAP-style id (00 + at least 8 more) matches exactly
    expect(await names(DEMO.admin, 'search_name=20000001')).toEqual(['Cornbelt Renewable Fuels']);
    expect(await names(DEMO.admin, 'search_name=0030000001')).toEqual(['Midwest Grain Logistics']);
  });

  it('filters by company type (one or several) and Enogen dealers', async () => {
    expect(await names(DEMO.admin, 'company-type=grain-receiver')).toEqual([
      'Cornbelt Renewable Fuels',
      'Prairie Horizon Ethanol',
    ]);
    expect(await names(DEMO.admin, 'company-type=grain-receiver,3PO&search_name=grain')).toEqual([
      'Midwest Grain Logistics',
    ]);
    expect(await names(DEMO.admin, 'company-type=reseller&get_enogen_dealer_only=true')).toEqual([
      'Heartland Ag Supply',
      'Prairie Gold Seed Co.',
    ]);
    expect((await get(DEMO.admin, 'company-type=farm')).statusCode).toBe(400);
  });

  it('1.50: offers as a contract reseller only Enogen dealers and resellers allowing Non Enogen Contracts', async () => {
    const query = 'company-type=reseller&contract_reseller=true';
    // North Star is not an Enogen dealer and does not allow Non Enogen Contracts
    expect(await names(DEMO.admin, query)).toEqual(['Heartland Ag Supply', 'Prairie Gold Seed Co.']);
    const db = portal.app.deps.db;
    const northStar = eq(companies.companyName, 'North Star Seed Sales');
    await db.update(companies).set({ allowNonEnogenContracts: true }).where(northStar);
    try {
      expect(await names(DEMO.admin, query)).toEqual([
        'Heartland Ag Supply',
        'North Star Seed Sales',
        'Prairie Gold Seed Co.',
      ]);
    } finally {
      await db.update(companies).set({ allowNonEnogenContracts: false }).where(northStar);
    }
  });

  it('caps results at 100 by type and 1000 otherwise', async () => {
    expect(await names(DEMO.admin, 'search_name=seed&limit=1')).toEqual(['North Star Seed Sales']);
    expect((await get(DEMO.admin, 'search_name=seed&limit=1001')).statusCode).toBe(400);
    expect(await names(DEMO.admin, 'company-type=reseller&limit=1000')).toHaveLength(3);
  });

  it('is scoped like the company list', async () => {
    expect(await names(DEMO.reseller, 'search_name=prairie')).toEqual(['Prairie Gold Seed Co.']);
    expect(await names(DEMO.receiver, 'company-type=reseller')).toEqual([]);
    expect(await names(DEMO.salesrep, 'search_name=prairie')).toEqual([
      'Prairie Gold Seed Co.',
      'Prairie Horizon Ethanol',
    ]);
  });
});
