import { PLAN_MESSAGES, type FieldError, type RecordHistoryPage } from '@portal/domain';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  committedUnits,
  contractTemplates,
  growers,
  linkedCompanies,
  productionPlans,
  storedFiles,
} from '../../db/schema';
import { buildCompany, buildContract, buildLink, buildPlan } from '../../../test/factories';
import { createTestPortal, DEMO, errorOf, injectAs, json, type TestPortal } from '../../../test/portal';
import { companyIdOf, contractTypeIdOf, pdfOfSize, planBody, smallPdf } from '../../../test/fixtures/plan.fixtures';
import { NOT_A_PLAN_COMPANY } from './save-plan';
import { injectAsReader } from '../../../test/record-version';
import { PLAN_RECORD } from './plan-repository';

const planPatchAs = injectAsReader(PLAN_RECORD, 'production_plan_id');

type Plan = {
  production_plan_id: string;
  company_id: string;
  company_name: string;
  contract_year: number;
  aph: number;
  total_acres: number;
  total_units: number;
  total_child_acres: number | null;
  total_child_units: number | null;
  inventory_code: string;
  premium: number | null;
  premium_type: string | null;
  parent_production_plan_id: string | null;
  created: string;
  production_plan_extra: { contract_type_id: string | null; contract_type_enum: string | null };
  delivery_location: Record<string, string>;
  template_count?: number;
  monthly_units: {
    month: number;
    year: number;
    end_product_type: string;
    available_acres: number;
    available_units: number;
    premium: number | null;
    premium_type: string | null;
    child_plan_acres: number | null;
    child_plan_units: number | null;
  }[];
  templates: {
    contract_template_id: string;
    template_language: string;
    template_name: string;
    template_doc_link: string;
    version: string;
  }[];
  company: { company_type: string; inventory_code: string; supported_languages: string[] };
  parent: { company_name: string; contract_year: number } | null;
};

/** Links two companies; the returned function removes the link again. */
async function linkCompanies(a: string, b: string) {
  const db = portal.app.deps.db;
  const row = await buildLink(db, { companyId1: a, companyId2: b });
  return () => db.delete(linkedCompanies).where(eq(linkedCompanies.linkId, row.linkId));
}

let portal: TestPortal;
const ids = { cornbelt: '', prairieHorizon: '', midwest: '', prairieGold: '', fuel: '', feed: '' };
let pdf: string;

beforeAll(async () => {
  portal = await createTestPortal();
  ids.cornbelt = await companyIdOf(portal, 'Cornbelt Renewable Fuels');
  ids.prairieHorizon = await companyIdOf(portal, 'Prairie Horizon Ethanol');
  ids.midwest = await companyIdOf(portal, 'Midwest Grain Logistics');
  ids.prairieGold = await companyIdOf(portal, 'Prairie Gold Seed Co.');
  ids.fuel = await contractTypeIdOf(portal, 'fuel');
  ids.feed = await contractTypeIdOf(portal, 'commercial-feed');
  pdf = await smallPdf();
});
afterAll(() => portal?.close());

const messagesOf = (response: Parameters<typeof errorOf>[0]) =>
  (errorOf(response).details as FieldError[]).map((d) => d.message);

const cornbeltPlan = (year: number, overrides: Record<string, unknown> = {}) =>
  planBody(
    { companyId: ids.cornbelt, contractTypeId: ids.fuel, year, inventoryCode: `${year % 100}COR1`, pdf },
    overrides,
  );

async function plansOf(companyId: string, user: string = DEMO.admin) {
  const response = await injectAs(portal.app, user, {
    method: 'GET',
    url: `/api/production-plan?company_id=${companyId}`,
  });
  return json<{ company: Plan['company'] & { company_name: string }; production_plans: Plan[] }>(response);
}
async function planOf(planId: string, user: string = DEMO.admin): Promise<Plan> {
  const response = await injectAs(portal.app, user, {
    method: 'GET',
    url: `/api/production-plan?production_plan_id=${planId}`,
  });
  expect(response.statusCode).toBe(200);
  return json<{ production_plan: Plan }>(response).production_plan;
}

describe('demo plans and reads', () => {
  it('seeds a plan for the sales year for each receiver and the 3PO, with master agreements per language', async () => {
    const cornbelt = await plansOf(ids.cornbelt, DEMO.receiver);
    expect(cornbelt.company).toMatchObject({
      company_name: 'Cornbelt Renewable Fuels',
      company_type: 'grain-receiver',
      inventory_code: 'COR1',
    });
    expect(cornbelt.production_plans.map((p) => [p.contract_year, p.inventory_code, p.template_count])).toEqual([
      [2026, '26COR1', 1],
    ]);
    const horizon = await plansOf(ids.prairieHorizon);
    expect(horizon.production_plans.map((p) => [p.inventory_code, p.template_count])).toEqual([['26PRA1', 2]]);
    const midwest = await plansOf(ids.midwest, DEMO.operator);
    expect(midwest.production_plans[0]).toMatchObject({
      inventory_code: '26MID1',
      production_plan_extra: { contract_type_enum: 'commercial-feed' },
    });

    const detail = await planOf(horizon.production_plans[0]!.production_plan_id);
    expect(detail.templates.map((t) => t.template_language)).toEqual(['en', 'fr']);
    expect(detail.templates[0]!.template_doc_link).toBe(
      `/api/template/${detail.templates[0]!.contract_template_id}/pdf`,
    );
    expect(detail.monthly_units.map((r) => `${r.month}/${r.year}`)).toEqual(['10/2026', '11/2026', '2/2027', '6/2027']);
    expect(detail.company.supported_languages).toEqual(['en', 'fr']);
  });

  it("lets the company's users, linked companies, read-company staff and admins read; others get 403", async () => {
    for (const who of ['receiver', 'reseller', 'newuser', 'salesrep', 'steward', 'admin'])
      expect(
        (
          await injectAs(portal.app, DEMO[who as keyof typeof DEMO], {
            method: 'GET',
            url: `/api/production-plan?company_id=${ids.cornbelt}`,
          })
        ).statusCode,
        who,
      ).toBe(200);
    expect(
      (
        await injectAs(portal.app, DEMO.operator, {
          method: 'GET',
          url: `/api/production-plan?company_id=${ids.cornbelt}`,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await injectAs(portal.app, DEMO.reseller, {
          method: 'GET',
          url: `/api/production-plan?company_id=${ids.prairieHorizon}`,
        })
      ).statusCode,
    ).toBe(403);
    const [plan] = (await plansOf(ids.prairieHorizon)).production_plans;
    expect(
      (
        await injectAs(portal.app, DEMO.receiver, {
          method: 'GET',
          url: `/api/production-plan?production_plan_id=${plan!.production_plan_id}`,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await injectAs(portal.app, null, { method: 'GET', url: `/api/production-plan?company_id=${ids.cornbelt}` }))
        .statusCode,
    ).toBe(401);
  });

  it('answers 404 for unknown ids and 400 for ambiguous queries', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (
        await injectAs(portal.app, DEMO.admin, {
          method: 'GET',
          url: `/api/production-plan?production_plan_id=${unknown}`,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await injectAs(portal.app, DEMO.admin, { method: 'GET', url: `/api/production-plan?company_id=${unknown}` }))
        .statusCode,
    ).toBe(404);
    expect((await injectAs(portal.app, DEMO.admin, { method: 'GET', url: `/api/production-plan` })).statusCode).toBe(
      400,
    );
    expect(
      (
        await injectAs(portal.app, DEMO.admin, {
          method: 'GET',
          url: `/api/production-plan?company_id=${ids.cornbelt}&production_plan_id=${unknown}`,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('GET /api/type lists the contract types', async () => {
    const response = await injectAs(portal.app, DEMO.receiver, { method: 'GET', url: '/api/type' });
    const names = json<{ contract_types: { contract_type_name: string }[] }>(response).contract_types.map(
      (t) => t.contract_type_name,
    );
    expect(names).toEqual(['commercial-feed', 'enogen', 'fed-on-farm', 'fuel', 'generic', 'non-enogen']);
    expect((await injectAs(portal.app, null, { method: 'GET', url: '/api/type' })).statusCode).toBe(401);
  });

  it('GET /api/inventory-code and /api/contract_year answer within what the user may read', async () => {
    const codes = (user: string) =>
      injectAs(portal.app, user, { method: 'GET', url: '/api/inventory-code?year=2026' }).then((r) =>
        json<{ inventory_codes: { inventory_code: string }[] }>(r)
          .inventory_codes.map((c) => c.inventory_code)
          .sort(),
      );
    expect(await codes(DEMO.admin)).toEqual(['26COR1', '26MID1', '26PRA1']);
    expect(await codes(DEMO.reseller)).toEqual(['26COR1', '26MID1']);
    expect(await codes(DEMO.receiver)).toEqual(['26COR1']);
    expect((await injectAs(portal.app, DEMO.admin, { method: 'GET', url: '/api/inventory-code' })).statusCode).toBe(
      400,
    );
    const years = await injectAs(portal.app, DEMO.receiver, {
      method: 'GET',
      url: `/api/contract_year?company_id=${ids.cornbelt}`,
    });
    expect(json(years)).toEqual({ contract_years: [2026] });
    expect(
      (
        await injectAs(portal.app, DEMO.receiver, {
          method: 'GET',
          url: `/api/contract_year?company_id=${ids.prairieHorizon}`,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('GET /api/es-production-plan searches readable plans by name or inventory code, paged', async () => {
    const search = (query: string, user: string = DEMO.admin) =>
      injectAs(portal.app, user, { method: 'GET', url: `/api/es-production-plan?${query}` }).then((r) =>
        json<{ items: Plan[]; total: number }>(r),
      );
    expect((await search('search=prairie')).items.map((p) => p.inventory_code)).toEqual(['26PRA1']);
    expect((await search('search=26mi')).items.map((p) => p.company_name)).toEqual(['Midwest Grain Logistics']);
    expect((await search('search=prairie', DEMO.reseller)).total).toBe(0);
    const page = await search('limit=2&offset=0&contract_year=2026');
    expect([page.items.length, page.total]).toEqual([2, 3]);
    expect((await search('company_type=3PO')).items.map((p) => p.inventory_code)).toEqual(['26MID1']);
    expect(
      (await injectAs(portal.app, DEMO.admin, { method: 'GET', url: '/api/es-production-plan?limit=500' })).statusCode,
    ).toBe(400);
    // parent candidates: the grain receivers linked to the plan creator's companies (L-2)
    expect((await search('search=prairie&parent_candidates=true', DEMO.receiver)).items).toEqual([]);
    const unlink = await linkCompanies(ids.cornbelt!, ids.prairieHorizon!);
    const parents = await search('search=prairie&parent_candidates=true', DEMO.receiver);
    expect(parents.items.map((p) => p.company_name)).toEqual(['Prairie Horizon Ethanol']);
    expect(parents.items[0]).not.toHaveProperty('premium');
    await unlink();
    expect((await search('parent_candidates=true', DEMO.operator)).items).toEqual([]);
    expect((await search('parent_candidates=true')).items.map((p) => p.inventory_code).sort()).toEqual([
      '26COR1',
      '26PRA1',
    ]);
    expect(
      (
        await injectAs(portal.app, DEMO.reseller, {
          method: 'GET',
          url: '/api/es-production-plan?parent_candidates=true',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/production-plan', () => {
  it('creates a plan with its monthly rows and master agreement, and audits it', async () => {
    const response = await injectAs(portal.app, DEMO.receiver, {
      method: 'POST',
      url: '/api/production-plan',
      payload: cornbeltPlan(2027),
    });
    expect(response.statusCode, response.body).toBe(201);
    const reply = json<{ production_plan_id: string; company_name: string; template_status: string }>(response);
    expect(reply).toMatchObject({ company_name: 'Cornbelt Renewable Fuels', template_status: 'saved' });

    const plan = await planOf(reply.production_plan_id, DEMO.receiver);
    expect(plan).toMatchObject({
      contract_year: 2027,
      inventory_code: '27COR1',
      aph: 200,
      premium: 0.26,
      premium_type: 'acres',
      total_child_acres: null,
      production_plan_extra: { contract_type_id: ids.fuel, contract_type_enum: 'fuel' },
      delivery_location: { location_name: 'Main plant', location_city: 'Nevada', location_state: 'IA' },
    });
    // the empty April row is not stored; premiums get two decimals and the plan's premium type
    expect(plan.monthly_units.map((r) => [r.month, r.year, r.available_acres, r.premium, r.premium_type])).toEqual([
      [10, 2027, 400, 0.26, 'acres'],
      [3, 2028, 300, null, 'acres'],
    ]);
    expect(plan.templates.map((t) => [t.template_language, t.template_name])).toEqual([['en', 'agreement-en.pdf']]);
    const pdfResponse = await injectAs(portal.app, DEMO.receiver, {
      method: 'GET',
      url: plan.templates[0]!.template_doc_link,
    });
    expect(pdfResponse.rawPayload.equals(Buffer.from(pdf, 'base64'))).toBe(true);

    const audits = await portal.app.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, reply.production_plan_id));
    expect(audits.map((a) => `${a.entity}:${a.action}`).sort()).toEqual([
      'contract_template:upload',
      'production_plan:create',
    ]);
  });

  it('takes the premium type from the toggle only for Fuel', async () => {
    const body = planBody(
      { companyId: ids.midwest, contractTypeId: ids.feed, year: 2027, inventoryCode: '27MID1', pdf },
      {
        monthly_units: [
          { month: 9, year: 2027, end_product_type: 'silage', available_acres: 10, available_units: 200 },
          { month: 9, year: 2027, end_product_type: 'grain', available_acres: 10, available_units: 2000 },
        ],
      },
    );
    const response = await injectAs(portal.app, DEMO.operator, {
      method: 'POST',
      url: '/api/production-plan',
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    const plan = await planOf(json<{ production_plan_id: string }>(response).production_plan_id, DEMO.operator);
    expect(plan.premium_type).toBe('bushels');
    expect(plan.monthly_units.map((r) => r.end_product_type)).toEqual(['grain', 'silage']);
  });

  it('refuses users without create-production-plan for the company', async () => {
    const denied = await injectAs(portal.app, DEMO.reseller, {
      method: 'POST',
      url: '/api/production-plan',
      payload: cornbeltPlan(2025),
    });
    expect(denied.statusCode).toBe(403);
    expect(errorOf(denied).message).toBe("Whoops! You don't have the right permissions to view this page.");
    const horizon = planBody({
      companyId: ids.prairieHorizon,
      contractTypeId: ids.fuel,
      year: 2025,
      inventoryCode: '25PRA1',
      pdf,
      languages: ['en', 'fr'],
    });
    expect(
      (await injectAs(portal.app, DEMO.receiver, { method: 'POST', url: '/api/production-plan', payload: horizon }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await injectAs(portal.app, DEMO.salesrep, {
          method: 'POST',
          url: '/api/production-plan',
          payload: cornbeltPlan(2025),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await injectAs(portal.app, null, { method: 'POST', url: '/api/production-plan', payload: cornbeltPlan(2025) }))
        .statusCode,
    ).toBe(401);
    expect(await portal.app.deps.db.$count(productionPlans, eq(productionPlans.contractYear, 2025))).toBe(0);
  });

  it('lists every rule of the save table at once', async () => {
    const response = await injectAs(portal.app, DEMO.receiver, {
      method: 'POST',
      url: '/api/production-plan',
      payload: cornbeltPlan(2025, {
        aph: 0,
        total_acres: null,
        total_units: 0,
        inventory_code: '',
        production_plan_extra: { contract_type_id: null },
        monthly_units: [],
        templates: [],
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('validation_failed');
    expect(errorOf(response).details).toEqual([
      { field: 'aph', message: 'Missing Aph Value' },
      { field: 'total_acres', message: 'Missing total acres Value' },
      { field: 'total_units', message: 'Missing Total Bushels' },
      { field: 'inventory_code', message: 'Please enter a Production Plan inventory code' },
      { field: 'production_plan_extra.contract_type_id', message: 'Missing contract type' },
      { field: 'templates.en', message: 'Missing PDF or wrong file format' },
      { field: 'monthly_units', message: 'The delivery table must have at least one full delivery month' },
    ]);
  });

  it('refuses a second plan for the same year', async () => {
    const response = await injectAs(portal.app, DEMO.receiver, {
      method: 'POST',
      url: '/api/production-plan',
      payload: cornbeltPlan(2026),
    });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual(['Production plan already exists for this year']);
  });

  it('refuses a wrong file type and an oversize PDF', async () => {
    const wrong = cornbeltPlan(2025, {
      templates: [
        {
          template_language: 'en',
          template_name: 'agreement.pdf',
          template_base64: Buffer.from('PK\u0003\u0004 a zip').toString('base64'),
        },
      ],
    });
    let response = await injectAs(portal.app, DEMO.receiver, {
      method: 'POST',
      url: '/api/production-plan',
      payload: wrong,
    });
    expect(messagesOf(response)).toEqual(['Wrong file format, it should be PDF', 'Missing PDF or wrong file format']);
    const big = cornbeltPlan(2025, {
      templates: [{ template_language: 'en', template_name: 'big.pdf', template_base64: pdfOfSize(5_000_001) }],
    });
    response = await injectAs(portal.app, DEMO.receiver, { method: 'POST', url: '/api/production-plan', payload: big });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual(['PDF file size should be less than 5MB', 'Missing PDF or wrong file format']);
    const huge = cornbeltPlan(2025, {
      templates: [{ template_language: 'en', template_name: 'huge.pdf', template_base64: pdfOfSize(17_000_000) }],
    });
    expect(
      (await injectAs(portal.app, DEMO.receiver, { method: 'POST', url: '/api/production-plan', payload: huge }))
        .statusCode,
    ).toBe(413);
  });

  it('needs one master agreement per company language', async () => {
    const horizon = planBody({
      companyId: ids.prairieHorizon,
      contractTypeId: ids.fuel,
      year: 2025,
      inventoryCode: '25PRA1',
      pdf,
    });
    const response = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: '/api/production-plan',
      payload: horizon,
    });
    expect(errorOf(response).details).toEqual([{ field: 'templates.fr', message: 'Missing PDF or wrong file format' }]);
  });

  it('needs at least one full delivery month and rows inside the 13 months', async () => {
    const half = cornbeltPlan(2025, {
      monthly_units: [{ month: 10, year: 2025, end_product_type: 'grain', available_acres: 400, available_units: 0 }],
    });
    expect(
      messagesOf(
        await injectAs(portal.app, DEMO.receiver, { method: 'POST', url: '/api/production-plan', payload: half }),
      ),
    ).toEqual([PLAN_MESSAGES.noFullDeliveryMonth, 'Oct-25 Grain: enter the units too, so it is a full delivery month']);
    const outside = cornbeltPlan(2025, {
      monthly_units: [
        { month: 10, year: 2026, end_product_type: 'grain', available_acres: 400, available_units: 8000 },
      ],
    });
    expect(
      messagesOf(
        await injectAs(portal.app, DEMO.receiver, { method: 'POST', url: '/api/production-plan', payload: outside }),
      ),
    ).toContain('Delivery months must be within the 13 months from September of the contract year');
  });

  it('checks the inventory code against the year and the company', async () => {
    const response = await injectAs(portal.app, DEMO.receiver, {
      method: 'POST',
      url: '/api/production-plan',
      payload: cornbeltPlan(2025, { inventory_code: '25MID1' }),
    });
    expect(messagesOf(response)).toEqual([PLAN_MESSAGES.invalidInventoryCode]);
    const lower = await injectAs(portal.app, DEMO.receiver, {
      method: 'POST',
      url: '/api/production-plan',
      payload: cornbeltPlan(2025, { inventory_code: '25cor1' }),
    });
    expect(messagesOf(lower)).toEqual([PLAN_MESSAGES.invalidInventoryCode]);
  });

  it('offers contract years from the sales year −1 to +1 only', async () => {
    const response = await injectAs(portal.app, DEMO.receiver, {
      method: 'POST',
      url: '/api/production-plan',
      payload: cornbeltPlan(2029),
    });
    expect(messagesOf(response)).toEqual([
      'The contract year must be the sales year, the year before or the year after',
    ]);
  });

  it('keeps plans to syngenta, grain-receiver and 3PO companies', async () => {
    const body = planBody({
      companyId: ids.prairieGold,
      contractTypeId: ids.fuel,
      year: 2025,
      inventoryCode: '25PRA1',
      pdf,
    });
    const response = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: '/api/production-plan',
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(NOT_A_PLAN_COMPANY);
  });

  it('saves nothing when a monthly row fails to insert (one transaction)', async () => {
    const db = portal.app.deps.db;
    await db.execute(sql`create function reject_row() returns trigger language plpgsql as $$
      begin if new.available_acres = 666 then raise exception 'row rejected'; end if; return new; end $$`);
    await db.execute(
      sql`create trigger reject_row before insert on monthly_units for each row execute function reject_row()`,
    );
    const templateFiles = () => db.$count(storedFiles, like(storedFiles.key, 'templates/%'));
    const filesBefore = await templateFiles();
    try {
      const body = cornbeltPlan(2025, {
        monthly_units: [
          { month: 10, year: 2025, end_product_type: 'grain', available_acres: 10, available_units: 2000 },
          { month: 11, year: 2025, end_product_type: 'grain', available_acres: 666, available_units: 2000 },
        ],
      });
      const response = await injectAs(portal.app, DEMO.receiver, {
        method: 'POST',
        url: '/api/production-plan',
        payload: body,
      });
      expect(response.statusCode).toBe(500);
      expect(await db.$count(productionPlans, eq(productionPlans.inventoryCode, '25COR1'))).toBe(0);
      expect(await db.$count(contractTemplates, eq(contractTemplates.externalReferenceId, ids.cornbelt))).toBe(2);
      expect(await templateFiles()).toBe(filesBefore);
    } finally {
      await db.execute(sql`drop trigger reject_row on monthly_units`);
      await db.execute(sql`drop function reject_row()`);
    }
  });

  it('keeps the plan when the master agreement cannot be stored (FAILED_TEMPLATE)', async () => {
    const files = portal.app.deps.files;
    const put = files.put;
    files.put = async () => {
      throw new Error('disk full');
    };
    try {
      const response = await injectAs(portal.app, DEMO.receiver, {
        method: 'POST',
        url: '/api/production-plan',
        payload: cornbeltPlan(2025),
      });
      expect(response.statusCode).toBe(201);
      const reply = json<{ production_plan_id: string; template_status: string }>(response);
      expect(reply.template_status).toBe('failed');
      const plan = await planOf(reply.production_plan_id);
      expect(plan.templates).toEqual([]);
      expect(plan.monthly_units).toHaveLength(2);
    } finally {
      files.put = put;
    }
  });
});

describe('PATCH /api/production-plan', () => {
  let planId: string;
  beforeAll(async () => {
    planId = (await plansOf(ids.cornbelt)).production_plans.find((p) => p.contract_year === 2026)!.production_plan_id;
  });
  const patch = (overrides: Record<string, unknown>, user: string = DEMO.receiver) =>
    planPatchAs(portal.app, user, {
      method: 'PATCH',
      url: '/api/production-plan',
      payload: {
        ...cornbeltPlan(2026, { templates: [] }),
        production_plan_id: planId,
        ...overrides,
      },
    });

  it('updates the plan and replaces its rows; its own year and existing templates count', async () => {
    const before = await planOf(planId);
    const response = await patch({
      aph: 210,
      total_acres: 4800,
      total_units: 1008000,
      monthly_units: [
        { month: 12, year: 2026, end_product_type: 'grain', available_acres: 4800, available_units: 1008000 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({
      production_plan_id: planId,
      company_name: 'Cornbelt Renewable Fuels',
      template_status: 'none',
      version: expect.any(String),
    });
    const after = await planOf(planId);
    expect([after.aph, after.total_acres, after.monthly_units.length]).toEqual([210, 4800, 1]);
    // the same master agreements (their rows are rewritten with the plan's contract type: new versions)
    const unversioned = (templates: Plan['templates']) => templates.map(({ version: _v, ...t }) => t);
    expect(unversioned(after.templates)).toEqual(unversioned(before.templates));
    expect(after.created).toBe(before.created);
  });

  it("shows the plan's history: a save old → new with the user's name; scoped as reading the plan", async () => {
    const before = await planOf(planId);
    expect((await patch({ aph: before.aph + 5 })).statusCode).toBe(200);
    const history = (user: string, id = planId) =>
      injectAs(portal.app, user, { method: 'GET', url: `/api/production-plan/history?production_plan_id=${id}` });
    const response = await history(DEMO.receiver);
    expect(response.statusCode, response.body).toBe(200);
    const [latest] = json<RecordHistoryPage>(response).items;
    expect(latest).toMatchObject({ action: 'update', entity: 'production_plan', user_name: 'Rachel Okafor' });
    expect(latest!.changes).toContainEqual({ field: 'aph', from: before.aph, to: before.aph + 5 });

    const read = (user: string) =>
      injectAs(portal.app, user, { method: 'GET', url: `/api/production-plan?production_plan_id=${planId}` });
    expect((await read(DEMO.operator)).statusCode).toBe(403);
    expect((await history(DEMO.operator)).statusCode).toBe(403);
    expect((await history(DEMO.receiver, crypto.randomUUID())).statusCode).toBe(404);
  });

  it('replaces the master agreement of a language and keeps the old file as a version', async () => {
    const [before] = (await planOf(planId)).templates;
    const [oldRow] = await portal.app.deps.db
      .select()
      .from(contractTemplates)
      .where(eq(contractTemplates.contractTemplateId, before!.contract_template_id));
    expect(await portal.app.deps.files.get(oldRow!.fileKey)).not.toBeNull();
    const replacement = await smallPdf('Replacement agreement');
    const response = await patch({
      templates: [{ template_language: 'en', template_name: 'new.pdf', template_base64: replacement }],
    });
    expect(json(response)).toMatchObject({ template_status: 'saved' });
    const [after] = (await planOf(planId)).templates;
    expect(after).toMatchObject({ contract_template_id: before!.contract_template_id, template_name: 'new.pdf' });
    const file = await injectAs(portal.app, DEMO.receiver, { method: 'GET', url: after!.template_doc_link });
    expect(file.rawPayload.equals(Buffer.from(replacement, 'base64'))).toBe(true);
    expect(await portal.app.deps.files.get(oldRow!.fileKey)).not.toBeNull();
    const versions = await injectAs(portal.app, DEMO.receiver, {
      method: 'GET',
      url: `/api/template/${before!.contract_template_id}/versions`,
    });
    expect(json<{ versions: { current: boolean }[] }>(versions).versions.map((v) => v.current)).toEqual([true, false]);
  });

  it('still refuses another plan year of the company', async () => {
    const response = await patch({
      contract_year: 2027,
      inventory_code: '27COR1',
      monthly_units: cornbeltPlan(2027).monthly_units,
    });
    expect(messagesOf(response)).toEqual([PLAN_MESSAGES.duplicateYear]);
  });

  it('needs update-production-plan for the company and the plan of that company', async () => {
    expect((await patch({}, DEMO.reseller)).statusCode).toBe(403);
    expect((await patch({}, DEMO.operator)).statusCode).toBe(403);
    const horizonPlan = (await plansOf(ids.prairieHorizon)).production_plans[0]!.production_plan_id;
    expect((await patch({ production_plan_id: horizonPlan })).statusCode).toBe(404);
  });
});

describe('parent plans', () => {
  let horizonPlanId: string;
  let unlink: () => Promise<unknown>;
  beforeAll(async () => {
    horizonPlanId = (await plansOf(ids.prairieHorizon)).production_plans[0]!.production_plan_id;
    // a parent needs a link between the two companies (L-2)
    unlink = await linkCompanies(ids.cornbelt!, ids.prairieHorizon!);
  });
  afterAll(() => unlink());

  it('lists a grain receiver’s plans as parent candidates for plan creators only', async () => {
    const response = await injectAs(portal.app, DEMO.receiver, {
      method: 'GET',
      url: `/api/production-plan?parent_company_id=${ids.prairieHorizon}`,
    });
    expect(response.statusCode).toBe(200);
    const [candidate] = json<{ production_plans: Plan[] }>(response).production_plans;
    expect(candidate).toMatchObject({ contract_year: 2026, template_count: 2 });
    expect(candidate!.monthly_units).toHaveLength(4);
    expect(
      (
        await injectAs(portal.app, DEMO.reseller, {
          method: 'GET',
          url: `/api/production-plan?parent_company_id=${ids.prairieHorizon}`,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await injectAs(portal.app, DEMO.receiver, {
          method: 'GET',
          url: `/api/production-plan?parent_company_id=${ids.midwest}`,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('creates a child plan with child rows and totals', async () => {
    const body = cornbeltPlan(2025, {
      parent_production_plan_id: horizonPlanId,
      monthly_units: [
        {
          month: 10,
          year: 2025,
          end_product_type: 'grain',
          available_acres: null,
          available_units: null,
          child_plan_acres: 100,
          child_plan_units: 18000,
        },
        {
          month: 11,
          year: 2025,
          end_product_type: 'grain',
          available_acres: 5,
          available_units: 900,
          child_plan_acres: 50,
          child_plan_units: 9000,
        },
      ],
    });
    // the FAILED_TEMPLATE test above left a 2025 plan: remove it to reuse the year
    await portal.app.deps.db
      .delete(productionPlans)
      .where(and(eq(productionPlans.companyId, ids.cornbelt), eq(productionPlans.contractYear, 2025)));
    const response = await injectAs(portal.app, DEMO.receiver, {
      method: 'POST',
      url: '/api/production-plan',
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    const plan = await planOf(json<{ production_plan_id: string }>(response).production_plan_id);
    expect(plan).toMatchObject({
      parent_production_plan_id: horizonPlanId,
      total_child_acres: 150,
      total_child_units: 27000,
    });
    expect(plan.parent).toMatchObject({ company_name: 'Prairie Horizon Ethanol', contract_year: 2026 });
    const children = await injectAs(portal.app, DEMO.admin, {
      method: 'GET',
      url: `/api/production-plan?parent_production_plan_id=${horizonPlanId}`,
    });
    expect(json<{ production_plans: Plan[] }>(children).production_plans.map((p) => p.inventory_code)).toEqual([
      '25COR1',
    ]);
  });

  it('refuses a parent that is not another grain receiver’s plan, and child rows alone', async () => {
    const own = (await plansOf(ids.cornbelt)).production_plans.find(
      (p) => p.contract_year === 2026,
    )!.production_plan_id;
    const midwestPlan = (await plansOf(ids.midwest)).production_plans[0]!.production_plan_id;
    for (const parent of [own, midwestPlan, '00000000-0000-4000-8000-000000000000']) {
      const response = await injectAs(portal.app, DEMO.receiver, {
        method: 'POST',
        url: '/api/production-plan',
        payload: cornbeltPlan(2027, { parent_production_plan_id: parent }),
      });
      expect(messagesOf(response), parent).toContain('The selected grain receiver does not have any production plans.');
    }
    const childOnly = cornbeltPlan(2027, {
      parent_production_plan_id: horizonPlanId,
      monthly_units: [{ month: 10, year: 2027, end_product_type: 'grain', available_acres: 10, available_units: 2000 }],
    });
    await portal.app.deps.db
      .delete(productionPlans)
      .where(and(eq(productionPlans.companyId, ids.cornbelt), eq(productionPlans.contractYear, 2027)));
    expect(
      messagesOf(
        await injectAs(portal.app, DEMO.receiver, { method: 'POST', url: '/api/production-plan', payload: childOnly }),
      ),
    ).toEqual(['Must have at least one completed delivery row.']);
  });

  it('names a parent without monthly units or legal file', async () => {
    const db = portal.app.deps.db;
    const lonely = await buildCompany(db, {
      companyName: 'Lonely Ethanol',
      companyType: 'grain-receiver',
      inventoryCode: 'LON1',
    });
    await linkCompanies(ids.cornbelt, lonely.companyId);
    const bare = await buildPlan(db, {
      companyId: lonely.companyId,
      contractYear: 2026,
      aph: 180,
      totalAcres: 10,
      totalUnits: 1800,
      inventoryCode: '26LON1',
    });
    const parentId = bare.productionPlanId;
    const body = cornbeltPlan(2027, {
      parent_production_plan_id: parentId,
      monthly_units: [
        {
          month: 10,
          year: 2027,
          end_product_type: 'grain',
          available_acres: null,
          available_units: null,
          child_plan_acres: 1,
          child_plan_units: 2,
        },
      ],
    });
    expect(
      messagesOf(
        await injectAs(portal.app, DEMO.receiver, { method: 'POST', url: '/api/production-plan', payload: body }),
      ),
    ).toEqual(["The selected grain receiver's production plan(s) is missing monthly units.", 'Missing legal file.']);
  });
});

describe('GET /api/committed-unit', () => {
  it('sums the committed units of a plan per type and month, and of one contract', async () => {
    const db = portal.app.deps.db;
    // a plan of its own (no demo contract draws on it)
    const plan = await buildPlan(db, {
      companyId: ids.midwest,
      contractYear: 2025,
      aph: 190,
      totalAcres: 100,
      totalUnits: 19000,
      inventoryCode: '25MID1',
    });
    const planId = plan.productionPlanId;
    const empty = await injectAs(portal.app, DEMO.operator, {
      method: 'GET',
      url: `/api/committed-unit?production_plan_id=${planId}`,
    });
    expect(json(empty)).toEqual({ committed_units: [] });

    const [grower] = await db.select().from(growers).limit(1);
    const contractIds: string[] = [];
    for (const n of [1, 2]) {
      const row = await buildContract(db, {
        newContractId: `25COM99999999${n}`,
        externalReferenceId: ids.prairieGold,
        grainReceiverId: ids.midwest,
        growerId: grower!.growerId,
        productionPlanId: planId,
        contractYear: 2025,
        contractType: 'commercial-feed',
        contractDetails: {},
      });
      contractIds.push(row.contractId);
      await db.insert(committedUnits).values({
        contractId: row.contractId,
        productionPlanId: planId,
        deliveryType: 'grain',
        deliveryMonth: 10,
        deliveryYear: 2025,
        contractAcres: 10 * n,
        contractUnits: 2000 * n,
        // not read: the harvest bushels of a month are what its tickets delivered (none here)
        harvestBushels: 1500 * n,
      });
    }
    const summed = await injectAs(portal.app, DEMO.operator, {
      method: 'GET',
      url: `/api/committed-unit?production_plan_id=${planId}`,
    });
    expect(json(summed)).toEqual({
      committed_units: [
        {
          delivery_type: 'grain',
          delivery_month: 10,
          delivery_year: 2025,
          contract_acres: 30,
          contract_units: 6000,
          harvest_bushels: 0,
        },
      ],
    });
    const one = await injectAs(portal.app, DEMO.reseller, {
      method: 'GET',
      url: `/api/committed-unit?contract_id=${contractIds[1]}`,
    });
    expect(
      json<{ committed_units: { contract_units: number }[] }>(one).committed_units.map((c) => c.contract_units),
    ).toEqual([4000]);
    const status = async (query: string, user: string) =>
      (await injectAs(portal.app, user, { method: 'GET', url: `/api/committed-unit?${query}` })).statusCode;
    expect(await status(`production_plan_id=${planId}`, DEMO.receiver)).toBe(403);
    expect(await status(`contract_id=${contractIds[0]}`, DEMO.operator)).toBe(200);
    expect(await status(`contract_id=${contractIds[0]}`, DEMO.receiver)).toBe(404);
    expect(await status(`contract_id=${contractIds[0]}`, DEMO.salesrep)).toBe(200);
    expect(await status('contract_id=00000000-0000-4000-8000-000000000000', DEMO.admin)).toBe(404);
    expect((await injectAs(portal.app, DEMO.admin, { method: 'GET', url: `/api/committed-unit` })).statusCode).toBe(
      400,
    );
  });
});
