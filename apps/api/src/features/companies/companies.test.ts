import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies } from '../../db/schema';
import { companyIds, names, newReseller, pageOf, ROUTE } from './companies.fixtures';
import { createTestPortal, DEMO, errorOf, injectAs, json, type TestPortal } from '../../../test/portal';

const PHONE_TEXT = 'Please provide a valid phone number ex. 919-999-9999, limited to 10 digits.';

let portal: TestPortal;
let ids: Record<string, string>;

beforeAll(async () => {
  portal = await createTestPortal();
  ids = await companyIds(portal.app);
});
afterAll(() => portal?.close());

describe('GET /api/company-management/v1 (list)', () => {
  it('answers 401 without a session', async () => {
    const response = await injectAs(portal.app, null, { method: 'GET', url: ROUTE });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('unauthorized');
  });

  it('lists every company by name for the admin, in pages of 50 with the total', async () => {
    const response = await injectAs(portal.app, DEMO.admin, { method: 'GET', url: ROUTE });
    expect(response.statusCode).toBe(200);
    const body = pageOf(response);
    expect(body.data).toMatchObject({ total: 7, limit: 50, offset: 0 });
    expect(body.data.items.map((c) => c.company_name)).toEqual([
      'Cornbelt Renewable Fuels',
      'Heartland Ag Supply',
      'Midwest Grain Logistics',
      'North Star Seed Sales',
      'Prairie Gold Seed Co.',
      'Prairie Horizon Ethanol',
      'Syngenta Seeds',
    ]);
  });

  it('scopes the list: without read-company only the assigned companies', async () => {
    expect(names(await injectAs(portal.app, DEMO.reseller, { method: 'GET', url: ROUTE }))).toEqual([
      'Prairie Gold Seed Co.',
    ]);
    expect(names(await injectAs(portal.app, DEMO.receiver, { method: 'GET', url: ROUTE }))).toEqual([
      'Cornbelt Renewable Fuels',
    ]);
    expect(names(await injectAs(portal.app, DEMO.operator, { method: 'GET', url: ROUTE }))).toEqual([
      'Midwest Grain Logistics',
    ]);
    // read-company (held at the resellers) lists every company
    expect(pageOf(await injectAs(portal.app, DEMO.salesrep, { method: 'GET', url: ROUTE })).data.total).toBe(7);
    // the scope applies to searches too
    expect(names(await injectAs(portal.app, DEMO.reseller, { method: 'GET', url: `${ROUTE}?search=Prairie` }))).toEqual(
      ['Prairie Gold Seed Co.'],
    );
  });

  it('pages with limit and offset, skip being the same as offset', async () => {
    const page = await injectAs(portal.app, DEMO.admin, { method: 'GET', url: `${ROUTE}?limit=2&offset=2` });
    expect(pageOf(page).data).toMatchObject({ total: 7, limit: 2, offset: 2 });
    expect(names(page)).toEqual(['Midwest Grain Logistics', 'North Star Seed Sales']);
    expect(names(await injectAs(portal.app, DEMO.admin, { method: 'GET', url: `${ROUTE}?limit=2&skip=2` }))).toEqual(
      names(page),
    );
    expect((await injectAs(portal.app, DEMO.admin, { method: 'GET', url: `${ROUTE}?limit=1001` })).statusCode).toBe(
      400,
    );
  });

  it('searches names and SAP ids by the spec rules, and filters Enogen dealers', async () => {
    expect(names(await injectAs(portal.app, DEMO.admin, { method: 'GET', url: `${ROUTE}?search=prairie` }))).toEqual([
      'Prairie Gold Seed Co.',
      'Prairie Horizon Ethanol',
    ]);
    expect(names(await injectAs(portal.app, DEMO.admin, { method: 'GET', url: `${ROUTE}?search=12345678` }))).toEqual([
      'Prairie Gold Seed Co.',
    ]);
    expect(names(await injectAs(portal.app, DEMO.admin, { method: 'GET', url: `${ROUTE}?search=0012345679` }))).toEqual(
      ['Heartland Ag Supply'],
    );
    expect(names(await injectAs(portal.app, DEMO.admin, { method: 'GET', url: `${ROUTE}?search=100%25` }))).toEqual([]);
    expect(
      names(await injectAs(portal.app, DEMO.admin, { method: 'GET', url: `${ROUTE}?get_enogen_dealer_only=true` })),
    ).toEqual(['Heartland Ag Supply', 'Prairie Gold Seed Co.']);
    const short = await injectAs(portal.app, DEMO.admin, { method: 'GET', url: `${ROUTE}?search=pr` });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).details).toEqual([{ field: 'search', message: 'Please type at least 3 characters' }]);
  });
});

describe('GET /api/company-management/v1 (list) sorted by a column', () => {
  type Row = { company_name: string; company_type: string; sap_id: string | null };
  const rows = async (user: string, query: string) => {
    const response = await injectAs(portal.app, user, { method: 'GET', url: `${ROUTE}?${query}` });
    expect(response.statusCode).toBe(200);
    return (pageOf(response).data.items as unknown as Row[]).map(
      (c) => [c.company_name, c.company_type, c.sap_id] as const,
    );
  };

  it('by name both ways, by type then name, by SAP id (companies without one last)', async () => {
    const byName = await rows(DEMO.admin, 'sort=company_name');
    expect(await rows(DEMO.admin, '')).toEqual(byName);
    expect(await rows(DEMO.admin, 'sort=company_name&order=desc')).toEqual([...byName].reverse());
    const byType = [...byName].sort((a, b) => (a[1] === b[1] ? 0 : a[1] < b[1] ? -1 : 1));
    expect(await rows(DEMO.admin, 'sort=company_type')).toEqual(byType);
    const bySap = await rows(DEMO.admin, 'sort=sap_id&order=desc');
    const withSap = bySap.filter((c) => c[2] !== null);
    expect(withSap.map((c) => c[2])).toEqual(withSap.map((c) => c[2]!).sort((a, b) => (a === b ? 0 : a < b ? 1 : -1)));
    expect(bySap.slice(withSap.length).every((c) => c[2] === null)).toBe(true);
    // pages follow the sort
    const [first, second] = await Promise.all([
      rows(DEMO.admin, 'sort=company_type&limit=3'),
      rows(DEMO.admin, 'sort=company_type&limit=3&offset=3'),
    ]);
    expect([...first, ...second]).toEqual(byType.slice(0, 6));
  });

  it('keeps the scope: a reseller sees only their company whatever the sort', async () => {
    const own = await rows(DEMO.reseller, '');
    expect(await rows(DEMO.reseller, 'sort=sap_id&order=desc')).toEqual(own);
    expect(own.map((c) => c[0])).toEqual(['Prairie Gold Seed Co.']);
  });

  it('a column that is not sortable is a validation error', async () => {
    const bad = await injectAs(portal.app, DEMO.admin, { method: 'GET', url: `${ROUTE}?sort=created` });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe('validation_failed');
    expect(errorOf(bad).details).toEqual([expect.objectContaining({ field: 'sort' })]);
  });
});

describe('GET /api/company-management/v1 (one company, admin report)', () => {
  it('returns one company with its details by company_id or sap_id', async () => {
    const response = await injectAs(portal.app, DEMO.receiver, {
      method: 'GET',
      url: `${ROUTE}?company_id=${ids['Cornbelt Renewable Fuels']}`,
    });
    expect(response.statusCode).toBe(200);
    const { data } = json<{ data: Record<string, unknown> & { details: { details_name: string }[] } }>(response);
    expect(data).toMatchObject({
      company_name: 'Cornbelt Renewable Fuels',
      company_type: 'grain-receiver',
      inventory_code: 'COR1',
      phone: '15155550120',
      supported_languages: ['en'],
      allow_non_enogen_contracts: false,
    });
    expect(data.details.map((d) => d.details_name)).toEqual(['Plant capacity', 'Receiving hours']);
    const bySap = await injectAs(portal.app, DEMO.admin, { method: 'GET', url: `${ROUTE}?sap_id=12345678` });
    expect(json<{ data: { company_name: string } }>(bySap).data.company_name).toBe('Prairie Gold Seed Co.');
  });

  it('answers 403 for a company the user may not see and 404 for an unknown one', async () => {
    expect(
      (
        await injectAs(portal.app, DEMO.reseller, {
          method: 'GET',
          url: `${ROUTE}?company_id=${ids['Cornbelt Renewable Fuels']}`,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await injectAs(portal.app, DEMO.admin, {
          method: 'GET',
          url: `${ROUTE}?company_id=00000000-0000-4000-8000-000000000000`,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await injectAs(portal.app, DEMO.admin, { method: 'GET', url: `${ROUTE}?company_id=not-a-uuid` })).statusCode,
    ).toBe(400);
  });

  it('gives the company admin report to admins and show-reports holders only', async () => {
    const response = await injectAs(portal.app, DEMO.admin, {
      method: 'GET',
      url: `${ROUTE}?get_companies_admin_details=true`,
    });
    expect(response.statusCode).toBe(200);
    const items = json<{ items: Record<string, unknown>[] }>(response).items;
    expect(items).toContainEqual({
      company_name: 'Prairie Gold Seed Co.',
      sap_id: '0012345678',
      first: 'Riley',
      last: 'Jensen',
      email: DEMO.reseller,
      company_type: 'reseller',
      enogen_dealer: true,
      role_name: 'reseller',
    });
    expect(
      (await injectAs(portal.app, DEMO.steward, { method: 'GET', url: `${ROUTE}?get_companies_admin_details=true` }))
        .statusCode,
    ).toBe(200);
    expect(
      (await injectAs(portal.app, DEMO.reseller, { method: 'GET', url: `${ROUTE}?get_companies_admin_details=true` }))
        .statusCode,
    ).toBe(403);
  });
});

describe('POST /api/company-management/v1 (Create company)', () => {
  it('creates a company for the admin: phone as digits with prefix 1, SAP id with 00, language en; audited', async () => {
    const response = await injectAs(portal.app, DEMO.admin, { method: 'POST', url: ROUTE, payload: newReseller });
    expect(response.statusCode).toBe(200);
    const { company_id } = json<{ data: { company_id: string } }>(response).data;
    const [row] = await portal.app.deps.db.select().from(companies).where(eq(companies.companyId, company_id));
    expect(row).toMatchObject({
      companyName: 'Golden Valley Seeds',
      phone: '15155550177',
      sapId: '0012340001',
      address2: null,
      supportedLanguages: ['en'],
    });
    const audits = await portal.app.deps.db.select().from(auditLog).where(eq(auditLog.entityId, company_id));
    expect(audits).toMatchObject([{ action: 'create', entity: 'company' }]);
  });

  it('refuses non-admins (403) and signed-out callers (401)', async () => {
    for (const email of [DEMO.salesrep, DEMO.reseller, DEMO.receiver])
      expect(
        (
          await injectAs(portal.app, email, {
            method: 'POST',
            url: ROUTE,
            payload: { ...newReseller, sap_id: '12340002' },
          })
        ).statusCode,
        email,
      ).toBe(403);
    expect((await injectAs(portal.app, null, { method: 'POST', url: ROUTE, payload: newReseller })).statusCode).toBe(
      401,
    );
  });

  it('answers 400 naming each field with its spec message', async () => {
    const response = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: ROUTE,
      payload: {
        country: 'USA',
        company_type: 'reseller',
        phone: '555-01',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details).toEqual(
      expect.arrayContaining([
        { field: 'company_name', message: 'Please provide company name' },
        { field: 'address1', message: 'Please provide company address' },
        { field: 'city', message: 'Please provide name of the city' },
        { field: 'state', message: 'Please select state' },
        { field: 'zipcode', message: 'Please provide zip code' },
        { field: 'phone', message: PHONE_TEXT },
      ]),
    );
    const receiver = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: ROUTE,
      payload: {
        ...newReseller,
        company_type: 'grain-receiver',
        sap_id: '',
        supported_languages: [],
      },
    });
    expect(errorOf(receiver).details).toEqual([
      { field: 'supported_languages', message: 'Please select at lease one language.' },
      { field: 'inventory_code', message: 'Please enter a Grain receiver inventory code' },
    ]);
    const reseller = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: ROUTE,
      payload: { ...newReseller, sap_id: '', salesforce_id: '' },
    });
    expect(errorOf(reseller).details).toEqual([
      { field: 'sap_id', message: 'Please provide name SAP ID' },
      { field: 'salesforce_id', message: 'Please provide SFDC' },
    ]);
  });

  it('answers 409 for a SAP id or inventory code another company holds', async () => {
    const sap = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: ROUTE,
      payload: { ...newReseller, sap_id: '0012345678' },
    });
    expect(sap.statusCode).toBe(409);
    expect(errorOf(sap).details).toEqual([
      { field: 'sap_id', message: 'Prairie Gold Seed Co. already has the SAP ID 0012345678.' },
    ]);
    const code = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: ROUTE,
      payload: {
        ...newReseller,
        company_type: '3PO',
        sap_id: '',
        inventory_code: 'COR1',
      },
    });
    expect(code.statusCode).toBe(409);
  });
});
