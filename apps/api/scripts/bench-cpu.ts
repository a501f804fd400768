/**
 * CPU time per request, for the load benchmark: on a shared machine throughput swings with the
 * neighbours' load, while the CPU each request costs the API and PostgreSQL stays comparable.
 * Linux only (/proc); elsewhere the figures are absent.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';

const TICKS_PER_MS = 100 / 1000; // USER_HZ (CLK_TCK) is 100 on Linux

/** Milliseconds of CPU (user + system) a process has used, or null without /proc. */
function cpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS;
  } catch {
    return null;
  }
}

/** The server processes serving a database on this machine (the API's pool), or none. */
async function backendsOf(databaseUrl: string | undefined): Promise<number[]> {
  if (!databaseUrl) return [];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

async function sample(apiPid: number, databaseUrl?: string) {
  const db = new Map<number, number>();
  for (const pid of await backendsOf(databaseUrl)) {
    const ms = cpuMs(pid);
    if (ms !== null) db.set(pid, ms);
  }
  return { api: cpuMs(apiPid), db };
}

export type CpuPerRequest = { api: number | null; db: number | null };

/** Starts counting; the returned function gives the CPU milliseconds per request since then. */
export async function cpuMeter(apiPid: number, databaseUrl?: string) {
  const before = await sample(apiPid, databaseUrl);
  return async (requests: number): Promise<CpuPerRequest> => {
    const after = await sample(apiPid, databaseUrl);
    const api = before.api !== null && after.api !== null ? after.api - before.api : null;
    // A backend started during the run counts from zero.
    let db = 0;
    for (const [pid, ms] of after.db) db += ms - (before.db.get(pid) ?? 0);
    return {
      api: api === null || !requests ? null : api / requests,
      db: databaseUrl && requests ? db / requests : null,
    };
  };
}
