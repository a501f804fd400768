/**
 * The scale ticket case of `npm run bench:load` (issue 11): 10,000 ticket rows stored through
 * POST /api/scale-ticket against one raw multi-row INSERT of the same rows (target ≤ 3×).
 */
import { and, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { productionPlans, scaleTickets } from '../src/db/schema';

export const BENCH_TICKETS = Number(process.env.BENCH_TICKETS ?? 10_000);
const PREFIX = 'BENCH-';

export type TicketPlan = { planId: string; companyId: string; year: number };

/** The demo plan tickets go to: the sales year's first plan with the most recent contract year. */
export async function ticketPlan(db: Db): Promise<TicketPlan> {
  const [plan] = await db
    .select({
      planId: productionPlans.productionPlanId,
      companyId: productionPlans.companyId,
      year: productionPlans.contractYear,
    })
    .from(productionPlans)
    .orderBy(sql`${productionPlans.contractYear} desc`, productionPlans.inventoryCode)
    .limit(1);
  if (!plan) throw new Error('no production plan to store tickets in');
  return plan;
}

/** n tickets as POST /api/scale-ticket takes them (distinct identities). */
export function benchTickets(plan: TicketPlan, n = BENCH_TICKETS) {
  return Array.from({ length: n }, (_, i) => ({
    production_plan_id: plan.planId,
    external_reference_id: plan.companyId,
    grower_name: `Bench Grower ${i % 97}`,
    original_new_contract_id: null,
    scale_ticket_number: `${PREFIX}${String(i).padStart(6, '0')}`,
    scale_ticket_date: `${plan.year}-10-${String(1 + (i % 28)).padStart(2, '0')}`,
    bill_of_landing_number: `BOL-${i}`,
    gross_quantity: 1000 + (i % 300),
    net_quantity: 950 + (i % 300),
    test_weight: 56,
    moisture: 15.5,
    damage: 1.2,
    foreign_material: 0.8,
    rapid_visco_analyzer: (i % 10 ? 1 : 0) as 0 | 1,
    gross_lbs: 56_000,
    tar_lbs: 28_000,
    net_lbs: 28_000,
    notes: i % 50 ? null : 'Bench note',
  }));
}

const literal = (value: unknown) =>
  value === null ? 'null' : typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;

/**
 * One raw multi-row INSERT of the rows, as literals (10,000 rows would exceed the 65,535 bind
 * parameters of a parameterised VALUES list); the rows are removed again. Returns milliseconds.
 */
export async function rawTicketInsert(db: Db, tickets: ReturnType<typeof benchTickets>): Promise<number> {
  const columns = Object.keys(tickets[0]!).filter((c) => c !== 'original_new_contract_id');
  const values = tickets
    .map((t) => `(${columns.map((c) => literal((t as Record<string, unknown>)[c])).join(', ')})`)
    .join(',\n');
  const statement = sql.raw(`insert into scale_tickets (${columns.join(', ')}) values ${values}`);
  const started = performance.now();
  await db.execute(statement);
  const ms = performance.now() - started;
  await removeBenchTickets(db, tickets[0]!.production_plan_id);
  return ms;
}

export async function removeBenchTickets(db: Db, planId: string): Promise<void> {
  await db
    .delete(scaleTickets)
    .where(and(eq(scaleTickets.productionPlanId, planId), like(scaleTickets.scaleTicketNumber, `${PREFIX}%`)));
}

/** The same rows through the API (validation, permission, duplicate check, one insert). Returns milliseconds. */
export async function postTickets(
  base: string,
  cookie: string,
  tickets: ReturnType<typeof benchTickets>,
): Promise<number> {
  const body = JSON.stringify({ scale_tickets: tickets });
  const started = performance.now();
  const response = await fetch(`${base}/api/scale-ticket`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body,
  });
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`POST /api/scale-ticket: ${response.status} ${await response.text()}`);
  return ms;
}

export const BENCH_UPLOAD_ROWS = Number(process.env.BENCH_UPLOAD_ROWS ?? 50_000);

/**
 * A season's file through the upload session as the browser sends it (issue 25): start, every chunk
 * in turn, one commit. Returns the milliseconds of each phase; the tickets are numbered apart from
 * the POST case's so both cases can run in one go.
 */
export async function uploadTickets(
  base: string,
  cookie: string,
  plan: TicketPlan,
  n = BENCH_UPLOAD_ROWS,
): Promise<{ rows: number; stageMs: number; commitMs: number; chunks: number; othersWaitMs: number }> {
  const tickets = benchTickets(plan, n).map((t, i) => ({
    ...t,
    scale_ticket_number: `UP-${String(i).padStart(6, '0')}`,
  }));
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}/api/scale-ticket/uploads${path}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), origin: base, cookie },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} uploads${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const started = performance.now();
  const session = await call<{ upload_id: string; chunk_rows: number }>('POST', '', {
    production_plan_id: plan.planId,
    total_rows: tickets.length,
  });
  let chunks = 0;
  for (let at = 0; at < tickets.length; at += session.chunk_rows) {
    await call('PUT', `/${session.upload_id}/chunks/${chunks}`, {
      scale_tickets: tickets.slice(at, at + session.chunk_rows),
    });
    chunks += 1;
  }
  const staged = performance.now();
  const commit = call<{ created: number }>('POST', `/${session.upload_id}/commit`);
  // another user's search of the plan's tickets, which needs the database
  const { result, slowestMs } = await slowestAnswerDuring(commit, () =>
    fetch(`${base}/api/scale-ticket?company_id=${plan.companyId}&year=${plan.year}&search=UP-0000`, {
      headers: { origin: base, cookie },
    }),
  );
  const { created } = result;
  if (created !== tickets.length) throw new Error(`the commit stored ${created} of ${tickets.length} tickets`);
  const commitMs = performance.now() - staged;
  return { rows: created, stageMs: staged - started, commitMs, chunks, othersWaitMs: slowestMs };
}

/**
 * Asks `ask` (another user's signed-in read) every 250 ms until `work` settles: the slowest answer is
 * how long the work keeps everyone else waiting.
 */
async function slowestAnswerDuring<T>(work: Promise<T>, ask: () => Promise<unknown>) {
  let done = false;
  let slowestMs = 0;
  const probe = (async () => {
    while (!done) {
      const started = performance.now();
      await ask();
      slowestMs = Math.max(slowestMs, performance.now() - started);
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  try {
    await work;
  } finally {
    done = true;
    await probe;
  }
  return { result: await work, slowestMs };
}
