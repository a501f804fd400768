/**
 * Bulk data for the benchmarks: companies, growers, contracts and stewardship activities made by
 * set-based INSERT … SELECT generate_series (seconds for 100,000 contracts, on PGlite too).
 * Runs after the demo seed, so the demo users and their assignments stay as they are.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

export type BenchSize = { companies: number; growers: number; contracts: number };

/** The size from BENCH_COMPANIES, BENCH_GROWERS and BENCH_CONTRACTS, with the given defaults. */
export function benchSize(defaults: BenchSize, env = process.env): BenchSize {
  return {
    companies: Number(env.BENCH_COMPANIES ?? defaults.companies),
    growers: Number(env.BENCH_GROWERS ?? defaults.growers),
    contracts: Number(env.BENCH_CONTRACTS ?? defaults.contracts),
  };
}

/** Contract g's new contract id: two digits, three letters, nine digits (a searchable id). */
export const benchContractId = (g: number) => `26BCH${String(g).padStart(9, '0')}`;

/** Inserts the rows and refreshes the planner's statistics; returns the seconds it took. */
export async function loadBenchData(db: Db, size: BenchSize): Promise<number> {
  const started = performance.now();
  await db.execute(sql`
    insert into companies (company_name, company_type, city, state, sap_id, enogen_dealer)
    select 'Bench ' || (array['Prairie','Valley','River','Summit','Harvest','Golden'])[1 + g % 6] || ' Co ' || g,
           (array['reseller','grain-receiver','3PO'])[1 + g % 3],
           'Town ' || g % 500, 'IA', lpad((70000000 + g)::text, 10, '0'), g % 2 = 0
    from generate_series(1, ${size.companies}::int) g`);
  await db.execute(sql`
    with s as (select array_agg(company_id order by company_id) a from companies where company_type = 'reseller')
    insert into growers (grower_name, first, last, sap_id, reseller_company_id)
    select 'Bench Grower ' || g || ' Farms', 'First' || g, 'Last' || g, lpad((80000000 + g)::text, 10, '0'),
           s.a[1 + g % 100]
    from generate_series(1, ${size.growers}::int) g, s`);
  await db.execute(sql`
    with r as (select array_agg(company_id order by company_id) a from companies where company_type = 'grain-receiver'),
         s as (select array_agg(company_id order by company_id) a from companies where company_type = 'reseller'),
         w as (select array_agg(grower_id order by grower_id) a from growers)
    insert into contracts (new_contract_id, external_reference_id, grain_receiver_id, grower_id, contract_year,
                           contract_state, contract_type, contract_details, created)
    select '26BCH' || lpad(g::text, 9, '0'), s.a[1 + g % cardinality(s.a)], r.a[1 + g % cardinality(r.a)],
           w.a[1 + g % cardinality(w.a)], 2024 + g % 3,
           (array['pending','pendinggrowersigned','completed','amendment_completed','voided'])[1 + g % 5],
           (array['generic','commercial-feed','fed-on-farm'])[1 + g % 3], '{}'::jsonb,
           now() - (g || ' minutes')::interval
    from generate_series(1, ${size.contracts}::int) g, r, s, w`);
  // A stewardship activity (with one storage location, half cleaned) for three contracts in ten.
  await db.execute(sql`
    insert into stewardship_activities (contract_id, external_reference_id, harvest_year)
    select contract_id, external_reference_id, contract_year from contracts
    where new_contract_id like '26BCH%' and right(new_contract_id, 1) in ('0', '4', '8')`);
  await db.execute(sql`
    insert into stewardship_storage (stewardship_activity_id, location_name, cleanout_date)
    select stewardship_activity_id, 'Bin 1', case when harvest_year % 2 = 0 then date '2025-10-01' end
    from stewardship_activities`);
  await db.execute(sql`vacuum analyze`);
  return (performance.now() - started) / 1000;
}
