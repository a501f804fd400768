import { SCALE_TICKET_LIMITS } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, scaleTickets } from '../../db/schema';
import { DEMO, errorOf, injectAs, json, type TestPortal } from '../../../test/portal';
import {
  openTicketPortal,
  ticketOf,
  TICKETS_URL,
  type TicketContext,
} from '../../../test/fixtures/scale-ticket.fixtures';

/**
 * A bulk save is all or nothing: a file that fails on its last row, after its other rows were
 * written, or whose connection ends while the insert runs (the server stopping) leaves no rows.
 * The faults are test triggers in this file's own database copy.
 */
let portal: TestPortal;
let ctx: TicketContext;

beforeAll(async () => {
  ({ portal, ctx } = await openTicketPortal());
  // Counts every row the insert writes (a sequence is not rolled back) and fails or stalls on marked rows.
  await db().execute(sql`create sequence test_rows_written`);
  await db().execute(
    sql.raw(`create function test_ticket_fault() returns trigger language plpgsql as $$
      begin
        perform nextval('test_rows_written');
        if new.scale_ticket_number = 'FAIL-LAST' then raise exception 'test fault on the last row'; end if;
        if new.scale_ticket_number = 'STALL-LAST' then perform pg_sleep(60); end if;
        return new;
      end $$`),
  );
  await db().execute(
    sql`create trigger test_ticket_fault before insert on scale_tickets for each row execute function test_ticket_fault()`,
  );
});
afterAll(() => portal?.close());

const db = () => portal.app.deps.db;
const post = (tickets: object[]) =>
  injectAs(portal.app, DEMO.receiver, { method: 'POST', url: TICKETS_URL, payload: { scale_tickets: tickets } });
const stored = () => db().$count(scaleTickets, eq(scaleTickets.productionPlanId, ctx.plan));
const audits = () => db().$count(auditLog, and(eq(auditLog.entity, 'scale_ticket'), eq(auditLog.action, 'create')));
const rowsWritten = async () => {
  const result = await db().execute<{ n: string }>(
    sql`select case when is_called then last_value else 0 end as n from test_rows_written`,
  );
  const rows = Array.isArray(result) ? result : (result as { rows: { n: string }[] }).rows;
  return Number(rows[0]!.n);
};
const file = (size: number) => Array.from({ length: size }, () => ticketOf(ctx));

describe('POST /api/scale-ticket stores a whole file or nothing', () => {
  it(`refuses a file of ${SCALE_TICKET_LIMITS.maxTicketsPerPost} whose last row repeats a stored ticket, storing none`, async () => {
    const [kept] = file(1);
    expect((await post([kept!])).statusCode).toBe(200);
    const before = await stored();
    const tickets = [...file(SCALE_TICKET_LIMITS.maxTicketsPerPost - 1), { ...kept!, moisture: 18 }];
    const response = await post(tickets);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).details).toEqual([
      expect.stringMatching(new RegExp(`^Row ${tickets.length}: Ticket ${kept!.scale_ticket_number} of `)),
    ]);
    expect(await stored()).toBe(before);
  });

  it('rolls back the rows already written when the database refuses the last one', async () => {
    const [before, auditsBefore, writtenBefore] = [await stored(), await audits(), await rowsWritten()];
    const tickets = [...file(2999), ticketOf(ctx, { scale_ticket_number: 'FAIL-LAST' })];
    const response = await post(tickets);
    expect(response.statusCode).toBe(500);
    // every row went through the insert before the last one failed it …
    expect((await rowsWritten()) - writtenBefore).toBe(tickets.length);
    // … and none of them (nor the audit) stayed
    expect(await stored()).toBe(before);
    expect(await audits()).toBe(auditsBefore);
    // the same file without the refused row is stored whole
    const saved = await post(tickets.slice(0, -1));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<{ created: number }>(saved).created).toBe(2999);
    expect(await stored()).toBe(before + 2999);
  });

  it('rolls the tickets back when a write after the insert (the audit) fails', async () => {
    await db().execute(
      sql.raw(`create function test_audit_fault() returns trigger language plpgsql as $$
        begin raise exception 'test fault in the audit'; end $$`),
    );
    await db().execute(
      sql`create trigger test_audit_fault before insert on audit_log for each row when (new.entity = 'scale_ticket') execute function test_audit_fault()`,
    );
    try {
      const [before, writtenBefore] = [await stored(), await rowsWritten()];
      const response = await post(file(500));
      expect(response.statusCode).toBe(500);
      expect((await rowsWritten()) - writtenBefore).toBe(500);
      expect(await stored()).toBe(before);
    } finally {
      await db().execute(sql`drop trigger test_audit_fault on audit_log`);
    }
  });

  // PGlite runs inside the API's process: stopping the server stops the database with it.
  it.runIf(process.env.DATABASE_URL)(
    'leaves no rows when its connection ends mid-insert, as when the server stops (PostgreSQL)',
    async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      const [before, writtenBefore] = [await stored(), await rowsWritten()];
      const tickets = [...file(2999), ticketOf(ctx, { scale_ticket_number: 'STALL-LAST' })];
      const saving = post(tickets);
      // wait until the insert has written the other rows and stalls on the last one
      let pid: number | undefined;
      for (let attempt = 0; attempt < 200 && pid === undefined; attempt++) {
        const result = await db().execute<{ pid: number }>(
          sql`select pid from pg_stat_activity where datname = current_database() and wait_event = 'PgSleep'`,
        );
        pid = (Array.isArray(result) ? result : (result as { rows: { pid: number }[] }).rows)[0]?.pid;
        if (pid === undefined) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(pid).toBeDefined();
      expect((await rowsWritten()) - writtenBefore).toBe(tickets.length);
      await db().execute(sql`select pg_terminate_backend(${pid})`);
      // a lost connection is the database being away for this request: 503, nothing stored
      expect((await saving).statusCode).toBe(503);
      expect(await stored()).toBe(before);
      // the lost connection is logged, not thrown out of the process
      expect(logged).toHaveBeenCalledWith('PostgreSQL connection lost:', expect.any(String));
      logged.mockRestore();
      // the pool replaces the lost connection: the next save goes through
      expect((await post(file(2))).statusCode).toBe(200);
      expect(await stored()).toBe(before + 2);
    },
    60_000,
  );
});
