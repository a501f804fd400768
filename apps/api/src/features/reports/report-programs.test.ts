import type { ReportPrograms } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, companies, productionPlans } from '../../db/schema';
import { roleByName, salesYearSetting, userByEmail } from '../../testing';
import { createTestPortal, DEMO, injectAs, json, type TestPortal } from '../../../test/portal';

/** The demo receiver, promoted to Cornbelt's Grain Ops Manager: show-reports without show-programs, a partner. */
const CORNBELT_MANAGER = DEMO.receiver;

let portal: TestPortal;
const plans: Record<'cornbelt' | 'prairieHorizon' | 'midwest', string> = {
  cornbelt: '',
  prairieHorizon: '',
  midwest: '',
};
let cornbelt: string;
let programIds: Record<'fuel' | 'feed', string>;

async function planOf(companyName: string, year: number) {
  const db = portal.app.deps.db;
  const [row] = await db
    .select({ planId: productionPlans.productionPlanId, companyId: companies.companyId })
    .from(productionPlans)
    .innerJoin(companies, eq(companies.companyId, productionPlans.companyId))
    .where(and(eq(companies.companyName, companyName), eq(productionPlans.contractYear, year)));
  return row!;
}

beforeAll(async () => {
  portal = await createTestPortal();
  const year = await salesYearSetting(portal.app.deps.db);
  const cornbeltPlan = await planOf('Cornbelt Renewable Fuels', year);
  cornbelt = cornbeltPlan.companyId;
  plans.cornbelt = cornbeltPlan.planId;
  plans.prairieHorizon = (await planOf('Prairie Horizon Ethanol', year)).planId;
  plans.midwest = (await planOf('Midwest Grain Logistics', year)).planId;
  const db = portal.app.deps.db;
  const [user, role] = await Promise.all([userByEmail(db, CORNBELT_MANAGER), roleByName(db, 'grain-ops-manager')]);
  await db
    .update(assignments)
    .set({ roleId: role!.roleId })
    .where(and(eq(assignments.userId, user!.id), eq(assignments.companyId, cornbelt)));
  const all = await reportPrograms(DEMO.admin);
  programIds = {
    fuel: all.programs.find((p) => p.program_name.startsWith('Enogen Fuel'))!.program_id,
    feed: all.programs.find((p) => p.program_name === 'Enogen Feed Pilot')!.program_id,
  };
  // Cornbelt's plan joins the fuel programme beside Prairie Horizon's.
  const assigned = await injectAs(portal.app, DEMO.admin, {
    method: 'POST',
    url: '/api/program-assignments',
    payload: { program_id: programIds.fuel, company_id: cornbelt, production_plan_id: plans.cornbelt },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
});
afterAll(() => portal?.close());

async function reportPrograms(email: string): Promise<ReportPrograms> {
  const response = await injectAs(portal.app, email, { method: 'GET', url: '/api/reports/programs' });
  expect(response.statusCode, response.body).toBe(200);
  return json<ReportPrograms>(response);
}

const planIds = (programs: ReportPrograms, programId: string) =>
  programs.programs
    .find((p) => p.program_id === programId)
    ?.production_plans.map((p) => p.production_plan_id)
    .sort();

const exportProgram = (email: string, programId: string, planId: string) =>
  injectAs(portal.app, email, {
    method: 'GET',
    url: `/api/reports/export?report=program&format=xlsx&program_id=${programId}&production_plan_id=${planId}`,
  });

describe('GET /api/reports/programs (the Program report under show-reports)', () => {
  it('serves a steward, who has no show-programs, every program and its plans', async () => {
    const programsPage = await injectAs(portal.app, DEMO.steward, { method: 'GET', url: '/api/programs' });
    expect(programsPage.statusCode).toBe(403);
    const seen = await reportPrograms(DEMO.steward);
    expect(planIds(seen, programIds.fuel)).toEqual([plans.cornbelt, plans.prairieHorizon].sort());
    expect(planIds(seen, programIds.feed)).toEqual([plans.midwest]);
    const plan = seen.programs.find((p) => p.program_id === programIds.feed)!.production_plans[0]!;
    expect(plan.company_name).toBe('Midwest Grain Logistics');
    expect(plan.inventory_code).toMatch(/^\w{6}$/);
  });

  it("shows a partner only the programs and plans of its own companies, and refuses another company's plan", async () => {
    const seen = await reportPrograms(CORNBELT_MANAGER);
    expect(seen.programs.map((p) => p.program_id)).toEqual([programIds.fuel]);
    expect(planIds(seen, programIds.fuel)).toEqual([plans.cornbelt]);

    expect((await exportProgram(CORNBELT_MANAGER, programIds.fuel, plans.cornbelt)).statusCode).toBe(200);
    // edited queries: Prairie Horizon's plan of the same programme, the 3PO's plan of the feed pilot
    expect((await exportProgram(CORNBELT_MANAGER, programIds.fuel, plans.prairieHorizon)).statusCode).toBe(404);
    expect((await exportProgram(CORNBELT_MANAGER, programIds.feed, plans.midwest)).statusCode).toBe(404);
    const contracts = await injectAs(portal.app, CORNBELT_MANAGER, {
      method: 'POST',
      url: '/api/search-by-production-plan',
      payload: { production_plan_ids: [plans.prairieHorizon] },
    });
    expect(json<{ total: number }>(contracts).total).toBe(0);
  });

  it('needs show-reports', async () => {
    const reseller = await injectAs(portal.app, DEMO.reseller, { method: 'GET', url: '/api/reports/programs' });
    expect(reseller.statusCode).toBe(403);
    const anonymous = await injectAs(portal.app, null, { method: 'GET', url: '/api/reports/programs' });
    expect(anonymous.statusCode).toBe(401);
  });
});
