import {
  CONTRACT_LIST_COUNT_CAP,
  CONTRACT_MESSAGES as M,
  contractListQuerySchema,
  formatListTotal,
  planMonthsMessage,
  type ContractListResponse,
  type ContractView,
  type CreateContractInput,
  type FieldError,
} from '@portal/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  assignments,
  auditLog,
  companies,
  contracts,
  companyTraining,
  contractTemplates,
  fields,
  growers,
  productionPlans,
  roles,
  scaleTickets,
  stewardshipActivities,
  stewardshipStewards,
  stewardshipStorage,
  storageLocations,
  syncAttempts,
  users,
} from '../../db/schema';
import { createTestPortal, DEMO, errorOf, inject, injectAs, json, type TestPortal } from '../../../test/portal';
import { loadActor } from '../../plugins/actor';
import { listContracts } from './contract-repository';
import { CREATE_MESSAGES } from './create-contract';

type Created = { contract_id: string; contract_doc_link: string; new_contract_id: string };

const ALL_STATES =
  'pending,pendinggrowersigned,amendment_pending,amendmentpendinggrowersigned,completed,amendment_completed,voided';

let portal: TestPortal;
const company = {} as Record<'cornbelt' | 'horizon' | 'midwest' | 'prairieGold' | 'heartland' | 'northStar', string>;
const grower = {} as Record<'hansen' | 'miller' | 'kowalski' | 'twoRivers', string>;
let cornbeltPlan = '';

const db = () => portal.app.deps.db;

async function companyId(name: string) {
  const [row] = await db().select({ id: companies.companyId }).from(companies).where(eq(companies.companyName, name));
  return row!.id;
}
async function growerId(name: string) {
  const [row] = await db().select({ id: growers.growerId }).from(growers).where(eq(growers.growerName, name));
  return row!.id;
}

/** A valid commercial-feed contract at Cornbelt for Hansen's North 80 (80 ac × APH 190 = 15 200 bushels in Oct). */
async function hansenPayload(overrides: Partial<CreateContractInput> = {}): Promise<CreateContractInput> {
  const [field] = await db()
    .select()
    .from(fields)
    .where(and(eq(fields.growerId, grower.hansen), eq(fields.fieldName, 'North 80')));
  const [storage] = await db().select().from(storageLocations).where(eq(storageLocations.growerId, grower.hansen));
  return {
    contract_type: 'commercial-feed',
    contract_year: 2026,
    production_plan_id: cornbeltPlan,
    inventory_code: '26COR1',
    grain_receiver_details: { grain_receiver_id: company.cornbelt },
    reseller_details: { reseller_id: company.prairieGold },
    grower_details: { grower_id: grower.hansen, phone: '515-555-0200', email: 'hansen@farm.example.com' },
    fields: [
      {
        field_id: field!.fieldId,
        field_name: field!.fieldName,
        farm_id: field!.farmId,
        planting_rate: 32000,
        average_yield: 190,
        border_rows: false,
        acres: 80,
        crop_year: 2026,
        latitude: field!.latitude,
        longitude: field!.longitude,
        is_total: false,
      },
    ],
    storage: [
      {
        storage_location_id: storage!.storageLocationId,
        storage_name: storage!.storageName,
        storage_capacity: storage!.storageCapacity,
        storage_type: 'Grain',
        storage_latitude: storage!.storageLatitude,
        storage_longitude: storage!.storageLongitude,
      },
    ],
    delivery_schedule: [
      {
        delivery_month: 10,
        delivery_year: 2026,
        delivery_type: 'grain',
        contract_acres: 50,
        contract_units: 9500,
        available_acres: 800,
      },
      {
        delivery_month: 11,
        delivery_year: 2026,
        delivery_type: 'grain',
        contract_acres: 30,
        contract_units: 5700,
        available_acres: 1000,
      },
      {
        delivery_month: 12,
        delivery_year: 2026,
        delivery_type: 'grain',
        contract_acres: 0,
        contract_units: 0,
        available_acres: 700,
      },
    ],
    ...overrides,
  };
}

const create = (user: string, payload: unknown) =>
  injectAs(portal.app, user, { method: 'POST', url: '/api/grower-contracts/v1', payload: payload as object });
const getContract = (user: string, id: string) =>
  injectAs(portal.app, user, { method: 'GET', url: `/api/grower-contracts/v1?contract_id=${id}` });
const list = async (user: string, query = '') => {
  const response = await injectAs(portal.app, user, { method: 'GET', url: `/api/grower-contracts/v1${query}` });
  expect(response.statusCode).toBe(200);
  return json<ContractListResponse>(response);
};
const messages = (response: Parameters<typeof errorOf>[0]) =>
  (errorOf(response).details as FieldError[]).map((d) => d.message);

/** A demo contract by grower and state. */
async function demoContract(growerName: keyof typeof grower, state: string) {
  const [row] = await db()
    .select()
    .from(contracts)
    .where(and(eq(contracts.growerId, grower[growerName]), eq(contracts.contractState, state)))
    .orderBy(asc(contracts.created));
  if (!row) throw new Error(`No demo contract of ${growerName} in ${state}`);
  return row;
}

async function giveRole(email: string, companyKey: keyof typeof company, roleName: string) {
  const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  const [role] = await db().select({ id: roles.roleId }).from(roles).where(eq(roles.roleName, roleName));
  await db().insert(assignments).values({ userId: user!.id, companyId: company[companyKey], roleId: role!.id });
}

beforeAll(async () => {
  portal = await createTestPortal();
  company.cornbelt = await companyId('Cornbelt Renewable Fuels');
  company.horizon = await companyId('Prairie Horizon Ethanol');
  company.midwest = await companyId('Midwest Grain Logistics');
  company.prairieGold = await companyId('Prairie Gold Seed Co.');
  company.heartland = await companyId('Heartland Ag Supply');
  company.northStar = await companyId('North Star Seed Sales');
  grower.hansen = await growerId('Hansen Family Farms');
  grower.miller = await growerId('Miller Acres');
  grower.kowalski = await growerId('Kowalski Grain');
  grower.twoRivers = await growerId('Two Rivers Ranch');
  const [plan] = await db().select().from(productionPlans).where(eq(productionPlans.companyId, company.cornbelt));
  cornbeltPlan = plan!.productionPlanId;
});

afterAll(() => portal?.close());

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
        stewardship: null,
      }),
    );
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
    expect(midwest.total).toBe(1);
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
    expect(operator.items.map((i) => i.contract_type)).toEqual(['fed-on-farm']);

    const heartland = await list(DEMO.newuser, `?contract_status=${ALL_STATES}`);
    expect(heartland.total).toBeGreaterThan(0);
    expect(heartland.items.every((i) => i.reseller_id === company.heartland)).toBe(true);
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
    expect((await list(DEMO.steward, `?contract_status=${ALL_STATES}`)).total).toBe(0);
    const target = await demoContract('twoRivers', 'completed');
    const [activity] = await db()
      .insert(stewardshipActivities)
      .values({ contractId: target.contractId, harvestYear: 2026, externalReferenceId: company.northStar })
      .returning();
    const [steward] = await db().select({ id: users.id }).from(users).where(eq(users.email, DEMO.steward));
    await db()
      .insert(stewardshipStewards)
      .values({ stewardshipActivityId: activity!.stewardshipActivityId, userId: steward!.id });
    const seen = await list(DEMO.steward, `?contract_status=${ALL_STATES}`);
    expect(seen.items.map((i) => i.contract_id)).toEqual([target.contractId]);
    expect(seen.items[0]!.stewardship).toEqual({
      stewardship_activity_id: activity!.stewardshipActivityId,
      planting: 'empty',
      harvest: 'empty',
      storage: 'empty',
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
    expect(formatListTotal(CONTRACT_LIST_COUNT_CAP)).toBe('10000');
  });

  it('shows a stewardship activity with its planting, harvest and storage levels', async () => {
    const [first] = (await list(DEMO.admin)).items;
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

describe('POST /api/grower-contracts/v1 (create)', () => {
  it('creates a pending contract with the spec defaults, committed units, history and a PDF', async () => {
    const response = await create(DEMO.receiver, await hansenPayload());
    expect(response.statusCode).toBe(201);
    const created = json<Created>(response);
    expect(created.new_contract_id).toMatch(/^26COR1\d{9}$/);
    expect(created.contract_doc_link).toBe(`/api/contract-pdf/${created.contract_id}`);
    const { contract } = json<{ contract: ContractView }>(await getContract(DEMO.receiver, created.contract_id));
    expect(contract).toMatchObject({
      contract_state: 'pending',
      contract_language: 'en',
      contract_originated: 'portal',
      contract_start: '2026-01-01',
      contract_end: '2026-12-31',
      external_reference_id: company.prairieGold,
      grain_receiver_id: company.cornbelt,
      production_plan_id: cornbeltPlan,
      parent_voided_contract_id: null,
      has_scale_tickets: false,
    });
    expect(contract.contract_details.display_details).toMatchObject({
      training_id: 'us-enogen',
      delivery_month: 'september',
      unit_type: 'bushels',
      unit_size: 80000,
      units_needed: 32,
      total_acres: 80,
      weighted_planting_rate: 32000,
      production_plan_inventory_code: '26COR1',
    });
    expect(contract.contract_details.grower_details.phone).toBe('515-555-0200');
    expect(contract.contract_details.fields[0]!.farm_name).toBe('Hansen Home Farm');
    expect(contract.contract_details.delivery_schedule).toHaveLength(2);
    expect(contract.committed_units).toEqual([
      expect.objectContaining({ delivery_month: 10, delivery_year: 2026, contract_acres: 50, contract_units: 9500 }),
      expect.objectContaining({ delivery_month: 11, delivery_year: 2026, contract_acres: 30, contract_units: 5700 }),
    ]);
    expect(contract.contract_history.created_user_info).toMatchObject({
      user_email: DEMO.receiver,
      user_name: 'Rachel Okafor',
      system_name: 'portal',
    });
    const pdf = await injectAs(portal.app, DEMO.receiver, { method: 'GET', url: created.contract_doc_link });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [audited] = await db()
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'contract'), eq(auditLog.entityId, created.contract_id)));
    expect(audited!.n).toBe(1);
  });

  it('numbers contracts from the sequence', async () => {
    const first = json<Created>(await create(DEMO.receiver, await hansenPayload()));
    const second = json<Created>(await create(DEMO.receiver, await hansenPayload()));
    expect(Number(second.new_contract_id.slice(6))).toBe(Number(first.new_contract_id.slice(6)) + 1);
  });

  it('generates the PDF in the contract language with the French template', async () => {
    const [field] = await db()
      .select()
      .from(fields)
      .where(eq(fields.growerId, grower.twoRivers))
      .orderBy(asc(fields.fieldName));
    const [storage] = await db().select().from(storageLocations).where(eq(storageLocations.growerId, grower.twoRivers));
    const [plan] = await db().select().from(productionPlans).where(eq(productionPlans.companyId, company.horizon));
    await db()
      .insert(companyTraining)
      .values({ trainingYear: 2026, companySapId: '0012345680', companyName: 'North Star Seed Sales', active: true })
      .onConflictDoNothing();
    const payload = await hansenPayload({
      contract_type: 'fed-on-farm',
      contract_language: 'fr',
      production_plan_id: plan!.productionPlanId,
      grain_receiver_details: { grain_receiver_id: company.horizon },
      reseller_details: { reseller_id: company.northStar },
      grower_details: { grower_id: grower.twoRivers },
      fields: [
        {
          field_id: field!.fieldId,
          field_name: field!.fieldName,
          planting_rate: 33000,
          average_yield: 200,
          acres: 45.5,
        },
      ],
      storage: [
        {
          storage_location_id: storage!.storageLocationId,
          storage_name: 'Bins',
          storage_capacity: 1000,
          storage_latitude: 43,
          storage_longitude: -97,
        },
      ],
      delivery_schedule: [
        { delivery_month: 10, delivery_year: 2026, delivery_type: 'grain', contract_acres: 45.5, contract_units: 9100 },
      ],
      cattle_info: { cattle_type: 'dairy', unit_count: 100 },
    });
    const response = await create(DEMO.admin, payload);
    expect(response.statusCode).toBe(201);
    const created = json<Created>(response);
    const { contract } = json<{ contract: ContractView }>(await getContract(DEMO.admin, created.contract_id));
    expect(contract.contract_language).toBe('fr');
    expect(contract.new_contract_id).toMatch(/^26PRA1/);
    expect(contract.contract_details.cattle_info).toEqual({ cattle_type: 'dairy', unit_count: 100 });
    const [template] = await db()
      .select()
      .from(contractTemplates)
      .where(
        and(
          eq(contractTemplates.productionPlanId, plan!.productionPlanId),
          eq(contractTemplates.templateLanguage, 'fr'),
        ),
      );
    expect(contract.contract_template_id).toBe(template!.contractTemplateId);
  });

  it('is refused without a session and without create-contract at the receiver', async () => {
    const payload = await hansenPayload();
    expect((await inject(portal.app, { method: 'POST', url: '/api/grower-contracts/v1', payload })).statusCode).toBe(
      401,
    );
    expect((await create(DEMO.reseller, payload)).statusCode).toBe(403);
    expect((await create(DEMO.operator, payload)).statusCode).toBe(403);
    expect((await create(DEMO.salesrep, payload)).statusCode).toBe(403);
  });

  it('lets the 3PO create at its own company with its plan', async () => {
    const [plan] = await db().select().from(productionPlans).where(eq(productionPlans.companyId, company.midwest));
    const payload = await hansenPayload({
      third_party_operator_id: company.midwest,
      production_plan_id: plan!.productionPlanId,
    });
    const response = await create(DEMO.operator, payload);
    expect(response.statusCode).toBe(201);
    expect(json<Created>(response).new_contract_id).toMatch(/^26MID1/);
  });

  it('lists every failing Continue check of an empty payload with the spec texts', async () => {
    const response = await create(DEMO.receiver, {});
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'validation_failed', message: M.missingGrainReceiver });
    expect(messages(response)).toEqual([
      M.missingGrainReceiver,
      M.selectContractType,
      M.selectContractYear,
      M.missingGrower,
      M.missingReseller,
      M.selectStorage,
    ]);
    expect((errorOf(response).details as FieldError[]).every((d) => d.field === '')).toBe(true);
  });

  it('enforces the field, APH, delivery and bushel checks', async () => {
    const base = await hansenPayload();
    const field = base.fields![0]!;
    const noFields = await create(DEMO.receiver, { ...base, fields: [] });
    expect(messages(noFields)).toContain(M.selectField);
    const missing = await create(DEMO.receiver, {
      ...base,
      fields: [{ ...field, acres: null, planting_rate: null, average_yield: 301 }],
    });
    expect(messages(missing)).toEqual(expect.arrayContaining([M.fillAcres, M.plantingRateAndAph, M.aphRange]));
    const uneven = await create(DEMO.receiver, { ...base, delivery_schedule: [base.delivery_schedule![0]!] });
    expect(messages(uneven)).toEqual([M.remainingBushels]);
    const noMonth = await create(DEMO.receiver, { ...base, delivery_schedule: [] });
    expect(messages(noMonth)).toContain(M.deliveryMonth);
    const september = await create(DEMO.receiver, {
      ...base,
      delivery_schedule: [
        { delivery_month: 9, delivery_year: 2026, delivery_type: 'grain', contract_acres: 80, contract_units: 15200 },
      ],
    });
    expect(messages(september)).toEqual([
      planMonthsMessage(['Oct-26', 'Nov-26', 'Dec-26', 'Jan-27', 'Mar-27', 'May-27', 'Jul-27']),
    ]);
    const noStorage = await create(DEMO.receiver, { ...base, storage: [] });
    expect(messages(noStorage)).toEqual([M.selectStorage]);
  });

  it('checks the generic total row and fed-on-farm cattle', async () => {
    const base = await hansenPayload();
    const generic = await create(DEMO.receiver, {
      ...base,
      contract_type: 'generic',
      fields: [
        { field_id: 'total_enogen_acres_id', is_total: true, acres: 100, planting_rate: 90000, average_yield: 40 },
      ],
    });
    expect(messages(generic)).toEqual(expect.arrayContaining([M.aphRange, M.genericPlantingRateRange]));
    const empty = await create(DEMO.receiver, {
      ...base,
      contract_type: 'generic',
      fields: [
        { field_id: 'total_enogen_acres_id', is_total: true, acres: null, planting_rate: null, average_yield: null },
      ],
    });
    expect(messages(empty)).toEqual(expect.arrayContaining([M.fillAcres, M.fillAph, M.fillPlantingRate]));
    const fed = await create(DEMO.receiver, { ...base, contract_type: 'fed-on-farm' });
    expect(messages(fed)).toEqual([M.cattle]);
    const fuel = await create(DEMO.receiver, { ...base, contract_type: 'fuel' });
    expect(messages(fuel)).toEqual([M.selectContractType]);
    const genericOk = await create(DEMO.receiver, {
      ...base,
      contract_type: 'generic',
      fields: [
        { field_id: 'total_enogen_acres_id', is_total: true, acres: 100, planting_rate: 140000, average_yield: 200 },
      ],
      delivery_schedule: [
        { delivery_month: 10, delivery_year: 2026, delivery_type: 'grain', contract_acres: 100, contract_units: 20000 },
      ],
    });
    expect(genericOk.statusCode).toBe(201);
    const { contract } = json<{ contract: ContractView }>(
      await getContract(DEMO.receiver, json<Created>(genericOk).contract_id),
    );
    expect(contract.contract_details.display_details).toMatchObject({ unit_size: 140000, units_needed: 100 });
  });

  it('checks the reseller training, the grower fields, the plans and the template from the database', async () => {
    const base = await hansenPayload();
    // Heartland is trained (Hansen is not its grower, which is a party check of its own)
    const trained = await create(DEMO.receiver, { ...base, reseller_details: { reseller_id: company.heartland } });
    expect(messages(trained)).not.toContain(M.resellerTraining);
    const [north] = await db().select().from(companies).where(eq(companies.companyId, company.northStar));
    await db().delete(companyTraining).where(eq(companyTraining.companySapId, north!.sapId!));
    expect(
      messages(await create(DEMO.receiver, { ...base, reseller_details: { reseller_id: company.northStar } })),
    ).toContain(M.resellerTraining);
    expect(messages(await create(DEMO.receiver, { ...base, contract_year: 2027 }))).toContain(M.selectContractYear);

    const [bare] = await db()
      .insert(growers)
      .values({ growerName: 'Bare Land LLC', resellerCompanyId: company.prairieGold })
      .returning();
    const noFields = await create(DEMO.receiver, { ...base, grower_details: { grower_id: bare!.growerId } });
    expect(messages(noFields)).toEqual(
      expect.arrayContaining([M.growerNoFields, CREATE_MESSAGES.foreignField, CREATE_MESSAGES.foreignStorage]),
    );
    const [other] = await db().select().from(fields).where(eq(fields.growerId, grower.miller));
    const foreign = await create(DEMO.receiver, {
      ...base,
      fields: [{ ...base.fields![0]!, field_id: other!.fieldId }],
    });
    expect(messages(foreign)).toEqual([CREATE_MESSAGES.foreignField]);

    const [newcomer] = await db()
      .insert(companies)
      .values({
        companyName: 'Newcomer Ethanol',
        companyType: 'grain-receiver',
        inventoryCode: 'NEW1',
        sapId: '0020000099',
      })
      .returning();
    const noPlans = await create(DEMO.admin, {
      ...base,
      production_plan_id: null,
      grain_receiver_details: { grain_receiver_id: newcomer!.companyId },
    });
    expect(messages(noPlans)).toContain(M.noPlans);

    const [bare2026] = await db()
      .insert(productionPlans)
      .values({
        companyId: newcomer!.companyId,
        contractYear: 2026,
        aph: 200,
        totalAcres: 100,
        totalUnits: 20000,
        inventoryCode: '26NEW1',
      })
      .returning();
    const noTemplate = await create(DEMO.admin, {
      ...base,
      production_plan_id: bare2026!.productionPlanId,
      grain_receiver_details: { grain_receiver_id: newcomer!.companyId },
    });
    expect(messages(noTemplate)).toContain(M.missingTemplate);
  });

  it('validates shapes with field errors', async () => {
    const base = await hansenPayload();
    const response = await create(DEMO.receiver, {
      ...base,
      storage: [{ ...base.storage![0]!, storage_latitude: 95 }],
    });
    expect(response.statusCode).toBe(400);
    expect(messages(response)).toEqual([M.latitude]);
  });
});

describe('amend', () => {
  it('voids the original and creates the amendment in one step', async () => {
    const original = json<Created>(await create(DEMO.receiver, await hansenPayload()));
    const response = await create(
      DEMO.receiver,
      await hansenPayload({ parent_voided_contract_id: original.contract_id }),
    );
    expect(response.statusCode).toBe(201);
    const amendment = json<Created>(response);
    const { contract } = json<{ contract: ContractView }>(await getContract(DEMO.receiver, amendment.contract_id));
    expect(contract.contract_state).toBe('amendment_pending');
    expect(contract.parent_voided_contract_id).toBe(original.contract_id);
    const before = json<{ contract: ContractView }>(await getContract(DEMO.receiver, original.contract_id)).contract;
    expect(before.contract_state).toBe('voided');
    expect(before.voided_date).toBeTruthy();
    expect(before.contract_history.voided_user_info?.user_email).toBe(DEMO.receiver);
    expect(before.contract_history.amended_user_info?.user_email).toBe(DEMO.receiver);
  });

  it('leaves exactly one amendment when two amends of one contract race', async () => {
    const original = json<Created>(await create(DEMO.receiver, await hansenPayload()));
    const payload = await hansenPayload({ parent_voided_contract_id: original.contract_id });
    const responses = await Promise.all([create(DEMO.receiver, payload), create(DEMO.receiver, payload)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const loser = responses.find((r) => r.statusCode === 409)!;
    expect(errorOf(loser).message).toBe(CREATE_MESSAGES.alreadyAmended);
    const [children] = await db()
      .select({ n: count() })
      .from(contracts)
      .where(eq(contracts.parentVoidedContractId, original.contract_id));
    expect(children!.n).toBe(1);
  });

  it('amends an already voided contract, keeps its identity and needs amend-contract at its receiver', async () => {
    const voided = await demoContract('hansen', 'voided');
    const other = await db()
      .select({ id: contracts.contractId })
      .from(contracts)
      .where(eq(contracts.parentVoidedContractId, voided.contractId));
    expect(other).toHaveLength(1);
    const again = await create(DEMO.receiver, await hansenPayload({ parent_voided_contract_id: voided.contractId }));
    expect(again.statusCode).toBe(409);

    const original = json<Created>(await create(DEMO.receiver, await hansenPayload()));
    const changed = await create(
      DEMO.receiver,
      await hansenPayload({
        parent_voided_contract_id: original.contract_id,
        reseller_details: { reseller_id: company.heartland },
      }),
    );
    expect(messages(changed)).toContain(CREATE_MESSAGES.amendIdentity);
    expect(
      (await create(DEMO.reseller, await hansenPayload({ parent_voided_contract_id: original.contract_id })))
        .statusCode,
    ).toBe(403);
    const missing = await create(
      DEMO.receiver,
      await hansenPayload({ parent_voided_contract_id: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('void, delete, sync, archive', () => {
  const voidCall = (user: string, id: string, payload: object = {}) =>
    injectAs(portal.app, user, { method: 'PATCH', url: `/api/void?contract_id=${id}`, payload });

  it('voids at the receiver and records who did it', async () => {
    const created = json<Created>(await create(DEMO.receiver, await hansenPayload()));
    expect(
      (await inject(portal.app, { method: 'PATCH', url: `/api/void?contract_id=${created.contract_id}`, payload: {} }))
        .statusCode,
    ).toBe(401);
    expect((await voidCall(DEMO.reseller, created.contract_id)).statusCode).toBe(403);
    const response = await voidCall(DEMO.receiver, created.contract_id, { voided_from: 'contract-detail' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ contract_id: created.contract_id, contract_state: 'voided' });
    const { contract } = json<{ contract: ContractView }>(await getContract(DEMO.receiver, created.contract_id));
    expect(contract.contract_history.voided_user_info?.user_email).toBe(DEMO.receiver);
    expect((await voidCall(DEMO.receiver, created.contract_id)).statusCode).toBe(409);
  });

  it('needs void-contract at the contract’s receiver or 3PO, not anywhere', async () => {
    const pending = await demoContract('miller', 'pending');
    await giveRole(DEMO.operator, 'prairieGold', 'reseller');
    expect((await getContract(DEMO.operator, pending.contractId)).statusCode).toBe(200);
    expect((await voidCall(DEMO.operator, pending.contractId)).statusCode).toBe(403);
    const horizon = await demoContract('twoRivers', 'completed');
    expect((await voidCall(DEMO.receiver, horizon.contractId)).statusCode).toBe(404);
  });

  it('is blocked while scale tickets exist', async () => {
    const created = json<Created>(await create(DEMO.receiver, await hansenPayload()));
    await db().insert(scaleTickets).values({
      scaleTicketNumber: 'T-1',
      scaleTicketDate: '2026-10-05',
      growerName: 'Hansen Family Farms',
      contractId: created.contract_id,
      billOfLandingNumber: 'B-1',
      grossQuantity: 1000,
      netQuantity: 990,
      testWeight: 56,
      moisture: 15,
      damage: 0,
      foreignMaterial: 0,
      productionPlanId: cornbeltPlan,
      externalReferenceId: company.cornbelt,
    });
    const response = await voidCall(DEMO.receiver, created.contract_id);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe(M.voidBlocked);
    expect(
      json<{ contract: ContractView }>(await getContract(DEMO.receiver, created.contract_id)).contract
        .has_scale_tickets,
    ).toBe(true);
    const amend = await create(DEMO.receiver, await hansenPayload({ parent_voided_contract_id: created.contract_id }));
    expect(amend.statusCode).toBe(409);
  });

  it('deletes voided contracts only, with delete-void, recorded and hidden afterwards', async () => {
    const created = json<Created>(await create(DEMO.receiver, await hansenPayload()));
    const del = (user: string) =>
      injectAs(portal.app, user, {
        method: 'PATCH',
        url: '/api/grower-contracts/v1',
        payload: { contract_id: created.contract_id, deleted_user_info: { user_name: 'x' } },
      });
    expect((await del(DEMO.admin)).statusCode).toBe(409);
    await voidCall(DEMO.receiver, created.contract_id);
    expect((await del(DEMO.receiver)).statusCode).toBe(403);
    const response = await del(DEMO.admin);
    expect(response.statusCode).toBe(200);
    expect((await getContract(DEMO.admin, created.contract_id)).statusCode).toBe(404);
    const voided = await list(DEMO.admin, '?contract_status=voided&limit=1000');
    expect(voided.items.some((i) => i.contract_id === created.contract_id)).toBe(false);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created.contract_id), eq(auditLog.action, 'delete')));
    expect(audits).toHaveLength(1);
    expect((await del(DEMO.admin)).statusCode).toBe(404);
  });

  it('syncs through the connector and records the attempt', async () => {
    const completed = await demoContract('hansen', 'completed');
    const sync = (user: string) =>
      injectAs(portal.app, user, { method: 'POST', url: `/api/trigger-contracts?contract_id=${completed.contractId}` });
    expect((await sync(DEMO.receiver)).statusCode).toBe(403);
    expect((await sync(DEMO.salesrep)).statusCode).toBe(200);
    const response = await sync(DEMO.admin);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ success: true, status_code: 200 });
    const attempts = await db()
      .select()
      .from(syncAttempts)
      .where(and(eq(syncAttempts.target, 'contract'), eq(syncAttempts.targetId, completed.newContractId)));
    expect(attempts).toHaveLength(2);
    expect(attempts[0]!.payload).toMatchObject({ contract_id: completed.contractId });

    const spy = vi
      .spyOn(portal.app.deps.connector, 'sync')
      .mockResolvedValueOnce({ ok: false, statusCode: 500, attempts: 3, error: 'Endpoint answered 500' });
    const failed = await sync(DEMO.admin);
    spy.mockRestore();
    expect(failed.statusCode).toBe(502);
    expect(errorOf(failed).message).toBe(M.syncFailed);
  });

  it('links the archived PDF of completed contracts only', async () => {
    const completed = await demoContract('hansen', 'completed');
    const archive = await injectAs(portal.app, DEMO.reseller, {
      method: 'GET',
      url: `/api/archive-pdf-contracts?contract_id=${completed.contractId}`,
    });
    expect(json(archive)).toEqual({
      contract_id: completed.contractId,
      link: `/api/contract-pdf/${completed.contractId}?signed=true`,
    });
    const pending = await demoContract('miller', 'pending');
    expect(
      (
        await injectAs(portal.app, DEMO.reseller, {
          method: 'GET',
          url: `/api/archive-pdf-contracts?contract_id=${pending.contractId}`,
        })
      ).statusCode,
    ).toBe(409);
  });
});

describe('every contract call', () => {
  const id = '00000000-0000-4000-8000-000000000001';
  const calls: {
    method: 'GET' | 'POST' | 'PATCH';
    url: string;
    payload?: object;
    bad: { url: string; payload?: object };
  }[] = [
    {
      method: 'PATCH',
      url: '/api/grower-contracts/v1',
      payload: { contract_id: id },
      bad: { url: '/api/grower-contracts/v1', payload: { contract_id: 'x' } },
    },
    {
      method: 'PATCH',
      url: `/api/void?contract_id=${id}`,
      payload: {},
      bad: { url: '/api/void?contract_id=x', payload: {} },
    },
    { method: 'POST', url: `/api/trigger-contracts?contract_id=${id}`, bad: { url: '/api/trigger-contracts' } },
    { method: 'GET', url: `/api/archive-pdf-contracts?contract_id=${id}`, bad: { url: '/api/archive-pdf-contracts' } },
    {
      method: 'PATCH',
      url: '/api/update-contract-fields',
      payload: { contract_id: id, fields: [{ field_id: 'a', acres: 1 }] },
      bad: { url: '/api/update-contract-fields', payload: { contract_id: id, fields: [] } },
    },
    {
      method: 'PATCH',
      url: '/api/contract-stewardship-history',
      payload: { contract_id: id, stewardship_history: { action: 'x' } },
      bad: {
        url: '/api/contract-stewardship-history',
        payload: { contract_id: id, stewardship_history: { action: '' } },
      },
    },
    {
      method: 'POST',
      url: '/api/companies_contract',
      payload: { companyList: [id] },
      bad: { url: '/api/companies_contract', payload: { companyList: ['x'] } },
    },
    {
      method: 'POST',
      url: '/api/search-by-production-plan',
      payload: { production_plan_ids: [id] },
      bad: { url: '/api/search-by-production-plan', payload: { production_plan_ids: [] } },
    },
    { method: 'GET', url: `/api/drafts?contract_id=${id}`, bad: { url: '/api/drafts' } },
    {
      method: 'POST',
      url: '/api/drafts',
      payload: { contract_id: id, draft: {} },
      bad: { url: '/api/drafts', payload: { contract_id: id } },
    },
  ];

  it('needs a session', async () => {
    for (const call of calls) {
      const response = await inject(portal.app, { method: call.method, url: call.url, payload: call.payload });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it('rejects malformed input with 400, and unknown contracts with 404', async () => {
    for (const call of calls) {
      const bad = await injectAs(portal.app, DEMO.admin, {
        method: call.method,
        url: call.bad.url,
        payload: call.bad.payload,
      });
      expect(bad.statusCode, `${call.method} ${call.bad.url}`).toBe(400);
      expect(errorOf(bad).code).toBe('validation_failed');
    }
    for (const call of calls.filter(
      (c) => !['/api/companies_contract', '/api/search-by-production-plan'].includes(c.url),
    )) {
      const unknown = await injectAs(portal.app, DEMO.admin, {
        method: call.method,
        url: call.url,
        payload: call.payload,
      });
      expect(unknown.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
  });
});

describe('fields, stewardship history, company and plan lists, drafts', () => {
  it('updates the contract fields and records assign_fields_user_info, keeping initial_fields', async () => {
    const created = json<Created>(await create(DEMO.receiver, await hansenPayload()));
    const [creek] = await db()
      .select()
      .from(fields)
      .where(and(eq(fields.growerId, grower.hansen), eq(fields.fieldName, 'Creek Bottom')));
    const body = {
      contract_id: created.contract_id,
      fields: [
        { field_id: creek!.fieldId, field_name: 'Creek Bottom', acres: 45.5, planting_rate: 33000, average_yield: 200 },
      ],
    };
    expect(
      (
        await injectAs(portal.app, DEMO.reseller, {
          method: 'PATCH',
          url: '/api/update-contract-fields',
          payload: body,
        })
      ).statusCode,
    ).toBe(403);
    const response = await injectAs(portal.app, DEMO.receiver, {
      method: 'PATCH',
      url: '/api/update-contract-fields',
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    const { contract } = json<{ contract: ContractView }>(await getContract(DEMO.receiver, created.contract_id));
    expect(contract.contract_details.fields.map((f) => f.field_name)).toEqual(['Creek Bottom']);
    expect(contract.contract_details.initial_fields.map((f) => f.field_name)).toEqual(['North 80']);
    expect(contract.contract_history.assign_fields_user_info?.user_email).toBe(DEMO.receiver);
    const [miller] = await db().select().from(fields).where(eq(fields.growerId, grower.miller));
    const foreign = await injectAs(portal.app, DEMO.receiver, {
      method: 'PATCH',
      url: '/api/update-contract-fields',
      payload: { ...body, fields: [{ ...body.fields[0], field_id: miller!.fieldId }] },
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('adds stewardship history entries', async () => {
    const completed = await demoContract('twoRivers', 'completed');
    const payload = { contract_id: completed.contractId, stewardship_history: { action: 'Recorded planting' } };
    expect(
      (
        await injectAs(portal.app, DEMO.reseller, {
          method: 'PATCH',
          url: '/api/contract-stewardship-history',
          payload,
        })
      ).statusCode,
    ).toBe(403);
    const response = await injectAs(portal.app, DEMO.steward, {
      method: 'PATCH',
      url: '/api/contract-stewardship-history',
      payload,
    });
    expect(response.statusCode).toBe(200);
    const { contract } = json<{ contract: ContractView }>(await getContract(DEMO.steward, completed.contractId));
    expect(contract.contract_history.stewardship_history).toEqual([
      expect.objectContaining({ action: 'Recorded planting', user_email: DEMO.steward, user_name: 'Stella Hart' }),
    ]);
  });

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

  it('keeps a draft per user and contract', async () => {
    const pending = await demoContract('miller', 'pending');
    const draft = { grower_details: { phone: '515-555-0999' } };
    const saved = await injectAs(portal.app, DEMO.receiver, {
      method: 'POST',
      url: '/api/drafts',
      payload: { contract_id: pending.contractId, draft },
    });
    expect(saved.statusCode).toBe(200);
    const read = await injectAs(portal.app, DEMO.receiver, {
      method: 'GET',
      url: `/api/drafts?contract_id=${pending.contractId}`,
    });
    expect(json(read)).toMatchObject({ contract_id: pending.contractId, draft });
    const other = await injectAs(portal.app, DEMO.reseller, {
      method: 'GET',
      url: `/api/drafts?contract_id=${pending.contractId}`,
    });
    expect(json(other)).toMatchObject({ draft: null });
    const heartland = await demoContract('kowalski', 'pendinggrowersigned');
    expect(
      (
        await injectAs(portal.app, DEMO.reseller, {
          method: 'GET',
          url: `/api/drafts?contract_id=${heartland.contractId}`,
        })
      ).statusCode,
    ).toBe(404);
  });
});
