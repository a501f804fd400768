import {
  CONTRACT_LIST_COUNT_CAP,
  contractListQuerySchema,
  formatListTotal,
  type ContractListResponse,
  type ContractView,
  type FieldError,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildContract, buildGrower } from '../../../test/factories';
import { stewardshipActivities, stewardshipStorage, users } from '../../db/schema';
import { DEMO, errorOf, inject, injectAs, json } from '../../../test/portal';
import { loadActor } from '../../plugins/actor';
import { listContracts, listStatements } from './contract-list-repository';
import { queryRows } from '../../db/raw-query';
import {
  ALL_STATES,
  cornbeltPlan,
  company,
  db,
  demoContract,
  getContract,
  list,
  makeSteward,
  removeSteward,
  portal,
  setUpContractsPortal,
} from './contracts.fixtures';

/** The contracts list and one contract: the demo data, filters, scope, and the company and plan lists. */
setUpContractsPortal();

describe('demo contracts', () => {
  it('cover every state, with signers, history, committed units and PDFs', async () => {
    const { items } = await list(DEMO.admin, `?contract_status=${ALL_STATES}&limit=1000`);
    expect(new Set(items.map((i) => i.contract_state))).toEqual(new Set(ALL_STATES.split(',')));
    expect(new Set(items.map((i) => i.contract_type))).toEqual(new Set(['commercial-feed', 'generic', 'fed-on-farm']));
    const completed = await demoContract('hansen', 'completed');
    const { contract } = json<{ contract: ContractView }>(await getContract(DEMO.admin, completed.contractId));
    expect(contract.contract_signers.map((s) => s.contract_status)).toEqual(['signed', 'signed', 'signed']);
    expect(contract.contract_history.created_user_info?.user_email).toBe(DEMO.admin);
    expect(contract.committed_units.length).toBeGreaterThan(0);
    expect(contract.signed_doc_link).toBe(`/api/contract-pdf/${completed.contractId}?signed=true`);
    const amendment = await demoContract('hansen', 'amendment_pending');
    expect(amendment.parentVoidedContractId).toBeTruthy();
    const pdf = await injectAs(portal.app, DEMO.admin, { method: 'GET', url: contract.contract_doc_link });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const signed = await injectAs(portal.app, DEMO.admin, { method: 'GET', url: contract.signed_doc_link! });
    expect(signed.statusCode).toBe(200);
    expect(signed.rawPayload.length).toBeGreaterThan(pdf.rawPayload.length);
  });
});

describe('GET /api/grower-contracts/v1', () => {
  it("names the program of each contract's production plan, or none", async () => {
    const { items } = await list(DEMO.admin, `?contract_status=${ALL_STATES}&limit=1000`);
    const names = new Set(items.map((i) => i.program_name));
    expect(names).toEqual(new Set([expect.stringMatching(/^Enogen Fuel \d{4}$/), 'Enogen Feed Pilot', null]));
  });

  it('needs a session', async () => {
    expect((await inject(portal.app, { method: 'GET', url: '/api/grower-contracts/v1' })).statusCode).toBe(401);
    expect((await inject(portal.app, { method: 'GET', url: `/api/contract-pdf/${cornbeltPlan}` })).statusCode).toBe(
      401,
    );
  });

  it('leaves voided contracts out by default, newest first, with the dashboard columns', async () => {
    const { items, total } = await list(DEMO.admin);
    expect(items.length).toBe(total);
    expect(items.some((i) => i.contract_state === 'voided')).toBe(false);
    const created = items.map((i) => i.created);
    expect(created).toEqual([...created].sort().reverse());
    expect(items[0]).toEqual(
      expect.objectContaining({
        contract_id: expect.any(String),
        company_id: expect.any(String),
        grower_name: expect.any(String),
        reseller: expect.any(String),
        grain_receiver_name: expect.any(String),
        new_contract_id: expect.stringMatching(/^\d{2}[A-Z]{3}\d{10}$/),
      }),
    );
    // the stewardship circles: null for a contract without an activity
    expect(items.some((i) => i.stewardship === null)).toBe(true);
    const voided = await list(DEMO.admin, '?contract_status=voided');
    expect(voided.total).toBeGreaterThan(0);
    expect(voided.items.every((i) => i.contract_state === 'voided')).toBe(true);
  });

  it('filters by year, grower, new contract id, company and plan, and pages', async () => {
    const all = await list(DEMO.admin, `?contract_status=${ALL_STATES}`);
    expect((await list(DEMO.admin, `?contract_status=${ALL_STATES}&year=2025`)).total).toBe(0);
    expect((await list(DEMO.admin, `?contract_status=${ALL_STATES}&contract_year=2026`)).total).toBe(all.total);
    const hansen = await list(DEMO.admin, `?contract_status=${ALL_STATES}&grower_name=hansen`);
    expect(hansen.total).toBeGreaterThan(0);
    expect(hansen.items.every((i) => i.grower_name === 'Hansen Family Farms')).toBe(true);
    const bySap = await list(DEMO.admin, `?contract_status=${ALL_STATES}&grower_sap_id=0050000004`);
    expect(bySap.total).toBeGreaterThan(0);
    expect(bySap.items.every((i) => i.grower_name === 'Two Rivers Ranch')).toBe(true);
    const one = all.items[3]!;
    expect(
      (await list(DEMO.admin, `?contract_status=${ALL_STATES}&new_contract_id=${one.new_contract_id}`)).items.map(
        (i) => i.contract_id,
      ),
    ).toEqual([one.contract_id]);
    const selected = await list(DEMO.admin, '?selected_contract_status=voided');
    expect(selected.total).toBeGreaterThan(0);
    expect(selected.items.every((i) => i.contract_state === 'voided')).toBe(true);
    const signedForPrairieGold = await list(
      DEMO.admin,
      `?contract_status=${ALL_STATES}&signer_external_reference_id=${company.prairieGold}`,
    );
    expect(signedForPrairieGold.total).toBeGreaterThan(0);
    expect(signedForPrairieGold.items.every((i) => i.reseller_id === company.prairieGold)).toBe(true);
    const midwest = await list(DEMO.admin, `?external_reference_id=${company.midwest}`);
    expect(midwest.total).toBe(2);
    const plan = await list(DEMO.admin, `?contract_status=${ALL_STATES}&production_plan_id=${cornbeltPlan}`);
    expect(plan.items.every((i) => i.company_id === company.cornbelt)).toBe(true);
    const page = await list(DEMO.admin, `?contract_status=${ALL_STATES}&limit=2&offset=2`);
    expect(page.items.map((i) => i.contract_id)).toEqual(all.items.slice(2, 4).map((i) => i.contract_id));
    expect(page.total).toBe(all.total);
    const past = await list(DEMO.admin, `?contract_status=${ALL_STATES}&limit=2&offset=500`);
    expect(past).toEqual({ items: [], total: all.total });
    const bad = await injectAs(portal.app, DEMO.admin, { method: 'GET', url: '/api/grower-contracts/v1?limit=1001' });
    expect(bad.statusCode).toBe(400);
  });

  it('shows each user only the contracts of their companies', async () => {
    const everything = await list(DEMO.admin, `?contract_status=${ALL_STATES}&limit=1000`);
    const reseller = await list(DEMO.reseller, `?contract_status=${ALL_STATES}&limit=1000`);
    expect(reseller.total).toBeGreaterThan(0);
    expect(reseller.items.every((i) => i.reseller_id === company.prairieGold)).toBe(true);
    expect(reseller.total).toBe(everything.items.filter((i) => i.reseller_id === company.prairieGold).length);

    const receiver = await list(DEMO.receiver, `?contract_status=${ALL_STATES}&limit=1000`);
    expect(receiver.items.every((i) => i.company_id === company.cornbelt)).toBe(true);
    expect(receiver.total).toBe(everything.items.filter((i) => i.company_id === company.cornbelt).length);

    const salesrep = await list(DEMO.salesrep, `?contract_status=${ALL_STATES}&limit=1000`);
    const covered = [company.prairieGold, company.heartland, company.northStar];
    expect(salesrep.total).toBe(everything.items.filter((i) => covered.includes(i.reseller_id!)).length);

    const operator = await list(DEMO.operator, `?contract_status=${ALL_STATES}`);
    expect(operator.items.map((i) => i.contract_type)).toEqual(['fed-on-farm', 'commercial-feed']);

    const heartland = await list(DEMO.newuser, `?contract_status=${ALL_STATES}`);
    expect(heartland.total).toBeGreaterThan(0);
    expect(heartland.items.every((i) => i.reseller_id === company.heartland)).toBe(true);
  });

  it('2.120: a reseller searching by grower name, SAP id or contract id finds only its own contracts', async () => {
    // One grower contracted through the reseller's company and through another one.
    const twin = await buildGrower(db(), { growerName: 'Twin Search Farms', sapId: '0077700001' });
    const [mine, theirs] = await Promise.all([
      buildContract(db(), {
        grainReceiverId: company.cornbelt,
        growerId: twin.growerId,
        externalReferenceId: company.prairieGold,
        newContractId: '26TWN100000001',
      }),
      buildContract(db(), {
        grainReceiverId: company.horizon,
        growerId: twin.growerId,
        externalReferenceId: company.northStar,
        newContractId: '26TWN100000002',
      }),
    ]);
    const ids = (r: ContractListResponse) => r.items.map((i) => i.contract_id);
    for (const search of ['grower_name=twin%20search', 'grower_sap_id=0077700001', 'new_contract_id=26TWN1000000']) {
      expect(ids(await list(DEMO.reseller, `?${search}`)), search).toEqual([mine.contractId]);
      expect(new Set(ids(await list(DEMO.admin, `?${search}`))), search).toEqual(
        new Set([mine.contractId, theirs.contractId]),
      );
    }
    expect(ids(await list(DEMO.reseller, '?new_contract_id=26TWN100000002'))).toEqual([]);
  });

  it('answers 404 for a contract out of scope, for the JSON and the PDF', async () => {
    const heartland = await demoContract('kowalski', 'pendinggrowersigned');
    expect((await getContract(DEMO.reseller, heartland.contractId)).statusCode).toBe(404);
    expect((await getContract(DEMO.newuser, heartland.contractId)).statusCode).toBe(200);
    expect(
      (await injectAs(portal.app, DEMO.reseller, { method: 'GET', url: `/api/contract-pdf/${heartland.contractId}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await injectAs(portal.app, DEMO.admin, {
          method: 'GET',
          url: `/api/contract-pdf/${heartland.contractId}?signed=true`,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lets stewards see the contracts of the activities they steward', async () => {
    // the demo steward stewards the activities of the completed demo contracts (and only those)
    const target = await demoContract('twoRivers', 'completed');
    const all = await list(DEMO.steward, `?contract_status=${ALL_STATES}`);
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.items.every((i) => ['amendment_completed', 'completed'].includes(i.contract_state))).toBe(true);
    await removeSteward(DEMO.steward, target.contractId);
    const fewer = await list(DEMO.steward, `?contract_status=${ALL_STATES}`);
    expect(fewer.items.map((i) => i.contract_id)).not.toContain(target.contractId);
    expect(fewer.total).toBe(all.total - 1);
    const activityId = await makeSteward(DEMO.steward, target.contractId);
    const seen = await list(DEMO.steward, `?contract_status=${ALL_STATES}`);
    // Two Rivers' demo stewardship: planting and harvest done on the live fields, one bin cleaned without capacity
    expect(seen.items.find((i) => i.contract_id === target.contractId)!.stewardship).toEqual({
      stewardship_activity_id: activityId,
      planting: 'complete',
      harvest: 'complete',
      storage: 'partial',
    });
  });
});

describe('the contracts list at scale', () => {
  it('counts at most the cap (the total is then cap + 1) and enriches only the page', async () => {
    const all = await list(DEMO.admin, `?contract_status=${ALL_STATES}&limit=1000`);
    expect(all.total).toBeGreaterThan(3);
    const [admin] = await db().select({ id: users.id }).from(users).where(eq(users.email, DEMO.admin));
    const actor = (await loadActor(db(), admin!.id))!;
    const query = contractListQuerySchema.parse({ contract_status: ALL_STATES, limit: '2', offset: '1' });
    const capped = await listContracts(db(), actor, query, [], 2);
    expect(capped).toEqual({ items: all.items.slice(1, 3), total: 3 });
    expect(formatListTotal(CONTRACT_LIST_COUNT_CAP + 1)).toBe('10,000+');
    expect(formatListTotal(CONTRACT_LIST_COUNT_CAP)).toBe('10,000');
  });

  it('shows a stewardship activity with its planting, harvest and storage levels', async () => {
    // the newest contract without an activity
    const first = (await list(DEMO.admin)).items.find((i) => i.stewardship === null);
    const [activity] = await db()
      .insert(stewardshipActivities)
      .values({ contractId: first!.contract_id, harvestYear: 2026 })
      .returning();
    const id = activity!.stewardshipActivityId;
    await db()
      .insert(stewardshipStorage)
      .values([
        { stewardshipActivityId: id, locationName: 'Bin 1', cleanoutDate: '2026-10-01' },
        { stewardshipActivityId: id, locationName: 'Bin 2' },
      ]);
    try {
      const [row] = (await list(DEMO.admin)).items.filter((i) => i.contract_id === first!.contract_id);
      expect(row!.stewardship).toEqual({
        stewardship_activity_id: id,
        planting: 'empty',
        harvest: 'empty',
        storage: 'partial',
      });
    } finally {
      await db().delete(stewardshipActivities).where(eq(stewardshipActivities.stewardshipActivityId, id));
    }
  });
});

describe('POST /api/companies_contract and /api/search-by-production-plan', () => {
  it('lists the contracts of companies and of production plans, scoped', async () => {
    const mine = await injectAs(portal.app, DEMO.receiver, {
      method: 'POST',
      url: '/api/companies_contract',
      payload: { companyList: [company.cornbelt, company.horizon] },
    });
    const items = json<ContractListResponse>(mine).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.company_id === company.cornbelt)).toBe(true);
    const byPlan = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: '/api/search-by-production-plan',
      payload: { production_plan_ids: [cornbeltPlan], offset: 0 },
    });
    const page = json<ContractListResponse>(byPlan);
    const planned = await list(DEMO.admin, `?production_plan_id=${cornbeltPlan}&limit=1000`);
    expect(page.total).toBe(planned.total);
    expect(page.items).toEqual(planned.items.slice(0, 20));
    const rest = json<ContractListResponse>(
      await injectAs(portal.app, DEMO.admin, {
        method: 'POST',
        url: '/api/search-by-production-plan',
        payload: { production_plan_ids: [cornbeltPlan], offset: 1 },
      }),
    );
    expect(rest.items).toEqual(planned.items.slice(1, 21));
    const none = await injectAs(portal.app, DEMO.reseller, {
      method: 'POST',
      url: '/api/companies_contract',
      payload: { companyList: [company.northStar] },
    });
    expect(json<ContractListResponse>(none).total).toBe(0);
    expect(
      (
        await injectAs(portal.app, DEMO.reseller, {
          method: 'POST',
          url: '/api/companies_contract',
          payload: { companyList: [] },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('the contracts list sorts by its columns', () => {
  type Item = ContractListResponse['items'][number];
  const sorted = (items: Item[], keys: (keyof Item)[], order: 'asc' | 'desc') =>
    [...items].sort((a, b) => {
      for (const key of keys) {
        const [x, y] = [String(a[key]), String(b[key])];
        if (x !== y) return (x < y ? -1 : 1) * (order === 'asc' ? 1 : -1);
      }
      return 0;
    });
  const ids = (items: Item[]) => items.map((i) => i.contract_id);
  const everything = `contract_status=${ALL_STATES}&limit=1000`;

  it('each sort orders the rows, both ways, with a stable tie-breaker across pages', async () => {
    const all = (await list(DEMO.admin, `?${everything}`)).items;
    expect(all.length).toBeGreaterThan(5);
    const cases: [string, (keyof Item)[]][] = [
      ['created', ['created', 'contract_id']],
      ['contract_year', ['contract_year', 'created', 'contract_id']],
      ['new_contract_id', ['new_contract_id']],
    ];
    for (const [sort, keys] of cases) {
      for (const order of ['asc', 'desc'] as const) {
        const { items } = await list(DEMO.admin, `?${everything}&sort=${sort}&order=${order}`);
        expect(ids(items), `${sort} ${order}`).toEqual(ids(sorted(all, keys, order)));
        const pages = [0, 3].map((offset) =>
          list(DEMO.admin, `?contract_status=${ALL_STATES}&sort=${sort}&order=${order}&limit=3&offset=${offset}`),
        );
        expect(ids((await Promise.all(pages)).flatMap((p) => p.items))).toEqual(ids(items.slice(0, 6)));
      }
    }
    // newest first without a sort
    expect(ids((await list(DEMO.admin, `?${everything}`)).items)).toEqual(
      ids(sorted(all, ['created', 'contract_id'], 'desc')),
    );
  });

  it('a sort keeps the scope: a reseller sees the same contracts in another order', async () => {
    const mine = await list(DEMO.reseller, `?${everything}`);
    const byId = await list(DEMO.reseller, `?${everything}&sort=new_contract_id&order=asc`);
    expect(byId.total).toBe(mine.total);
    expect(new Set(ids(byId.items))).toEqual(new Set(ids(mine.items)));
    expect(byId.items.every((i) => i.reseller_id === company.prairieGold)).toBe(true);
  });

  it('a column that is not sortable, or an unknown order, is a validation error', async () => {
    for (const query of ['sort=grower_name', 'sort=created&order=up']) {
      const bad = await injectAs(portal.app, DEMO.admin, { method: 'GET', url: `/api/grower-contracts/v1?${query}` });
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).code).toBe('validation_failed');
      expect((errorOf(bad).details as FieldError[]).map((d) => d.field)).toEqual([
        query.includes('up') ? 'order' : 'sort',
      ]);
    }
  });

  it('each sort reads a page in the order of an index (no sort of the whole list)', async () => {
    const [admin] = await db().select({ id: users.id }).from(users).where(eq(users.email, DEMO.admin));
    const actor = (await loadActor(db(), admin!.id))!;
    const cases: [Record<string, string>, string][] = [
      [{ sort: 'created' }, 'contracts_live_created_idx'],
      [{ sort: 'created', order: 'asc', year: '2026' }, 'contracts_live_year_created_idx'],
      [{ sort: 'contract_year' }, 'contracts_live_year_created_idx'],
      [{ sort: 'new_contract_id', order: 'asc' }, 'contracts_new_contract_id_unique'],
    ];
    await db().transaction(async (tx) => {
      // The demo table is small: the planner is told to avoid scanning it whole or sorting it if it can.
      await tx.execute('set local enable_seqscan = off');
      await tx.execute('set local enable_sort = off');
      for (const [params, index] of cases) {
        const { list: statement } = listStatements(actor, contractListQuerySchema.parse(params));
        const rows = await queryRows<{ 'QUERY PLAN': string }>(tx, { ...statement, sql: `explain ${statement.sql}` });
        const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
        expect(plan, JSON.stringify(params)).toContain(index);
        // the page's limit sits on the index scan, with no sort of the matching rows under it
        const limit = plan.slice(plan.indexOf('Limit'));
        expect(limit.slice(0, limit.indexOf(index)), JSON.stringify(params)).not.toContain('Sort');
      }
    });
  });
});
