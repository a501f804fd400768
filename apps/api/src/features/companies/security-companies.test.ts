import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, companies, roles, users } from '../../db/schema';
import { createTestPortal, DEMO, inject, json, signIn, type TestPortal } from '../../../test/portal';
import { ifMatch } from '../../../test/record-version';
import { COMPANY_RECORD } from './repository';

let portal: TestPortal;
let company: Record<string, typeof companies.$inferSelect>;
let manager = '';
const db = () => portal.app.deps.db;

beforeAll(async () => {
  portal = await createTestPortal();
  company = Object.fromEntries((await db().select().from(companies)).map((c) => [c.companyName, c]));
  // the sales rep manages Heartland: update-assigned-company there
  const [role] = await db().select().from(roles).where(eq(roles.roleName, 'district-manager'));
  const [user] = await db().select().from(users).where(eq(users.email, DEMO.salesrep));
  await db()
    .update(assignments)
    .set({ roleId: role!.roleId })
    .where(and(eq(assignments.userId, user!.id), eq(assignments.companyId, company['Heartland Ag Supply']!.companyId)));
  manager = await signIn(portal.app, DEMO.salesrep);
});
afterAll(() => portal?.close());

describe('L-16: company fields and account leads beyond the rules', () => {
  it('L-16: update-assigned-company does not change the company type, SAP id or inventory code', async () => {
    const heartland = company['Heartland Ag Supply']!;
    for (const change of [{ company_type: 'grain-receiver', inventory_code: 'HEA1' }, { sap_id: '0020000001' }]) {
      const response = await inject(portal.app, {
        method: 'PATCH',
        url: '/api/company-management/v1',
        cookie: manager,
        headers: await ifMatch(portal.app, COMPANY_RECORD, heartland.companyId),
        payload: { company_id: heartland.companyId, ...change },
      });
      expect(response.statusCode).toBe(403);
    }
    const [after] = await db().select().from(companies).where(eq(companies.companyId, heartland.companyId));
    expect(after).toMatchObject({ companyType: 'reseller', sapId: heartland.sapId, inventoryCode: null });
    const city = await inject(portal.app, {
      method: 'PATCH',
      url: '/api/company-management/v1',
      cookie: manager,
      headers: await ifMatch(portal.app, COMPANY_RECORD, heartland.companyId),
      payload: { company_id: heartland.companyId, city: 'Hastings' },
    });
    expect(city.statusCode).toBe(200);
  });

  it('L-16: account leads assign the sales representative at resellers only', async () => {
    const admin = await signIn(portal.app, DEMO.admin);
    const cornbelt = company['Cornbelt Renewable Fuels']!;
    const row = { reseller_sap_id: cornbelt.sapId!, new_account_lead_email: DEMO.steward };
    const validate = await inject(portal.app, {
      method: 'POST',
      url: '/api/update-eal-accounts?validate=true',
      cookie: admin,
      payload: { reseller_sap_ids: [row.reseller_sap_id], new_account_lead_emails: [row.new_account_lead_email] },
    });
    expect(json<{ sap_ids: string[] }>(validate).sap_ids).toEqual([]);
    const submit = await inject(portal.app, {
      method: 'POST',
      url: '/api/update-eal-accounts?submit=true',
      cookie: admin,
      payload: { assignment_list: [row] },
    });
    expect(json<{ failuer_assignments: unknown[] }>(submit).failuer_assignments).toEqual([row]);
    const [steward] = await db().select().from(users).where(eq(users.email, DEMO.steward));
    const held = await db()
      .select()
      .from(assignments)
      .where(and(eq(assignments.userId, steward!.id), eq(assignments.companyId, cornbelt.companyId)));
    expect(held).toEqual([]);
  });
});

describe('I-5: the Enogen Dealer filter', () => {
  it('I-5: get_enogen_dealer_only needs filter-enogen-company', async () => {
    const reseller = await signIn(portal.app, DEMO.reseller);
    for (const url of [
      '/api/company-management/v1?get_enogen_dealer_only=true',
      '/api/company-search?search_name=Seed&get_enogen_dealer_only=true',
    ]) {
      expect((await inject(portal.app, { method: 'GET', url, cookie: reseller })).statusCode, url).toBe(403);
      expect((await inject(portal.app, { method: 'GET', url, cookie: manager })).statusCode, url).toBe(200);
    }
    const unfiltered = await inject(portal.app, {
      method: 'GET',
      url: '/api/company-management/v1?get_enogen_dealer_only=false',
      cookie: reseller,
    });
    expect(unfiltered.statusCode).toBe(200);
  });
});

describe('B1: the Enogen Dealer flag', () => {
  it('B1: a partner company user who may edit its own company cannot flip its Enogen Dealer flag', async () => {
    const prairie = company['Prairie Gold Seed Co.']!;
    const [role] = await db().select().from(roles).where(eq(roles.roleName, 'district-manager'));
    const [user] = await db().select().from(users).where(eq(users.email, DEMO.reseller));
    await db()
      .update(assignments)
      .set({ roleId: role!.roleId })
      .where(and(eq(assignments.userId, user!.id), eq(assignments.companyId, prairie.companyId)));
    const reseller = await signIn(portal.app, DEMO.reseller);
    const patch = async (payload: Record<string, unknown>) =>
      inject(portal.app, {
        method: 'PATCH',
        url: '/api/company-management/v1',
        cookie: reseller,
        headers: await ifMatch(portal.app, COMPANY_RECORD, prairie.companyId),
        payload: { company_id: prairie.companyId, ...payload },
      });
    expect((await patch({ enogen_dealer: !prairie.enogenDealer })).statusCode).toBe(403);
    expect((await patch({ city: 'Ames', enogen_dealer: !prairie.enogenDealer })).statusCode).toBe(403);
    const [after] = await db().select().from(companies).where(eq(companies.companyId, prairie.companyId));
    expect(after).toMatchObject({ enogenDealer: prairie.enogenDealer, city: prairie.city });
    expect((await patch({ city: 'Ames' })).statusCode).toBe(200);
  });

  it('B1: update-company sets and clears the flag; external_reference_id stays the integration’s', async () => {
    const admin = await signIn(portal.app, DEMO.admin);
    const cornbelt = company['Cornbelt Renewable Fuels']!;
    const patch = async (payload: Record<string, unknown>) =>
      inject(portal.app, {
        method: 'PATCH',
        url: '/api/company-management/v1',
        cookie: admin,
        headers: await ifMatch(portal.app, COMPANY_RECORD, cornbelt.companyId),
        payload: { company_id: cornbelt.companyId, ...payload },
      });
    const on = await patch({ enogen_dealer: true });
    expect(on.statusCode).toBe(200);
    expect(json<{ data: { enogen_dealer: boolean } }>(on).data.enogen_dealer).toBe(true);
    const off = await patch({ enogen_dealer: false });
    expect(json<{ data: { enogen_dealer: boolean } }>(off).data.enogen_dealer).toBe(false);
    expect((await patch({ external_reference_id: 'CRM-1' })).statusCode).toBe(400);
  });
});
