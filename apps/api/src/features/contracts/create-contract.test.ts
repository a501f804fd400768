import { CONTRACT_MESSAGES as M, planMonthsMessage, type ContractView, type FieldError } from '@portal/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  companies,
  companyTraining,
  contractTemplates,
  fields,
  productionPlans,
  storageLocations,
} from '../../db/schema';
import { buildCompany, buildGrower, buildLink, buildPlan } from '../../../test/factories';
import { DEMO, errorOf, inject, injectAs, json } from '../../../test/portal';
import { CREATE_MESSAGES } from './create-contract';
import {
  type Created,
  cornbeltPlan,
  company,
  create,
  db,
  getContract,
  grower,
  hansenPayload,
  messages,
  portal,
  setUpContractsPortal,
} from './contracts.fixtures';

/** POST /api/grower-contracts/v1: a new contract, its PDF, and every check of the create form. */
setUpContractsPortal();

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
    // North Star is not an Enogen dealer: its company allows Non Enogen Contracts
    await db()
      .update(companies)
      .set({ allowNonEnogenContracts: true })
      .where(eq(companies.companyId, company.northStar));
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

  it('lets the 3PO create at its own company with its plan, for a grain receiver it is linked to', async () => {
    const [plan] = await db().select().from(productionPlans).where(eq(productionPlans.companyId, company.midwest));
    await buildLink(db(), { companyId1: company.midwest, companyId2: company.cornbelt });
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

    const bare = await buildGrower(db(), { growerName: 'Bare Land LLC', resellerCompanyId: company.prairieGold });
    const noFields = await create(DEMO.receiver, { ...base, grower_details: { grower_id: bare.growerId } });
    expect(messages(noFields)).toEqual(
      expect.arrayContaining([M.growerNoFields, CREATE_MESSAGES.foreignField, CREATE_MESSAGES.foreignStorage]),
    );
    const [other] = await db().select().from(fields).where(eq(fields.growerId, grower.miller));
    const foreign = await create(DEMO.receiver, {
      ...base,
      fields: [{ ...base.fields![0]!, field_id: other!.fieldId }],
    });
    expect(messages(foreign)).toEqual([CREATE_MESSAGES.foreignField]);

    const newcomer = await buildCompany(db(), {
      companyName: 'Newcomer Ethanol',
      companyType: 'grain-receiver',
      inventoryCode: 'NEW1',
      sapId: '0020000099',
    });
    const noPlans = await create(DEMO.admin, {
      ...base,
      production_plan_id: null,
      grain_receiver_details: { grain_receiver_id: newcomer.companyId },
    });
    expect(messages(noPlans)).toContain(M.noPlans);

    const bare2026 = await buildPlan(db(), {
      companyId: newcomer.companyId,
      contractYear: 2026,
      aph: 200,
      totalAcres: 100,
      totalUnits: 20000,
      inventoryCode: '26NEW1',
    });
    const noTemplate = await create(DEMO.admin, {
      ...base,
      production_plan_id: bare2026.productionPlanId,
      grain_receiver_details: { grain_receiver_id: newcomer.companyId },
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
