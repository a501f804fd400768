/**
 * Benchmark of the list and search endpoints on a large programme (`npm run bench`).
 * Seeds the demo programme, then bulk-inserts companies, growers and contracts (bench-data.ts),
 * and times each endpoint one request at a time through HTTP injection (`npm run bench:load` is
 * the concurrent HTTP benchmark). Embedded PGlite by default; DATABASE_URL for a
 * server (use an empty database: the script adds rows and does not clean up).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { startPortal } from '../src/server';
import { benchContractId, benchSize, loadBenchData } from './bench-data';

const size = benchSize({ companies: 20_000, growers: 10_000, contracts: 50_000 });
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-bench-')),
  LOG_LEVEL: 'silent',
});
const { app, database } = await startPortal(config, false, { memory: !config.databaseUrl });
const { db } = database;

console.log(
  `engine ${database.engine}: inserting ${size.companies} companies, ${size.growers} growers, ${size.contracts} contracts…`,
);
const seconds = await loadBenchData(db, size);
console.log(`inserted in ${seconds.toFixed(1)} s\n`);

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
  ['global search, new contract id', admin, `/api/search?global_search=${benchContractId(12345)}`],
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
