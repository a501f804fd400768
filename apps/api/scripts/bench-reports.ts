/**
 * The reports of `npm run bench:load` (issue 13): each report's screen call under 10 concurrent
 * users (target p97.5 < 1 s), and one Excel export of every bench contract of a plan (the Program
 * report; 80,000 rows of 100,000 contracts, voided ones left out) timed, with the API's peak
 * resident memory during it (the export streams: it must not grow with the rows).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { programs } from '../src/db/schema';

export const REPORT_CONNECTIONS = 10;

/** The bench plan and program, and how many rows the Program report's export of it has. */
export type ReportBench = { programId: string; planId: string; exportRows: number };

/**
 * Report data for the bench contracts: committed units (grain in October and November of the
 * contract year, silage in September for commercial feed), two tickets per completed contract,
 * and one bench plan of a bench receiver, assigned to a bench program, that every bench contract
 * draws on.
 */
export async function loadReportData(db: Db): Promise<ReportBench> {
  const run = async (statement: ReturnType<typeof sql>) =>
    ((await db.execute(statement)) as unknown as { rows: Record<string, string>[] }).rows;
  const [plan] = await run(sql`
    insert into production_plans (company_id, contract_year, aph, total_acres, total_units, inventory_code)
    select company_id, 2026, 200, 1000000, 400000, 'BCH26R' from companies
    where company_type = 'grain-receiver' and company_name like 'Bench %' order by company_id limit 1
    returning production_plan_id, company_id`);
  const planId = plan!.production_plan_id!;
  const [program] = await run(
    sql`insert into ${programs} (program_name) values ('Bench programme') returning ${programs.programId} as program_id`,
  );
  await run(sql`insert into program_assignments (program_id, company_id, production_plan_id)
    values (${program!.program_id}, ${plan!.company_id}, ${planId})`);
  await run(sql`update contracts set production_plan_id = ${planId} where new_contract_id like '26BCH%'`);
  await run(sql`
    insert into committed_units (contract_id, production_plan_id, delivery_type, delivery_month, delivery_year,
                                 contract_acres, contract_units)
    select contract_id, production_plan_id, u.type, u.month, contract_year, 10, 1000 + right(new_contract_id, 3)::int
    from contracts,
         (values ('grain', 10), ('grain', 11), ('silage', 9)) u(type, month)
    where new_contract_id like '26BCH%' and (u.type = 'grain' or contract_type = 'commercial-feed')`);
  await run(sql`
    insert into scale_tickets (scale_ticket_number, scale_ticket_date, grower_name, contract_id, bill_of_landing_number,
                               gross_quantity, net_quantity, test_weight, moisture, damage, foreign_material,
                               production_plan_id, external_reference_id)
    select 'BR-' || new_contract_id || '-' || n, make_date(contract_year, 9 + n, 10), 'Bench grower',
           contract_id, 'BR-BOL-' || n, 1000, 950 + n, 56, 15, 1, 1, ${planId}, ${plan!.company_id}
    from contracts, generate_series(1, 2) n
    where new_contract_id like '26BCH%' and contract_state in ('completed', 'amendment_completed')`);
  await run(sql`analyze`);
  const [rows] = await run(
    sql`select count(*)::text as n from contracts where production_plan_id = ${planId} and contract_state <> 'voided'`,
  );
  return { programId: program!.program_id!, planId, exportRows: Number(rows!.n) };
}

/** The three reports' screen calls: [name, method, path, body]. */
export function reportCases(bench: ReportBench): [string, 'GET' | 'POST', string, string?][] {
  return [
    ['report: net bushels 2026 (page of 100, totals)', 'GET', '/api/reports/net-bushels?year=2026'],
    ['report: company admin', 'GET', '/api/company-management/v1?get_companies_admin_details=true'],
    ['report: programs and their plans', 'GET', '/api/reports/programs'],
    [
      'report: program contracts (page of 20)',
      'POST',
      '/api/search-by-production-plan',
      JSON.stringify({ production_plan_ids: [bench.planId], offset: 0 }),
    ],
  ];
}

/** Peak resident memory (VmHWM) of a process reset to its current size (Linux clear_refs 5). */
async function resetPeak(pid: number) {
  const { writeFile } = await import('node:fs/promises');
  await writeFile(`/proc/${pid}/clear_refs`, '5').catch(() => undefined);
}

/** Streams the Program report's Excel export and measures it: rows asked for, bytes, time, API memory. */
export async function measureExport(
  base: string,
  cookie: string,
  bench: ReportBench,
  pid: number,
  memoryOf: (pid: number) => { rss: number; peak: number } | null,
) {
  const before = memoryOf(pid);
  await resetPeak(pid);
  const url = `${base}/api/reports/export?report=program&format=xlsx&program_id=${bench.programId}&production_plan_id=${bench.planId}`;
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok || !response.body) throw new Error(`export: ${response.status} ${await response.text()}`);
  let bytes = 0;
  let firstByteMs = 0;
  const reader = response.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    if (!bytes) firstByteMs = performance.now() - started;
    bytes += part.value.byteLength;
  }
  const ms = performance.now() - started;
  const after = memoryOf(pid);
  return { ms, firstByteMs, bytes, before, after };
}
