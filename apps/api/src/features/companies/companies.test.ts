import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, auditLog, companies, companyDetails, roles, users } from '../../db/schema';
import { createTestPortal, DEMO, inject, json, signIn, type TestPortal } from '../../../test/portal';

const ROUTE = '/api/company-management/v1';
const PHONE_TEXT = 'Please provide a valid phone number ex. 919-999-9999, limited to 10 digits.';

type Page = {
  data: {
    items: { company_id: string; company_name: string; sap_id: string }[];
    total: number;
    limit: number;
    offset: number;
  };
};
type ErrorBody = { error: { code: string; message: string; details: { field: string; message: string }[] | null } };

let portal: TestPortal;
let ids: Record<string, string>;
const cookies: Record<string, string> = {};
const as = async (email: string) => (cookies[email] ??= await signIn(portal.app, email));
const get = async (email: string, url: string) => inject(portal.app, { method: 'GET', url, cookie: await as(email) });
const send = async (email: string, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  inject(portal.app, { method, url, cookie: await as(email), payload: payload as object });

beforeAll(async () => {
  portal = await createTestPortal();
  const rows = await portal.app.deps.db
    .select({ id: companies.companyId, name: companies.companyName })
    .from(companies);
  ids = Object.fromEntries(rows.map((r) => [r.name, r.id]));
});
afterAll(() => portal?.close());

const names = (response: Awaited<ReturnType<typeof get>>) => json<Page>(response).data.items.map((c) => c.company_name);

const newReseller = {
  country: 'USA',
  company_name: 'Golden Valley Seeds',
  company_type: 'reseller',
  address1: '1 Harvest Way',
  address2: '',
  city: 'Boone',
  state: 'IA',
  zipcode: '50036',
  phone: '(515) 555-0177',
  sap_id: '12340001',
  salesforce_id: 'SFDC-GV-010',
};

describe('GET /api/company-management/v1 (list)', () => {
  it('answers 401 without a session', async () => {
    const response = await inject(portal.app, { method: 'GET', url: ROUTE });
    expect(response.statusCode).toBe(401);
    expect(json<ErrorBody>(response).error.code).toBe('unauthorized');
  });

  it('lists every company by name for the admin, in pages of 50 with the total', async () => {
    const response = await get(DEMO.admin, ROUTE);
    expect(response.statusCode).toBe(200);
    const body = json<Page>(response);
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
    expect(names(await get(DEMO.reseller, ROUTE))).toEqual(['Prairie Gold Seed Co.']);
    expect(names(await get(DEMO.receiver, ROUTE))).toEqual(['Cornbelt Renewable Fuels']);
    expect(names(await get(DEMO.operator, ROUTE))).toEqual(['Midwest Grain Logistics']);
    // read-company (held at the resellers) lists every company
    expect(json<Page>(await get(DEMO.salesrep, ROUTE)).data.total).toBe(7);
    // the scope applies to searches too
    expect(names(await get(DEMO.reseller, `${ROUTE}?search=Prairie`))).toEqual(['Prairie Gold Seed Co.']);
  });

  it('pages with limit and offset, skip being the same as offset', async () => {
    const page = await get(DEMO.admin, `${ROUTE}?limit=2&offset=2`);
    expect(json<Page>(page).data).toMatchObject({ total: 7, limit: 2, offset: 2 });
    expect(names(page)).toEqual(['Midwest Grain Logistics', 'North Star Seed Sales']);
    expect(names(await get(DEMO.admin, `${ROUTE}?limit=2&skip=2`))).toEqual(names(page));
    expect((await get(DEMO.admin, `${ROUTE}?limit=1001`)).statusCode).toBe(400);
  });

  it('searches names and SAP ids by the spec rules, and filters Enogen dealers', async () => {
    expect(names(await get(DEMO.admin, `${ROUTE}?search=prairie`))).toEqual([
      'Prairie Gold Seed Co.',
      'Prairie Horizon Ethanol',
    ]);
    expect(names(await get(DEMO.admin, `${ROUTE}?search=12345678`))).toEqual(['Prairie Gold Seed Co.']);
    expect(names(await get(DEMO.admin, `${ROUTE}?search=0012345679`))).toEqual(['Heartland Ag Supply']);
    expect(names(await get(DEMO.admin, `${ROUTE}?search=100%25`))).toEqual([]);
    expect(names(await get(DEMO.admin, `${ROUTE}?get_enogen_dealer_only=true`))).toEqual([
      'Heartland Ag Supply',
      'Prairie Gold Seed Co.',
    ]);
    const short = await get(DEMO.admin, `${ROUTE}?search=pr`);
    expect(short.statusCode).toBe(400);
    expect(json<ErrorBody>(short).error.details).toEqual([
      { field: 'search', message: 'Please type at least 3 characters' },
    ]);
  });
});

describe('GET /api/company-management/v1 (one company, admin report)', () => {
  it('returns one company with its details by company_id or sap_id', async () => {
    const response = await get(DEMO.receiver, `${ROUTE}?company_id=${ids['Cornbelt Renewable Fuels']}`);
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
    const bySap = await get(DEMO.admin, `${ROUTE}?sap_id=12345678`);
    expect(json<{ data: { company_name: string } }>(bySap).data.company_name).toBe('Prairie Gold Seed Co.');
  });

  it('answers 403 for a company the user may not see and 404 for an unknown one', async () => {
    expect((await get(DEMO.reseller, `${ROUTE}?company_id=${ids['Cornbelt Renewable Fuels']}`)).statusCode).toBe(403);
    expect((await get(DEMO.admin, `${ROUTE}?company_id=00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    expect((await get(DEMO.admin, `${ROUTE}?company_id=not-a-uuid`)).statusCode).toBe(400);
  });

  it('gives the company admin report to admins and show-reports holders only', async () => {
    const response = await get(DEMO.admin, `${ROUTE}?get_companies_admin_details=true`);
    expect(response.statusCode).toBe(200);
    const items = json<{ data: { items: Record<string, unknown>[] } }>(response).data.items;
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
    expect((await get(DEMO.steward, `${ROUTE}?get_companies_admin_details=true`)).statusCode).toBe(200);
    expect((await get(DEMO.reseller, `${ROUTE}?get_companies_admin_details=true`)).statusCode).toBe(403);
  });
});

describe('POST /api/company-management/v1 (Create company)', () => {
  it('creates a company for the admin: phone as digits with prefix 1, SAP id with 00, language en; audited', async () => {
    const response = await send(DEMO.admin, 'POST', ROUTE, newReseller);
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
      expect((await send(email, 'POST', ROUTE, { ...newReseller, sap_id: '12340002' })).statusCode, email).toBe(403);
    expect((await inject(portal.app, { method: 'POST', url: ROUTE, payload: newReseller })).statusCode).toBe(401);
  });

  it('answers 400 naming each field with its spec message', async () => {
    const response = await send(DEMO.admin, 'POST', ROUTE, {
      country: 'USA',
      company_type: 'reseller',
      phone: '555-01',
    });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).error.details).toEqual(
      expect.arrayContaining([
        { field: 'company_name', message: 'Please provide company name' },
        { field: 'address1', message: 'Please provide company address' },
        { field: 'city', message: 'Please provide name of the city' },
        { field: 'state', message: 'Please select state' },
        { field: 'zipcode', message: 'Please provide zip code' },
        { field: 'phone', message: PHONE_TEXT },
      ]),
    );
    const receiver = await send(DEMO.admin, 'POST', ROUTE, {
      ...newReseller,
      company_type: 'grain-receiver',
      sap_id: '',
      supported_languages: [],
    });
    expect(json<ErrorBody>(receiver).error.details).toEqual([
      { field: 'supported_languages', message: 'Please select at lease one language.' },
      { field: 'inventory_code', message: 'Please enter a Grain receiver inventory code' },
    ]);
    const reseller = await send(DEMO.admin, 'POST', ROUTE, { ...newReseller, sap_id: '', salesforce_id: '' });
    expect(json<ErrorBody>(reseller).error.details).toEqual([
      { field: 'sap_id', message: 'Please provide name SAP ID' },
      { field: 'salesforce_id', message: 'Please provide SFDC' },
    ]);
  });

  it('answers 409 for a SAP id or inventory code another company holds', async () => {
    const sap = await send(DEMO.admin, 'POST', ROUTE, { ...newReseller, sap_id: '0012345678' });
    expect(sap.statusCode).toBe(409);
    expect(json<ErrorBody>(sap).error.details).toEqual([
      { field: 'sap_id', message: 'Prairie Gold Seed Co. already has the SAP ID 0012345678.' },
    ]);
    const code = await send(DEMO.admin, 'POST', ROUTE, {
      ...newReseller,
      company_type: '3PO',
      sap_id: '',
      inventory_code: 'COR1',
    });
    expect(code.statusCode).toBe(409);
  });
});

describe('PATCH /api/company-management/v1', () => {
  it('changes only the filled fields for the admin', async () => {
    const id = ids['North Star Seed Sales']!;
    const response = await send(DEMO.admin, 'PATCH', ROUTE, {
      company_id: id,
      city: 'Sioux Falls',
      phone: '605 555 0199',
    });
    expect(response.statusCode).toBe(200);
    expect(json<{ data: Record<string, unknown> }>(response).data).toMatchObject({
      city: 'Sioux Falls',
      phone: '16055550199',
      address1: '9 Elevator Lane',
      sap_id: '0012345680',
    });
    const [entry] = await portal.app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'update')));
    expect(entry!.details).toMatchObject({ changed: { city: { from: 'Brookings', to: 'Sioux Falls' } } });
  });

  it('update-assigned-company edits the assigned company only; others get 403', async () => {
    const db = portal.app.deps.db;
    const [steward] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.steward));
    const [manager] = await db.select({ id: roles.roleId }).from(roles).where(eq(roles.roleName, 'district-manager'));
    await db
      .insert(assignments)
      .values({ userId: steward!.id, companyId: ids['Heartland Ag Supply']!, roleId: manager!.id });
    delete cookies[DEMO.steward];
    expect(
      (await send(DEMO.steward, 'PATCH', ROUTE, { company_id: ids['Heartland Ag Supply'], zipcode: '68803' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await send(DEMO.steward, 'PATCH', ROUTE, { company_id: ids['Prairie Gold Seed Co.'], zipcode: '50011' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await send(DEMO.reseller, 'PATCH', ROUTE, { company_id: ids['Prairie Gold Seed Co.'], zipcode: '50011' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await send(DEMO.salesrep, 'PATCH', ROUTE, { company_id: ids['Prairie Gold Seed Co.'], zipcode: '50011' }))
        .statusCode,
    ).toBe(403);
  });

  it('checks the company as it would be after the change (type needs an inventory code)', async () => {
    const response = await send(DEMO.admin, 'PATCH', ROUTE, {
      company_id: ids['Syngenta Seeds'],
      company_type: 'grain-receiver',
      inventory_code: 'cor',
    });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).error.details).toEqual([
      { field: 'inventory_code', message: 'The inventory code must be exactly 4 capital letters or digits.' },
    ]);
    const heartland = await send(DEMO.admin, 'PATCH', ROUTE, {
      company_id: ids['Heartland Ag Supply'],
      company_type: '3PO',
    });
    expect(json<ErrorBody>(heartland).error).toMatchObject({
      message: 'Please enter a Grain receiver inventory code',
      details: [{ field: 'inventory_code', message: 'Please enter a Grain receiver inventory code' }],
    });
    const empty = await send(DEMO.admin, 'PATCH', ROUTE, { company_id: ids['Heartland Ag Supply'], city: ' ' });
    expect(json<ErrorBody>(empty).error.details).toEqual([
      { field: 'city', message: 'Please provide name of the city' },
    ]);
    expect((await send(DEMO.admin, 'PATCH', ROUTE, { company_id: ids['Heartland Ag Supply'] })).statusCode).toBe(400);
    expect(
      (await send(DEMO.admin, 'PATCH', ROUTE, { company_id: '00000000-0000-4000-8000-000000000000', city: 'X' }))
        .statusCode,
    ).toBe(404);
  });

  it('adds a detail, with the spec messages for a missing name or description', async () => {
    const id = ids['Midwest Grain Logistics']!;
    const response = await send(DEMO.admin, 'PATCH', ROUTE, {
      company_id: id,
      details: { details_name: 'Rail access', details_value: 'BNSF spur, 110 cars' },
    });
    expect(response.statusCode).toBe(200);
    expect(json<{ data: { details: unknown[] } }>(response).data.details).toMatchObject([
      { details_name: 'Rail access', details_value: 'BNSF spur, 110 cars' },
    ]);
    const bad = await send(DEMO.admin, 'PATCH', ROUTE, {
      company_id: id,
      details: { details_name: '', details_value: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(json<ErrorBody>(bad).error.details).toEqual([
      { field: 'details.details_name', message: 'Please provide detail name' },
      { field: 'details.details_value', message: 'Please provide detail description' },
    ]);
    const rows = await portal.app.deps.db.select().from(companyDetails).where(eq(companyDetails.companyId, id));
    expect(rows).toHaveLength(1);
    expect(
      (
        await send(DEMO.operator, 'PATCH', ROUTE, {
          company_id: id,
          details: { details_name: 'a', details_value: 'b' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('switches Non Enogen Contracts with allow-non-enogen-dealer-to-contract only', async () => {
    const id = ids['Cornbelt Renewable Fuels']!;
    const response = await send(DEMO.admin, 'PATCH', ROUTE, { company_id: id, allow_non_enogen_contracts: true });
    expect(json<{ data: { allow_non_enogen_contracts: boolean } }>(response).data.allow_non_enogen_contracts).toBe(
      true,
    );
    expect(
      (await send(DEMO.receiver, 'PATCH', ROUTE, { company_id: id, allow_non_enogen_contracts: false })).statusCode,
    ).toBe(403);
    expect(
      (await send(DEMO.salesrep, 'PATCH', ROUTE, { company_id: id, allow_non_enogen_contracts: false })).statusCode,
    ).toBe(403);
  });
});

describe('DELETE /api/company-management/v1', () => {
  it('soft-deletes for the admin only; the company leaves lists and lookups', async () => {
    const created = await send(DEMO.admin, 'POST', ROUTE, {
      ...newReseller,
      company_name: 'Short Lived Seeds',
      sap_id: '12340099',
    });
    const { company_id } = json<{ data: { company_id: string } }>(created).data;
    expect((await send(DEMO.salesrep, 'DELETE', `${ROUTE}?company_id=${company_id}`)).statusCode).toBe(403);
    const response = await send(DEMO.admin, 'DELETE', `${ROUTE}?company_id=${company_id}`);
    expect(response.statusCode).toBe(200);
    expect((await get(DEMO.admin, `${ROUTE}?company_id=${company_id}`)).statusCode).toBe(404);
    expect(names(await get(DEMO.admin, `${ROUTE}?search=Short`))).toEqual([]);
    const [row] = await portal.app.deps.db.select().from(companies).where(eq(companies.companyId, company_id));
    expect(row!.deletedAt).not.toBeNull();
    expect((await send(DEMO.admin, 'DELETE', `${ROUTE}?company_id=${company_id}`)).statusCode).toBe(404);
    // its SAP id is free again
    expect(
      (await send(DEMO.admin, 'POST', ROUTE, { ...newReseller, company_name: 'Second Life Seeds', sap_id: '12340099' }))
        .statusCode,
    ).toBe(200);
  });
});
