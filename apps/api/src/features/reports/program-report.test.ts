import type { ContractListResponse, Program, ProgramAssignment } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, DEMO, injectAs, json, type TestPortal } from '../../../test/portal';
import { readPdf, readWorkbook } from './report-files.fixtures';

let portal: TestPortal;
let feed: Program;
let plan: string;
beforeAll(async () => {
  portal = await createTestPortal();
  const programs = json<{ programs: Program[] }>(
    await injectAs(portal.app, DEMO.admin, { method: 'GET', url: '/api/programs' }),
  ).programs;
  feed = programs.find((p) => p.program_name === 'Enogen Feed Pilot')!;
  const { program_assignments } = json<{ program_assignments: ProgramAssignment[] }>(
    await injectAs(portal.app, DEMO.admin, {
      method: 'GET',
      url: `/api/program-assignments?program_id=${feed.program_id}`,
    }),
  );
  plan = program_assignments[0]!.production_plan_id;
});
afterAll(() => portal?.close());

const contractsOf = async (body: object, who: string = DEMO.admin) => {
  const response = await injectAs(portal.app, who, {
    method: 'POST',
    url: '/api/search-by-production-plan',
    payload: { production_plan_ids: [plan], ...body },
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<ContractListResponse>(response);
};

describe('the Program report', () => {
  it('lists the contracts of a demo program’s plan, narrowed by status', async () => {
    const all = await contractsOf({});
    expect(all.total).toBeGreaterThanOrEqual(2);
    // The feed pilot runs the 3PO's plan: a completed contract and a grower-signed feed contract.
    const pending = await contractsOf({ contract_state: 'pendinggrowersigned' });
    expect(pending.items.length).toBeGreaterThan(0);
    expect(pending.items.every((c) => c.contract_state === 'pendinggrowersigned')).toBe(true);
    expect(pending.total).toBeLessThan(all.total);
    expect((await contractsOf({ contract_state: 'voided' })).total).toBe(0);
    const bad = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: '/api/search-by-production-plan',
      payload: { production_plan_ids: [plan], contract_state: 'lost' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('exports the contracts with typed dates and the program, plan and status on top', async () => {
    const pending = await contractsOf({ contract_state: 'pendinggrowersigned' });
    const query = `report=program&program_id=${feed.program_id}&production_plan_id=${plan}&contract_state=pendinggrowersigned`;
    const xlsx = await injectAs(portal.app, DEMO.admin, {
      method: 'GET',
      url: `/api/reports/export?${query}&format=xlsx`,
    });
    expect(xlsx.statusCode, xlsx.body.slice(0, 200)).toBe(200);
    const sheet = (await readWorkbook(xlsx.rawPayload)).getWorksheet('Report')!;
    expect(sheet.rowCount).toBe(pending.total + 1);
    expect(sheet.getRow(2).getCell(1).value).toBe(pending.items[0]!.new_contract_id);
    expect(sheet.getRow(2).getCell(7).value).toBeInstanceOf(Date);
    const pdf = await injectAs(portal.app, DEMO.admin, {
      method: 'GET',
      url: `/api/reports/export?${query}&format=pdf`,
    });
    const text = readPdf(pdf.rawPayload).text;
    expect(text).toContain('Program: Enogen Feed Pilot');
    expect(text).toContain('Status: pending grower signed');
    expect(text).toContain(pending.items[0]!.new_contract_id);
  });

  it('answers 404 for a plan that is not the program’s', async () => {
    const programs = json<{ programs: Program[] }>(
      await injectAs(portal.app, DEMO.admin, { method: 'GET', url: '/api/programs' }),
    ).programs;
    const fuel = programs.find((p) => p.program_id !== feed.program_id)!;
    const response = await injectAs(portal.app, DEMO.admin, {
      method: 'GET',
      url: `/api/reports/export?report=program&format=xlsx&program_id=${fuel.program_id}&production_plan_id=${plan}`,
    });
    expect(response.statusCode).toBe(404);
  });
});
