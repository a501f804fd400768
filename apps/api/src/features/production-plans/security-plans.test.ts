import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, productionPlans } from '../../db/schema';
import { buildLink } from '../../../test/factories';
import { createTestPortal, DEMO, injectAs, json, type TestPortal } from '../../../test/portal';
import { companyIdOf, contractTypeIdOf, planBody, smallPdf } from '../../../test/fixtures/plan.fixtures';

let portal: TestPortal;
const ids = { cornbelt: '', prairieHorizon: '', fuel: '', horizonPlan: '' };

beforeAll(async () => {
  portal = await createTestPortal();
  ids.cornbelt = await companyIdOf(portal, 'Cornbelt Renewable Fuels');
  ids.prairieHorizon = await companyIdOf(portal, 'Prairie Horizon Ethanol');
  ids.fuel = await contractTypeIdOf(portal, 'fuel');
  const [plan] = await portal.app.deps.db
    .select()
    .from(productionPlans)
    .where(eq(productionPlans.companyId, ids.prairieHorizon));
  ids.horizonPlan = plan!.productionPlanId;
});
afterAll(() => portal?.close());

describe("L-2: competitors' plans and premiums stay private", () => {
  it("L-2: the parent picker gives an unlinked receiver's plans to nobody but admins, and never premiums", async () => {
    const direct = await injectAs(portal.app, DEMO.receiver, {
      method: 'GET',
      url: `/api/production-plan?parent_company_id=${ids.prairieHorizon}`,
    });
    expect(direct.statusCode).toBe(403);
    const search = await injectAs(portal.app, DEMO.receiver, {
      method: 'GET',
      url: '/api/es-production-plan?parent_candidates=true&search=prairie',
    });
    expect(json<{ items: unknown[] }>(search).items).toEqual([]);
    const admin = await injectAs(portal.app, DEMO.admin, {
      method: 'GET',
      url: `/api/production-plan?parent_company_id=${ids.prairieHorizon}`,
    });
    expect(admin.statusCode).toBe(200);
    const [candidate] = json<{ production_plans: Record<string, unknown>[] }>(admin).production_plans;
    expect(candidate).toMatchObject({ production_plan_id: ids.horizonPlan, contract_year: 2026 });
    expect(candidate).not.toHaveProperty('premium');
    expect(candidate).not.toHaveProperty('total_units');
    const months = candidate!.monthly_units as Record<string, unknown>[];
    expect(months.length).toBeGreaterThan(0);
    for (const month of months) expect(month).not.toHaveProperty('premium');
  });

  it('L-2: a parent plan of another receiver needs a link between the companies', async () => {
    const body = planBody(
      { companyId: ids.cornbelt, contractTypeId: ids.fuel, year: 2027, inventoryCode: '27COR1', pdf: await smallPdf() },
      {
        parent_production_plan_id: ids.horizonPlan,
        monthly_units: [
          {
            month: 10,
            year: 2027,
            end_product_type: 'grain',
            available_acres: null,
            available_units: null,
            child_plan_acres: 100,
            child_plan_units: 18000,
          },
        ],
      },
    );
    const plansOfCornbelt = async () =>
      (
        await portal.app.deps.db
          .select({ n: count() })
          .from(productionPlans)
          .where(and(eq(productionPlans.companyId, ids.cornbelt), eq(productionPlans.contractYear, 2027)))
      )[0]!.n;
    const refused = await injectAs(portal.app, DEMO.receiver, {
      method: 'POST',
      url: '/api/production-plan',
      payload: body,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('The selected grain receiver does not have any production plans.');
    expect(await plansOfCornbelt()).toBe(0);
    await buildLink(portal.app.deps.db, { companyId1: ids.cornbelt, companyId2: ids.prairieHorizon });
    const linked = await injectAs(portal.app, DEMO.receiver, {
      method: 'POST',
      url: '/api/production-plan',
      payload: body,
    });
    expect(linked.statusCode, linked.body).toBe(201);
  });
});

describe('L-16: committed units of a contract', () => {
  it('L-16: a company linked to the receiver does not read the committed units of contracts it is no party to', async () => {
    // Prairie Gold is linked to Cornbelt; the Kowalski contract is Heartland's
    const [other] = await portal.app.deps.db
      .select()
      .from(contracts)
      .where(eq(contracts.grainReceiverId, ids.cornbelt))
      .then((rows) => rows.filter((c) => c.externalReferenceId !== null))
      .then(async (rows) => {
        const prairieGold = await companyIdOf(portal, 'Prairie Gold Seed Co.');
        return rows.filter((c) => c.externalReferenceId !== prairieGold && c.thirdPartyOperatorId === null);
      });
    const response = await injectAs(portal.app, DEMO.reseller, {
      method: 'GET',
      url: `/api/committed-unit?contract_id=${other!.contractId}`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('contract_units');
  });
});
