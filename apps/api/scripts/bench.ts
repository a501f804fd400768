/**
 * Benchmark of the list and search endpoints on a large programme (`npm run bench`).
 * Seeds the demo programme, then bulk-inserts companies, growers and contracts with SQL, and
 * times each endpoint through HTTP injection. Embedded PGlite by default; DATABASE_URL for a
 * server (use an empty database: the script adds rows and does not clean up).
 */
import { sql } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { startPortal } from '../src/server';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 20_000);
const GROWERS = Number(process.env.BENCH_GROWERS ?? 10_000);
const CONTRACTS = Number(process.env.BENCH_CONTRACTS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-bench-')),
  LOG_LEVEL: 'silent',
});
const { app, database } = await startPortal(config, false, { memory: !config.databaseUrl });
const { db } = database;

console.log(`engine ${database.engine}: inserting ${COMPANIES} companies, ${GROWERS} growers, ${CONTRACTS} contracts…`);
const started = performance.now();
await db.execute(sql`
  insert into companies (company_name, company_type, city, state, sap_id, enogen_dealer)
  select 'Bench ' || (array['Prairie','Valley','River','Summit','Harvest','Golden'])[1 + g % 6] || ' Co ' || g,
         (array['reseller','grain-receiver','3PO'])[1 + g % 3],
         'Town ' || g % 500, 'IA', lpad((70000000 + g)::text, 10, '0'), g % 2 = 0
  from generate_series(1, ${COMPANIES}) g`);
await db.execute(sql`
  insert into growers (grower_name, first, last, sap_id, reseller_company_id)
  select 'Bench Grower ' || g || ' Farms', 'First' || g, 'Last' || g, lpad((80000000 + g)::text, 10, '0'),
         (select company_id from companies where company_type = 'reseller' order by company_id offset (g % 100) limit 1)
  from generate_series(1, ${GROWERS}) g`);
await db.execute(sql`
  with receivers as (select company_id, row_number() over () as n from companies where company_type = 'grain-receiver'),
       resellers as (select company_id, row_number() over () as n from companies where company_type = 'reseller'),
       grower_rows as (select grower_id, row_number() over () as n from growers),
       counts as (select (select count(*) from receivers) r, (select count(*) from resellers) s, (select count(*) from grower_rows) w)
  insert into contracts (new_contract_id, external_reference_id, grain_receiver_id, grower_id, contract_year,
                         contract_state, contract_type, contract_details, created)
  select 'BENCH' || lpad(g::text, 10, '0'), s.company_id, r.company_id, w.grower_id, 2024 + g % 3,
         (array['pending','pendinggrowersigned','completed','amendment_completed','voided'])[1 + g % 5],
         (array['generic','commercial-feed','fed-on-farm'])[1 + g % 3], '{}'::jsonb,
         now() - (g || ' minutes')::interval
  from generate_series(1, ${CONTRACTS}) g, counts
  join lateral (select company_id from receivers where n = 1 + (g % counts.r)) r on true
  join lateral (select company_id from resellers where n = 1 + (g % counts.s)) s on true
  join lateral (select grower_id from grower_rows where n = 1 + (g % counts.w)) w on true`);
await db.execute(sql`analyze`);
console.log(`inserted in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

async function signIn(email: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password: DEMO_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in ${email}: ${response.statusCode}`);
  return ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');
}

const admin = await signIn('admin@example.com');
const reseller = await signIn('reseller@example.com');

const cases: [string, string, string][] = [
  ['company list, first page', admin, '/api/company-management/v1?limit=50&offset=0'],
  ['company list, page 300', admin, '/api/company-management/v1?limit=50&offset=15000'],
  ['company list, name search', admin, '/api/company-management/v1?limit=50&search=Harvest'],
  ['company search by name', admin, '/api/company-search?search_name=Summit&limit=100'],
  ['contracts, admin default', admin, '/api/grower-contracts/v1?limit=50'],
  ['contracts, admin year 2025', admin, '/api/grower-contracts/v1?limit=50&year=2025'],
  ['contracts, reseller scope', reseller, '/api/grower-contracts/v1?limit=50'],
  ['global search, grower name', admin, '/api/search?global_search=Grower%204242'],
  ['global search, new contract id', admin, '/api/search?global_search=BENCH0000012345'],
];

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
console.log('endpoint'.padEnd(34), 'status', 'p50 ms'.padStart(8), 'p95 ms'.padStart(8));
for (const [name, cookie, url] of cases) {
  const times: number[] = [];
  let status = 0;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { cookie } });
    times.push(performance.now() - t);
    status = response.statusCode;
  }
  times.sort((a, b) => a - b);
  console.log(
    name.padEnd(34),
    String(status).padEnd(6),
    pct(times, 50).toFixed(1).padStart(8),
    pct(times, 95).toFixed(1).padStart(8),
  );
}
await app.close();
