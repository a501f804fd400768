import type { Program } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, programAssignments } from '../../db/schema';
import { createTestPortal, DEMO, errorOf, injectAs, json, type TestPortal } from '../../../test/portal';
import { buildPlan } from '../../../test/factories';
import { injectAsReader } from '../../../test/record-version';
import { PROGRAM_RECORD } from './repository';

const patchAs = injectAsReader(PROGRAM_RECORD, 'program_id');

let portal: TestPortal;
let cornbelt: string;
let planId: string;
beforeAll(async () => {
  portal = await createTestPortal();
  const db = portal.app.deps.db;
  const [company] = await db.select().from(companies).where(eq(companies.companyName, 'Cornbelt Renewable Fuels'));
  cornbelt = company!.companyId;
  const plan = await buildPlan(db, { companyId: cornbelt, contractYear: 2035, inventoryCode: 'TST035' });
  planId = plan.productionPlanId;
});
afterAll(() => portal?.close());

const list = async () =>
  json<{ programs: Program[] }>(await injectAs(portal.app, DEMO.admin, { method: 'GET', url: '/api/programs' }))
    .programs;

describe('/api/programs', () => {
  it('lists the seeded programs for show-programs holders', async () => {
    const programs = await list();
    expect(programs.map((p) => p.program_name).sort()).toEqual(['Enogen Feed Pilot', 'Enogen Fuel 2026']);
  });

  it('adds, edits and deletes a program', async () => {
    const created = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: '/api/programs',
      payload: { program_name: ' Ethanol Plus ' },
    });
    expect(created.statusCode).toBe(200);
    const program = json<Program>(created);
    expect(program).toMatchObject({ program_name: 'Ethanol Plus', is_active: true });
    const edited = await patchAs(portal.app, DEMO.admin, {
      method: 'PATCH',
      url: '/api/programs',
      payload: { program_id: program.program_id, program_name: 'Ethanol Max' },
    });
    expect(json<Program>(edited).program_name).toBe('Ethanol Max');
    const deleted = await injectAs(portal.app, DEMO.admin, {
      method: 'DELETE',
      url: `/api/programs?program_id=${program.program_id}`,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await list()).some((p) => p.program_id === program.program_id)).toBe(false);
    const again = await injectAs(portal.app, DEMO.admin, {
      method: 'DELETE',
      url: `/api/programs?program_id=${program.program_id}`,
    });
    expect(again.statusCode).toBe(404);
  });

  it('answers 400 with the spec message, 401 and 403', async () => {
    const bad = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: '/api/programs',
      payload: { program_name: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).details).toEqual([{ field: 'program_name', message: 'Please provide program name' }]);
    expect((await injectAs(portal.app, null, { method: 'GET', url: '/api/programs' })).statusCode).toBe(401);
    expect((await injectAs(portal.app, DEMO.reseller, { method: 'GET', url: '/api/programs' })).statusCode).toBe(403);
    expect(
      (
        await injectAs(portal.app, DEMO.reseller, {
          method: 'POST',
          url: '/api/programs',
          payload: { program_name: 'X' },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('/api/program-assignments', () => {
  it('assigns a program to a plan, refuses to delete the linked program, then removes the assignment', async () => {
    const [program] = await list();
    const saved = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: '/api/program-assignments',
      payload: { program_id: program!.program_id, company_id: cornbelt, production_plan_id: planId },
    });
    expect(saved.statusCode).toBe(200);
    const assignment = json<{ assignment_id: string }>(saved);

    const byPlan = await injectAs(portal.app, DEMO.admin, {
      method: 'GET',
      url: `/api/program-assignments?production_plan_id=${planId}`,
    });
    expect(json(byPlan)).toEqual({
      program_assignments: [
        {
          assignment_id: assignment.assignment_id,
          program_id: program!.program_id,
          company_id: cornbelt,
          production_plan_id: planId,
        },
      ],
    });
    const byProgram = await injectAs(portal.app, DEMO.admin, {
      method: 'GET',
      url: `/api/program-assignments?program_id=${program!.program_id}`,
    });
    // the seeded programme runs a demo plan too
    expect(
      json<{ program_assignments: { production_plan_id: string }[] }>(byProgram).program_assignments.filter(
        (a) => a.production_plan_id === planId,
      ),
    ).toHaveLength(1);

    const linked = await injectAs(portal.app, DEMO.admin, {
      method: 'DELETE',
      url: `/api/programs?program_id=${program!.program_id}`,
    });
    expect(linked.statusCode).toBe(409);
    expect(errorOf(linked).message).toBe("This program is linked with the production plan, so it can't be deleted.");

    const removed = await injectAs(portal.app, DEMO.admin, {
      method: 'DELETE',
      url: `/api/program-assignments?assignment_id=${assignment.assignment_id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      await portal.app.deps.db.select().from(programAssignments).where(eq(programAssignments.productionPlanId, planId)),
    ).toHaveLength(0);
  });

  it('answers 400 for a plan of another company or no query, 401 and 403', async () => {
    const [program] = await list();
    const [other] = await portal.app.deps.db
      .select()
      .from(companies)
      .where(eq(companies.companyName, 'Prairie Gold Seed Co.'));
    const wrong = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: '/api/program-assignments',
      payload: { program_id: program!.program_id, company_id: other!.companyId, production_plan_id: planId },
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).details).toEqual([
      { field: 'production_plan_id', message: 'Please select a production plan year' },
    ]);
    expect(
      (await injectAs(portal.app, DEMO.admin, { method: 'GET', url: '/api/program-assignments' })).statusCode,
    ).toBe(400);
    expect(
      (
        await injectAs(portal.app, null, {
          method: 'GET',
          url: `/api/program-assignments?program_id=${program!.program_id}`,
        })
      ).statusCode,
    ).toBe(401);
    const denied = await injectAs(portal.app, DEMO.reseller, {
      method: 'POST',
      url: '/api/program-assignments',
      payload: { program_id: program!.program_id, company_id: cornbelt, production_plan_id: planId },
    });
    expect(denied.statusCode).toBe(403);
  });
});

describe('every programs route refuses the signed-out (401) and a reseller without show-programs (403)', () => {
  const id = '00000000-0000-4000-8000-000000000001';
  const routes = [
    { method: 'GET', url: '/api/programs' },
    { method: 'POST', url: '/api/programs', payload: { program_name: 'X' } },
    { method: 'PATCH', url: '/api/programs', payload: { program_id: id, program_name: 'X' } },
    { method: 'DELETE', url: `/api/programs?program_id=${id}` },
    { method: 'GET', url: `/api/program-assignments?program_id=${id}` },
    { method: 'DELETE', url: `/api/program-assignments?assignment_id=${id}` },
  ] as const;
  for (const route of routes)
    it(`${route.method} ${route.url.split('?')[0]}`, async () => {
      expect((await injectAs(portal.app, null, { ...route })).statusCode).toBe(401);
      expect((await injectAs(portal.app, DEMO.reseller, { ...route })).statusCode).toBe(403);
    });
});
