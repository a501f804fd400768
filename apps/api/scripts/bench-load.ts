/**
 * Load benchmark (`npm run bench:load`): the built portal under concurrent HTTP load.
 *
 * 1. A throwaway database: a fresh one on the server of DATABASE_URL (dropped at the end), else
 *    PGlite in a temporary directory (removed at the end).
 * 2. Migrates, seeds the demo programme and bulk-loads the bench data in this process.
 * 3. Starts `node apps/api/dist/main.js` on 127.0.0.1 (as `npm start` runs it), signs in as the
 *    admin and drives autocannon against each endpoint in turn (the reports with 10 users), streams
 *    one large Excel export (bench-reports.ts), then prints one table.
 *
 * BENCH_CONTRACTS, BENCH_COMPANIES, BENCH_GROWERS set the size; BENCH_SECONDS the duration per
 * endpoint; BENCH_CONNECTIONS the concurrency. A smoke run: BENCH_CONTRACTS=5000 BENCH_SECONDS=3.
 * BENCH_CASES picks endpoints by words of their names (`BENCH_CASES=contracts,search`; `tickets` for
 * the scale-ticket store, `upload` for a 50,000-row file through the upload session, BENCH_UPLOAD_ROWS);
 * the floor always runs, since every ratio is to it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { isNotNull } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { contracts } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { startPortal } from '../src/server';
import { cpuMeter, type CpuPerRequest } from './bench-cpu';
import { benchContractId, benchSize, loadBenchData } from './bench-data';
import { signInBundle } from './sign-in-bundle';
import { benchTickets, postTickets, rawTicketInsert, ticketPlan, uploadTickets } from './bench-tickets';
import { loadReportData, measureExport, REPORT_CONNECTIONS, reportCases } from './bench-reports';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const size = benchSize({ companies: 10_000, growers: 10_000, contracts: 100_000 });
const PICKED = process.env.BENCH_CASES?.split(',').filter(Boolean);
const picked = (name: string) => !PICKED || PICKED.some((word) => name.includes(word));
const HOST = '127.0.0.1'; // the load never leaves this machine
const ROOT = resolve(import.meta.dirname, '../../..');
const MAIN = join(ROOT, 'apps/api/dist/main.js');

/** A fresh database on the server of DATABASE_URL, or none (PGlite). */
async function throwawayDatabase(): Promise<{ url?: string; drop: () => Promise<void> }> {
  const server = process.env.DATABASE_URL;
  if (!server) return { drop: async () => {} };
  const name = `portal_bench_${Date.now()}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, HOST, () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** Migrates, seeds and loads; returns a demo contract that has a PDF and the raw ticket insert's time. */
async function prepare(env: NodeJS.ProcessEnv) {
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  const { app, database } = await startPortal(config, false);
  try {
    console.log(
      `${database.engine}: loading ${size.companies} companies, ${size.growers} growers, ${size.contracts} contracts…`,
    );
    const seconds = await loadBenchData(database.db, size);
    const reports = await loadReportData(database.db);
    console.log(`loaded in ${seconds.toFixed(1)} s`);
    const [withPdf] = await database.db
      .select({ id: contracts.contractId })
      .from(contracts)
      .where(isNotNull(contracts.contractDocKey))
      .limit(1);
    if (!withPdf) throw new Error('no demo contract with a PDF');
    const plan = await ticketPlan(database.db);
    const tickets = benchTickets(plan);
    const rawMs = await rawTicketInsert(database.db, tickets);
    return { pdfContract: withPdf.id, tickets, plan, rawMs, reports };
  } finally {
    await app.close();
  }
}

async function startApi(env: NodeJS.ProcessEnv, base: string): Promise<ChildProcess> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: npm run build -w @portal/api`);
  const child = spawn(process.execPath, [MAIN], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('the API did not answer /api/health within 120 s');
}

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in ${email}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Resident and peak resident memory of a process, in MB (Linux /proc). */
function memoryOf(pid: number): { rss: number; peak: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

type Row = { name: string; rps: number; p50: number; p975: number; p99: number; failed: string; cpu: CpuPerRequest };

/** Responses other than 2xx by status, and errors (timeouts, resets): "3 ×500, 2 errors" or "0". */
function failures(result: autocannon.Result): string {
  const codes = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${count} ×${code}`);
  if (result.errors) codes.push(`${result.errors} errors`);
  return codes.join(', ') || '0';
}

async function hammer(
  name: string,
  url: string,
  meter: () => ReturnType<typeof cpuMeter>,
  cookie?: string,
  options: { connections?: number; method?: 'GET' | 'POST'; body?: string } = {},
): Promise<Row> {
  const { connections = CONNECTIONS, method = 'GET', body } = options;
  const headers = {
    ...(cookie ? { cookie } : {}),
    ...(body ? { 'content-type': 'application/json', origin: new URL(url).origin } : {}),
  };
  const run = (duration: number) => autocannon({ url, connections, duration, headers, method, body });
  await run(Math.min(2, SECONDS)); // warm-up
  const cpuPerRequest = await meter();
  const result = await run(SECONDS);
  return {
    cpu: await cpuPerRequest(result.requests.total),
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    failed: failures(result),
  };
}

type Memory = ReturnType<typeof memoryOf>;

function printTable(rows: Row[], engine: string, memory: { afterLoad: Memory; atEnd: Memory }) {
  const floor = rows[0]!.rps;
  const head = ['endpoint', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'of floor', 'failed', 'CPU ms/req API+db'];
  const ms = (value: number | null) => (value === null ? '–' : value.toFixed(2));
  const lines = rows.map((r) => [
    r.name,
    r.rps.toFixed(0),
    String(r.p50),
    String(r.p975),
    String(r.p99),
    `${((100 * r.rps) / floor).toFixed(0)}%`,
    r.failed,
    `${ms(r.cpu.api)} + ${ms(r.cpu.db)}`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  console.log(`\n${engine}, ${size.contracts} contracts, ${CONNECTIONS} connections, ${SECONDS} s per endpoint`);
  console.log(format(head));
  for (const line of lines) console.log(format(line));
  const mb = (m: Memory) => (m ? `${m.rss.toFixed(0)} MB (peak ${m.peak.toFixed(0)} MB)` : '–');
  console.log(
    `API resident memory after the load of the table: ${mb(memory.afterLoad)}; at the end: ${mb(memory.atEnd)}`,
  );
  const js = signInBundle(join(ROOT, 'apps/web/dist'));
  console.log(
    `JavaScript the sign-in page loads: ${js.gzipKb.toFixed(1)} KB gzipped in ${js.files} files (largest ${js.largestKb.toFixed(1)} KB)`,
  );
}

const database = await throwawayDatabase();
const dataDir = mkdtempSync(join(tmpdir(), 'portal-load-'));
let api: ChildProcess | undefined;
try {
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url ?? '',
    DATA_DIR: dataDir,
    HOST,
    PORT: String(port),
    PUBLIC_URL: base,
    SEED_DEMO: 'true',
  };
  const { pdfContract, tickets, plan, rawMs, reports } = await prepare(env);
  api = await startApi(env, base);
  const admin = await signIn(base, 'admin@example.com');
  const contractId = benchContractId(Math.min(12_345, size.contracts));
  const cases: [string, string, string?][] = [
    ['GET /api/health, anonymous (floor)', '/api/health'],
    ['GET /api/health, signed in', '/api/health', admin],
    ['contracts page (limit 50)', '/api/grower-contracts/v1?limit=50', admin],
    ['company list (limit 50)', '/api/company-management/v1?limit=50', admin],
    ['global search, grower name', '/api/search?global_search=Grower%204242', admin],
    ['global search, contract id', `/api/search?global_search=${contractId}`, admin],
    ['contract PDF', `/api/contract-pdf/${pdfContract}`, admin],
  ];
  const rows: Row[] = [];
  for (const [name, path, cookie] of cases.filter(([name], i) => i === 0 || picked(name))) {
    rows.push(await hammer(name, `${base}${path}`, () => cpuMeter(api!.pid!, database.url), cookie));
    process.stdout.write('.');
  }
  const meter = () => cpuMeter(api!.pid!, database.url);
  // `reports` runs them all and the export; a word of a report's name (`net`) runs that report
  for (const [name, method, path, body] of reportCases(reports).filter(([name]) => picked('reports') || picked(name))) {
    rows.push(
      await hammer(`${name}, ${REPORT_CONNECTIONS} users`, `${base}${path}`, meter, admin, {
        connections: REPORT_CONNECTIONS,
        method,
        body,
      }),
    );
    process.stdout.write('.');
  }
  // The table's endpoints; the export and the ticket upload below report their own memory.
  const afterLoad = memoryOf(api.pid!);
  if (picked('reports')) {
    const exported = await measureExport(base, admin, reports, api.pid!, memoryOf);
    console.log(
      `Excel export of ${reports.exportRows} rows (Program report, streamed): ${(exported.ms / 1000).toFixed(1)} s, first byte after ${exported.firstByteMs.toFixed(0)} ms, ${(exported.bytes / 1e6).toFixed(1)} MB; API resident memory ${exported.before?.rss.toFixed(0)} MB before, peak ${exported.after?.peak.toFixed(0)} MB during`,
    );
  }
  if (picked('tickets')) {
    const postMs = await postTickets(base, admin, tickets);
    console.log(
      `store ${tickets.length} scale tickets: POST /api/scale-ticket ${postMs.toFixed(0)} ms, one raw multi-row INSERT ${rawMs.toFixed(0)} ms: ${(postMs / rawMs).toFixed(2)}× (target ≤ 3×)`,
    );
  }
  if (picked('upload')) {
    const before = memoryOf(api.pid!);
    const upload = await uploadTickets(base, admin, plan);
    const after = memoryOf(api.pid!);
    console.log(
      `upload a ${upload.rows.toLocaleString('en-US')}-row ticket file (upload session): ${((upload.stageMs + upload.commitMs) / 1000).toFixed(1)} s = ${upload.chunks} chunks staged in ${(upload.stageMs / 1000).toFixed(1)} s + one commit in ${(upload.commitMs / 1000).toFixed(1)} s (another user's read meanwhile waited at most ${(upload.othersWaitMs / 1000).toFixed(1)} s); API resident memory ${before?.rss.toFixed(0)} MB before, peak ${after?.peak.toFixed(0)} MB`,
    );
  }
  printTable(rows, database.url ? 'PostgreSQL' : 'PGlite', { afterLoad, atEnd: memoryOf(api.pid!) });
} finally {
  if (api && api.exitCode === null) {
    const exited = new Promise((r) => api!.once('exit', r));
    api.kill('SIGTERM');
    await exited;
  }
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
