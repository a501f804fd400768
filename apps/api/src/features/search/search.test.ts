import type { GlobalSearchResult } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, contractSigners, type contracts } from '../../db/schema';
import { buildCompanies, buildContracts, buildGrower, buildPlan, buildScaleTickets } from '../../../test/factories';
import { createTestPortal, DEMO, errorOf, injectAs, json, type TestPortal } from '../../../test/portal';

let portal: TestPortal;
const ids = {} as Record<string, string>;

/** Contracts of this file's own grower, so the demo contracts never change the counts. */
const OWN = {
  zephyrPrairie: '26ZPH1000000901',
  zephyrNorth: '26ZPH1000000902',
  zephyrVoided: '25ZPH1000000903',
  zephyrDeleted: '26ZPH1000000904',
};

beforeAll(async () => {
  portal = await createTestPortal();
  const db = portal.app.deps.db;
  const rows = await db.select({ id: companies.companyId, name: companies.companyName }).from(companies);
  const company = (name: string) => rows.find((r) => r.name === name)!.id;
  ids.cornbelt = company('Cornbelt Renewable Fuels');
  ids.prairieGold = company('Prairie Gold Seed Co.');
  ids.northStar = company('North Star Seed Sales');
  ids.midwest = company('Midwest Grain Logistics');

  const grower = await buildGrower(db, {
    growerName: 'Zephyr Hollow Farms',
    sapId: '0059990001',
    resellerCompanyId: ids.prairieGold,
  });
  ids.grower = grower.growerId;
  const contract = (newContractId: string, reseller: string, values: Partial<typeof contracts.$inferInsert> = {}) => ({
    newContractId,
    externalReferenceId: reseller,
    grainReceiverId: ids.cornbelt!,
    growerId: ids.grower!,
    contractYear: 2026,
    contractType: 'commercial-feed',
    contractDetails: {},
    ...values,
  });
  const inserted = await buildContracts(db, [
    contract(OWN.zephyrPrairie, ids.prairieGold),
    contract(OWN.zephyrNorth, ids.northStar, { grainReceiverId: ids.midwest }),
    contract(OWN.zephyrVoided, ids.prairieGold, {
      contractYear: 2025,
      contractState: 'voided',
      voidedAt: new Date(),
    }),
    contract(OWN.zephyrDeleted, ids.prairieGold, { contractState: 'voided', deletedAt: new Date() }),
  ]);
  for (const row of inserted) ids[row.newContractId] = row.contractId;

  const plan = await buildPlan(db, {
    companyId: ids.midwest,
    contractYear: 2031,
    aph: 200,
    totalAcres: 100,
    totalUnits: 40,
    inventoryCode: '31SRC1',
  });
  const ticket = (number: string, contractId: string | null) => ({
    scaleTicketNumber: number,
    scaleTicketDate: '2031-10-02',
    growerName: 'Zephyr Hollow Farms',
    contractId,
    billOfLandingNumber: `BOL-${number}`,
    grossQuantity: 1000,
    netQuantity: 980,
    testWeight: 56,
    moisture: 15,
    damage: 1,
    foreignMaterial: 1,
    productionPlanId: plan.productionPlanId,
    externalReferenceId: ids.midwest!,
  });
  await buildScaleTickets(db, [ticket('ZT-448811', null), ticket('ZT-448812', ids[OWN.zephyrNorth]!)]);

  // A company with a 1+8 SAP id, and a deleted one that nobody finds.
  await buildCompanies(db, [
    { companyName: 'Quillfeather Grain Co-op', companyType: 'grain-receiver', sapId: '00123456789' },
    { companyName: 'Quillfeather Closed Elevator', companyType: 'grain-receiver', deletedAt: new Date() },
  ]);
});
afterAll(() => portal?.close());

async function search(email: string | null, query: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return injectAs(portal.app, email, { method: 'GET', url: `/api/search?${qs}` });
}
async function found(email: string, query: Record<string, string | number>): Promise<GlobalSearchResult> {
  const response = await search(email, query);
  expect(response.statusCode).toBe(200);
  return json<GlobalSearchResult>(response);
}

describe('GET /api/search: access and input', () => {
  it('answers 401 signed out and 403 without read-company anywhere', async () => {
    expect((await search(null, { global_search: 'Prairie' })).statusCode).toBe(401);
    for (const who of ['receiver', 'reseller', 'operator'] as const) {
      expect((await search(DEMO[who], { global_search: 'Prairie' })).statusCode).toBe(403);
    }
    for (const who of ['admin', 'salesrep', 'steward'] as const) {
      expect((await search(DEMO[who], { global_search: 'Prairie' })).statusCode).toBe(200);
    }
  });

  it('answers 400 for a short term, an unknown group or status and a bad limit', async () => {
    const short = await search(DEMO.admin, { global_search: ' ab ' });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).details).toEqual([{ field: 'global_search', message: 'Please type at least 3 characters' }]);
    expect((await search(DEMO.admin, {})).statusCode).toBe(400);
    const type = await search(DEMO.admin, { global_search: 'Prairie', types: 'companies,farms' });
    expect(errorOf(type).message).toBe('Unknown search type');
    const status = await search(DEMO.admin, { global_search: 'Prairie', contract_status: 'pending,lost' });
    expect(errorOf(status).message).toBe('Unknown contract status');
    expect((await search(DEMO.admin, { global_search: 'Prairie', limit: 1001 })).statusCode).toBe(400);
    expect((await search(DEMO.admin, { global_search: 'Prairie', year: 'soon' })).statusCode).toBe(400);
  });

  it('answers only the groups asked for', async () => {
    const result = await found(DEMO.admin, { global_search: 'Prairie', types: 'companies' });
    expect(Object.keys(result)).toEqual(['companies']);
    const all = await found(DEMO.admin, { global_search: 'Prairie' });
    expect(Object.keys(all).sort()).toEqual(['companies', 'contracts', 'scale_tickets', 'users']);
  });
});

describe('companies', () => {
  it('match the name anywhere, never deleted companies', async () => {
    const { companies: group } = await found(DEMO.admin, { global_search: 'prairie', types: 'companies' });
    expect(group!.items.map((c) => c.company_name)).toEqual(['Prairie Gold Seed Co.', 'Prairie Horizon Ethanol']);
    const quill = await found(DEMO.salesrep, { global_search: 'Quillfeather', types: 'companies' });
    expect(quill.companies!.items.map((c) => c.company_name)).toEqual(['Quillfeather Grain Co-op']);
  });

  it('apply the SAP id rules: 8 digits and 1+8 get 00, 00… of 10+ is exact', async () => {
    const sap = async (term: string) =>
      (await found(DEMO.admin, { global_search: term, types: 'companies' })).companies!.items.map(
        (c) => c.company_name,
      );
    expect(await sap('0012345678')).toEqual(['Prairie Gold Seed Co.']);
    expect(await sap('12345678')).toEqual(['Prairie Gold Seed Co.']);
    expect(await sap('123456789')).toEqual(['Quillfeather Grain Co-op']);
    // A SAP-style id matches exactly, not as a part of a longer id.
    expect(await sap('001234567')).toEqual([]);
  });

  it('pages with limit, offset and has_more', async () => {
    const first = await found(DEMO.admin, { global_search: 'Prairie', types: 'companies', limit: 1 });
    expect(first.companies).toEqual({
      items: [expect.objectContaining({ company_name: 'Prairie Gold Seed Co.' })],
      has_more: true,
    });
    const second = await found(DEMO.admin, { global_search: 'Prairie', types: 'companies', limit: 1, offset: 1 });
    expect(second.companies).toEqual({
      items: [expect.objectContaining({ company_name: 'Prairie Horizon Ethanol' })],
      has_more: false,
    });
  });
});

describe('users', () => {
  const names = (result: GlobalSearchResult) => result.users!.items.map((u) => `${u.first} ${u.last}`);

  it('admins find every user, with a company to link to (none for platform admins)', async () => {
    const result = await found(DEMO.admin, { global_search: 'example.com', types: 'users' });
    expect(names(result)).toEqual(expect.arrayContaining(['Rachel Okafor', 'Alex Morgan', 'Riley Jensen']));
    const rachel = result.users!.items.find((u) => u.last === 'Okafor')!;
    expect(rachel).toMatchObject({
      email: DEMO.receiver,
      company_id: ids.cornbelt,
      company_name: 'Cornbelt Renewable Fuels',
    });
    expect(result.users!.items.find((u) => u.last === 'Morgan')!.company_id).toBeNull();
  });

  it('every word must match (first, last or e-mail)', async () => {
    expect(names(await found(DEMO.admin, { global_search: 'rachel okafor', types: 'users' }))).toEqual([
      'Rachel Okafor',
    ]);
    expect(names(await found(DEMO.admin, { global_search: 'rachel jensen', types: 'users' }))).toEqual([]);
  });

  it('others find the users of the companies where they hold read-user', async () => {
    // The sales representative reads users at the three resellers only.
    const salesrep = names(await found(DEMO.salesrep, { global_search: 'example.com', types: 'users' }));
    expect(salesrep).toEqual(expect.arrayContaining(['Riley Jensen', 'Sam Rivera']));
    expect(salesrep).not.toContain('Rachel Okafor');
    expect(salesrep).not.toContain('Alex Morgan');
    const riley = (await found(DEMO.salesrep, { global_search: 'Jensen', types: 'users' })).users!.items[0]!;
    expect(riley.company_id).toBe(ids.prairieGold);
    // The steward reads users at the provider only.
    expect(names(await found(DEMO.steward, { global_search: 'example.com', types: 'users' }))).toEqual(['Stella Hart']);
  });
});

describe('contracts', () => {
  const newIds = (result: GlobalSearchResult) => result.contracts!.items.map((c) => c.new_contract_id).sort();

  it('a new contract id matches exactly; a grower SAP id or name finds the grower’s contracts', async () => {
    const byId = await found(DEMO.admin, { global_search: OWN.zephyrNorth.toLowerCase(), types: 'contracts' });
    expect(byId.contracts!.items).toEqual([
      {
        contract_id: ids[OWN.zephyrNorth],
        company_id: ids.midwest,
        new_contract_id: OWN.zephyrNorth,
        grower_name: 'Zephyr Hollow Farms',
        contract_year: 2026,
        contract_state: 'pending',
        contract_status: 'pending',
        contract_type: 'commercial-feed',
        reseller: 'North Star Seed Sales',
      },
    ]);
    const all = [OWN.zephyrPrairie, OWN.zephyrNorth, OWN.zephyrVoided].sort();
    expect(newIds(await found(DEMO.admin, { global_search: '0059990001', types: 'contracts' }))).toEqual(all);
    expect(newIds(await found(DEMO.admin, { global_search: 'zephyr hollow', types: 'contracts' }))).toEqual(all);
  });

  it('2.07: a contract whose signer declined reads Denied, as on the dashboard', async () => {
    const db = portal.app.deps.db;
    const [signer] = await db
      .insert(contractSigners)
      .values({ contractId: ids[OWN.zephyrNorth]!, role: 'grower', declinedAt: new Date() })
      .returning();
    try {
      const byId = await found(DEMO.admin, { global_search: OWN.zephyrNorth, types: 'contracts' });
      expect(byId.contracts!.items[0]).toMatchObject({ contract_state: 'pending', contract_status: 'denied' });
    } finally {
      await db.delete(contractSigners).where(eq(contractSigners.contractSignerId, signer!.contractSignerId));
    }
  });

  it('filters by year and status; deleted contracts are never found', async () => {
    expect(newIds(await found(DEMO.admin, { global_search: 'Zephyr', types: 'contracts', year: 2025 }))).toEqual([
      OWN.zephyrVoided,
    ]);
    expect(
      newIds(await found(DEMO.admin, { global_search: 'Zephyr', types: 'contracts', contract_status: 'pending' })),
    ).toEqual([OWN.zephyrPrairie, OWN.zephyrNorth].sort());
    expect(newIds(await found(DEMO.admin, { global_search: OWN.zephyrDeleted, types: 'contracts' }))).toEqual([]);
  });

  it('are scoped by the contract visibility rules', async () => {
    // The sales representative covers the three resellers: both live contracts and the voided one.
    expect(newIds(await found(DEMO.salesrep, { global_search: 'Zephyr', types: 'contracts' }))).toEqual(
      [OWN.zephyrPrairie, OWN.zephyrNorth, OWN.zephyrVoided].sort(),
    );
    // The steward sees only the contracts of activities they steward: none of these.
    expect(newIds(await found(DEMO.steward, { global_search: 'Zephyr', types: 'contracts' }))).toEqual([]);
  });
});

describe('scale tickets', () => {
  it('match the ticket number, or the tickets of a new contract id, with the plan year to link to', async () => {
    const byNumber = await found(DEMO.admin, { global_search: '448811', types: 'scale_tickets' });
    expect(byNumber.scale_tickets!.items).toEqual([
      expect.objectContaining({
        scale_ticket_number: 'ZT-448811',
        company_id: ids.midwest,
        company_name: 'Midwest Grain Logistics',
        year: 2031,
        scale_ticket_date: '2031-10-02',
      }),
    ]);
    const byContract = await found(DEMO.salesrep, { global_search: OWN.zephyrNorth, types: 'scale_tickets' });
    expect(byContract.scale_tickets!.items.map((t) => t.scale_ticket_number)).toEqual(['ZT-448812']);
    expect(
      (await found(DEMO.admin, { global_search: 'ZT-4488', types: 'scale_tickets', year: 2030 })).scale_tickets!.items,
    ).toEqual([]);
  });

  it('only of companies the user may see', async () => {
    const db = portal.app.deps.db;
    await db.update(companies).set({ deletedAt: new Date() }).where(eq(companies.companyId, ids.midwest!));
    try {
      expect(
        (await found(DEMO.admin, { global_search: 'ZT-4488', types: 'scale_tickets' })).scale_tickets!.items,
      ).toEqual([]);
    } finally {
      await db.update(companies).set({ deletedAt: null }).where(eq(companies.companyId, ids.midwest!));
    }
  });
});

describe('the queries use the trigram indexes', () => {
  it('name and number searches are planned on the gin indexes', async () => {
    await portal.app.deps.db.transaction(async (tx) => {
      // The demo tables are small; the planner is told to avoid a sequential scan if it can.
      await tx.execute('set local enable_seqscan = off');
      const plan = async (query: string) => {
        const { rows } = (await tx.execute(`explain ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      };
      expect(await plan(`select * from companies where company_name ilike '%prairie%'`)).toContain(
        'companies_name_trgm_idx',
      );
      expect(await plan(`select * from growers where grower_name ilike '%zephyr%'`)).toContain('growers_name_trgm_idx');
      expect(await plan(`select * from scale_tickets where scale_ticket_number ilike '%4488%'`)).toContain(
        'scale_tickets_number_trgm_idx',
      );
      expect(
        await plan(
          `select * from users where (coalesce(first, '') || ' ' || coalesce(last, '') || ' ' || email) ilike '%okafor%'`,
        ),
      ).toContain('users_search_trgm_idx');
    });
  });

  it('keep no pending list, so a bulk upload does not slow every search until a vacuum', async () => {
    const { rows } = (await portal.app.deps.db.execute(
      `select c.relname, c.reloptions from pg_class c join pg_am a on a.oid = c.relam where a.amname = 'gin' order by 1`,
    )) as unknown as { rows: { relname: string; reloptions: string[] | null }[] };
    expect(rows.map((r) => r.relname)).toEqual([
      'companies_name_trgm_idx',
      'contracts_new_id_trgm_idx',
      'growers_name_trgm_idx',
      'scale_tickets_number_trgm_idx',
      'users_search_trgm_idx',
    ]);
    for (const row of rows) expect(row.reloptions).toEqual(['fastupdate=false']);
  });
});
