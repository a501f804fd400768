import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, auditLog, companies, companyDetails, roles, users } from '../../db/schema';
import { companyIds, names, newReseller, ROUTE } from './companies.fixtures';
import { createTestPortal, DEMO, errorOf, injectAs, json, type TestPortal } from '../../../test/portal';
import { injectAsReader } from '../../../test/record-version';
import { COMPANY_RECORD } from './repository';

const patchAs = injectAsReader(COMPANY_RECORD, 'company_id');

/** Editing and deleting companies; the list, reads and Create company are in companies.test.ts. */
let portal: TestPortal;
let ids: Record<string, string>;

beforeAll(async () => {
  portal = await createTestPortal();
  ids = await companyIds(portal.app);
});
afterAll(() => portal?.close());

describe('PATCH /api/company-management/v1', () => {
  it('changes only the filled fields for the admin', async () => {
    const id = ids['North Star Seed Sales']!;
    const response = await patchAs(portal.app, DEMO.admin, {
      method: 'PATCH',
      url: ROUTE,
      payload: {
        company_id: id,
        city: 'Sioux Falls',
        phone: '605 555 0199',
      },
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
    expect(
      (
        await patchAs(portal.app, DEMO.steward, {
          method: 'PATCH',
          url: ROUTE,
          payload: { company_id: ids['Heartland Ag Supply'], zipcode: '68803' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await patchAs(portal.app, DEMO.steward, {
          method: 'PATCH',
          url: ROUTE,
          payload: { company_id: ids['Prairie Gold Seed Co.'], zipcode: '50011' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await patchAs(portal.app, DEMO.reseller, {
          method: 'PATCH',
          url: ROUTE,
          payload: { company_id: ids['Prairie Gold Seed Co.'], zipcode: '50011' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await patchAs(portal.app, DEMO.salesrep, {
          method: 'PATCH',
          url: ROUTE,
          payload: { company_id: ids['Prairie Gold Seed Co.'], zipcode: '50011' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('checks the company as it would be after the change (type needs an inventory code)', async () => {
    const response = await patchAs(portal.app, DEMO.admin, {
      method: 'PATCH',
      url: ROUTE,
      payload: {
        company_id: ids['Syngenta Seeds'],
        company_type: 'grain-receiver',
        inventory_code: 'cor',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details).toEqual([
      { field: 'inventory_code', message: 'The inventory code must be exactly 4 capital letters or digits.' },
    ]);
    const heartland = await patchAs(portal.app, DEMO.admin, {
      method: 'PATCH',
      url: ROUTE,
      payload: {
        company_id: ids['Heartland Ag Supply'],
        company_type: '3PO',
      },
    });
    expect(errorOf(heartland)).toMatchObject({
      message: 'Please enter a Grain receiver inventory code',
      details: [{ field: 'inventory_code', message: 'Please enter a Grain receiver inventory code' }],
    });
    const empty = await patchAs(portal.app, DEMO.admin, {
      method: 'PATCH',
      url: ROUTE,
      payload: { company_id: ids['Heartland Ag Supply'], city: ' ' },
    });
    expect(errorOf(empty).details).toEqual([{ field: 'city', message: 'Please provide name of the city' }]);
    expect(
      (
        await patchAs(portal.app, DEMO.admin, {
          method: 'PATCH',
          url: ROUTE,
          payload: { company_id: ids['Heartland Ag Supply'] },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await patchAs(portal.app, DEMO.admin, {
          method: 'PATCH',
          url: ROUTE,
          payload: { company_id: '00000000-0000-4000-8000-000000000000', city: 'X' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('adds a detail, with the spec messages for a missing name or description', async () => {
    const id = ids['Midwest Grain Logistics']!;
    const response = await patchAs(portal.app, DEMO.admin, {
      method: 'PATCH',
      url: ROUTE,
      payload: {
        company_id: id,
        details: { details_name: 'Rail access', details_value: 'BNSF spur, 110 cars' },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(json<{ data: { details: unknown[] } }>(response).data.details).toMatchObject([
      { details_name: 'Rail access', details_value: 'BNSF spur, 110 cars' },
    ]);
    const bad = await patchAs(portal.app, DEMO.admin, {
      method: 'PATCH',
      url: ROUTE,
      payload: {
        company_id: id,
        details: { details_name: '', details_value: '' },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).details).toEqual([
      { field: 'details.details_name', message: 'Please provide detail name' },
      { field: 'details.details_value', message: 'Please provide detail description' },
    ]);
    const rows = await portal.app.deps.db.select().from(companyDetails).where(eq(companyDetails.companyId, id));
    expect(rows).toHaveLength(1);
    expect(
      (
        await patchAs(portal.app, DEMO.operator, {
          method: 'PATCH',
          url: ROUTE,
          payload: {
            company_id: id,
            details: { details_name: 'a', details_value: 'b' },
          },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('switches Non Enogen Contracts with allow-non-enogen-dealer-to-contract only', async () => {
    const id = ids['Cornbelt Renewable Fuels']!;
    const response = await patchAs(portal.app, DEMO.admin, {
      method: 'PATCH',
      url: ROUTE,
      payload: { company_id: id, allow_non_enogen_contracts: true },
    });
    expect(json<{ data: { allow_non_enogen_contracts: boolean } }>(response).data.allow_non_enogen_contracts).toBe(
      true,
    );
    expect(
      (
        await patchAs(portal.app, DEMO.receiver, {
          method: 'PATCH',
          url: ROUTE,
          payload: { company_id: id, allow_non_enogen_contracts: false },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await patchAs(portal.app, DEMO.salesrep, {
          method: 'PATCH',
          url: ROUTE,
          payload: { company_id: id, allow_non_enogen_contracts: false },
        })
      ).statusCode,
    ).toBe(403);
  });
  it('B8: null clears an optional value; a reseller keeps its SAP id and SFDC', async () => {
    const id = ids['Syngenta Seeds']!;
    const patch = (payload: Record<string, unknown>, company = id) =>
      patchAs(portal.app, DEMO.admin, { method: 'PATCH', url: ROUTE, payload: { company_id: company, ...payload } });
    await patch({ address2: 'Suite 4', salesforce_id: 'SFDC-SY-009' });
    const cleared = await patch({ address2: null, salesforce_id: null });
    expect(cleared.statusCode).toBe(200);
    expect(json<{ data: Record<string, unknown> }>(cleared).data).toMatchObject({
      address2: null,
      salesforce_id: null,
      address1: '11055 Wayzata Blvd',
    });
    const reseller = await patch({ salesforce_id: null, sap_id: null }, ids['Heartland Ag Supply']);
    expect(reseller.statusCode).toBe(400);
    expect(errorOf(reseller).details).toEqual([
      { field: 'sap_id', message: 'Please provide name SAP ID' },
      { field: 'salesforce_id', message: 'Please provide SFDC' },
    ]);
    expect((await patch({ city: null })).statusCode).toBe(400);
  });
});

describe('DELETE /api/company-management/v1', () => {
  it('soft-deletes for the admin only; the company leaves lists and lookups', async () => {
    const created = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: ROUTE,
      payload: {
        ...newReseller,
        company_name: 'Short Lived Seeds',
        sap_id: '12340099',
      },
    });
    const { company_id } = json<{ data: { company_id: string } }>(created).data;
    expect(
      (await injectAs(portal.app, DEMO.salesrep, { method: 'DELETE', url: `${ROUTE}?company_id=${company_id}` }))
        .statusCode,
    ).toBe(403);
    const response = await injectAs(portal.app, DEMO.admin, {
      method: 'DELETE',
      url: `${ROUTE}?company_id=${company_id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(
      (await injectAs(portal.app, DEMO.admin, { method: 'GET', url: `${ROUTE}?company_id=${company_id}` })).statusCode,
    ).toBe(404);
    expect(names(await injectAs(portal.app, DEMO.admin, { method: 'GET', url: `${ROUTE}?search=Short` }))).toEqual([]);
    const [row] = await portal.app.deps.db.select().from(companies).where(eq(companies.companyId, company_id));
    expect(row!.deletedAt).not.toBeNull();
    expect(
      (await injectAs(portal.app, DEMO.admin, { method: 'DELETE', url: `${ROUTE}?company_id=${company_id}` }))
        .statusCode,
    ).toBe(404);
    // its SAP id is free again
    expect(
      (
        await injectAs(portal.app, DEMO.admin, {
          method: 'POST',
          url: ROUTE,
          payload: { ...newReseller, company_name: 'Second Life Seeds', sap_id: '12340099' },
        })
      ).statusCode,
    ).toBe(200);
  });
});
