import { chunksOf, SCALE_TICKET_MESSAGES, UPLOAD_SESSION_TEXTS, type ScaleTicketInput } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaleTicketColumnMappings, scaleTickets, uploadSessionChunks, uploadSessions } from '../../db/schema';
import { DEMO, errorOf, injectAs, json, type TestPortal } from '../../../test/portal';
import { openTicketPortal, ticketOf, type TicketContext } from '../../../test/fixtures/scale-ticket.fixtures';

const UPLOADS = '/api/scale-ticket/uploads';
let portal: TestPortal;
let ctx: TicketContext;

beforeAll(async () => {
  ({ portal, ctx } = await openTicketPortal());
});
afterAll(() => portal?.close());

const count = () => portal.app.deps.db.$count(scaleTickets, eq(scaleTickets.productionPlanId, ctx.plan));
const start = (email: string, total: number, plan = ctx.plan) =>
  injectAs(portal.app, email, {
    method: 'POST',
    url: UPLOADS,
    payload: { production_plan_id: plan, total_rows: total },
  });
const stage = (email: string, id: string, index: number, tickets: object[]) =>
  injectAs(portal.app, email, {
    method: 'PUT',
    url: `${UPLOADS}/${id}/chunks/${index}`,
    payload: { scale_tickets: tickets },
  });
const commit = (email: string, id: string) =>
  injectAs(portal.app, email, { method: 'POST', url: `${UPLOADS}/${id}/commit` });

/** Starts an upload of the tickets and stages every chunk; returns its id. */
async function staged(tickets: ScaleTicketInput[], email: string = DEMO.receiver): Promise<string> {
  const opened = await start(email, tickets.length);
  expect(opened.statusCode, opened.body).toBe(200);
  const { upload_id, chunk_rows } = json<{ upload_id: string; chunk_rows: number }>(opened);
  let done = 0;
  for (const [index, chunk] of chunksOf(tickets, chunk_rows).entries()) {
    const response = await stage(email, upload_id, index, chunk);
    expect(response.statusCode, response.body).toBe(200);
    done += chunk.length;
    expect(json(response)).toEqual({ staged_rows: done, total_rows: tickets.length });
  }
  return upload_id;
}

const sessionsOf = (id: string) => portal.app.deps.db.$count(uploadSessions, eq(uploadSessions.uploadId, id));
const chunksLeft = (id: string) => portal.app.deps.db.$count(uploadSessionChunks, eq(uploadSessionChunks.uploadId, id));
const file = (n: number) => Array.from({ length: n }, () => ticketOf(ctx));

describe('scale ticket upload sessions', () => {
  it('X2: a 50,000-row file staged in chunks is stored whole by one commit, and the staging is gone', async () => {
    const before = await count();
    const id = await staged(file(50_000));
    expect(await count()).toBe(before); // staging stores nothing yet
    const response = await commit(DEMO.receiver, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({ created: 50_000 });
    expect(await count()).toBe(before + 50_000);
    expect([await sessionsOf(id), await chunksLeft(id)]).toEqual([0, 0]);
  }, 180_000);

  it('X2: a repeat of a stored ticket in the last chunk stores none of the file', async () => {
    const [stored] = file(1);
    expect(
      (
        await injectAs(portal.app, DEMO.receiver, {
          method: 'POST',
          url: '/api/scale-ticket',
          payload: { scale_tickets: [stored] },
        })
      ).statusCode,
    ).toBe(200);
    const before = await count();
    const tickets = [...file(11_999), { ...stored!, net_quantity: 1 }];
    const response = await commit(DEMO.receiver, await staged(tickets));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'scale_ticket_duplication',
      message: SCALE_TICKET_MESSAGES.duplicate,
    });
    expect(errorOf(response).details).toEqual([expect.stringContaining('Row 12000: Ticket')]);
    expect(await count()).toBe(before);
  }, 60_000);

  it('X2: a refused row in the last chunk is not staged, and the commit of the incomplete file stores nothing', async () => {
    const before = await count();
    const tickets = file(6_000);
    const opened = json<{ upload_id: string }>(await start(DEMO.receiver, tickets.length));
    const [first, last] = chunksOf(tickets);
    expect((await stage(DEMO.receiver, opened.upload_id, 0, first!)).statusCode).toBe(200);
    const bad = await stage(DEMO.receiver, opened.upload_id, 1, [
      ...last!.slice(1),
      { ...last![0]!, net_quantity: -5 },
    ]);
    expect(bad.statusCode).toBe(400);
    const response = await commit(DEMO.receiver, opened.upload_id);
    expect([response.statusCode, errorOf(response).message]).toEqual([409, UPLOAD_SESSION_TEXTS.incomplete]);
    expect(await count()).toBe(before);
  }, 60_000);

  it('refuses chunks out of range, of the wrong size or of another plan', async () => {
    const { upload_id } = json<{ upload_id: string }>(await start(DEMO.receiver, 3));
    const messageOf = async (index: number, tickets: object[]) => {
      const response = await stage(DEMO.receiver, upload_id, index, tickets);
      return [response.statusCode, errorOf(response).message];
    };
    expect(await messageOf(1, file(3))).toEqual([400, UPLOAD_SESSION_TEXTS.chunkOutOfRange]);
    expect(await messageOf(0, file(2))).toEqual([400, UPLOAD_SESSION_TEXTS.chunkSize]);
    const foreign = file(3).map((t) => ({ ...t, production_plan_id: ctx.horizonPlan }));
    expect(await messageOf(0, foreign)).toEqual([400, UPLOAD_SESSION_TEXTS.otherPlan]);
  });

  it('N-4: keeps the per-user limits: at most 3 open uploads; an expired one is removed with its rows', async () => {
    const db = portal.app.deps.db;
    await db.delete(uploadSessions);
    const abandoned = await staged(file(10));
    await staged(file(10));
    await staged(file(10));
    const fourth = await start(DEMO.receiver, 10);
    expect([fourth.statusCode, errorOf(fourth).message]).toEqual([429, UPLOAD_SESSION_TEXTS.tooManyOpen]);
    await db
      .update(uploadSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(uploadSessions.uploadId, abandoned));
    expect((await start(DEMO.receiver, 10)).statusCode).toBe(200);
    expect([await sessionsOf(abandoned), await chunksLeft(abandoned)]).toEqual([0, 0]);
    expect((await commit(DEMO.receiver, abandoned)).statusCode).toBe(404);
  });

  it("permissions: a plan the user may not write, and another user's upload, are refused", async () => {
    await portal.app.deps.db.delete(uploadSessions);
    // operator holds create-scale-ticket at Midwest, not at Cornbelt
    expect((await start(DEMO.operator, 10)).statusCode).toBe(404);
    expect((await start(DEMO.steward, 10)).statusCode).toBe(403);
    const id = await staged(file(10));
    // newuser holds create-scale-ticket at Cornbelt too, but the upload is the receiver's
    expect((await stage(DEMO.newuser, id, 0, file(10))).statusCode).toBe(404);
    expect((await commit(DEMO.newuser, id)).statusCode).toBe(404);
    expect((await injectAs(portal.app, DEMO.newuser, { method: 'DELETE', url: `${UPLOADS}/${id}` })).statusCode).toBe(
      404,
    );
    expect((await injectAs(portal.app, DEMO.receiver, { method: 'DELETE', url: `${UPLOADS}/${id}` })).statusCode).toBe(
      200,
    );
    expect(await sessionsOf(id)).toBe(0);
  });
});

describe('DELETE /api/scale-ticket/column-mapping', () => {
  const mappingUrl = (company: string) => `/api/scale-ticket/column-mapping?company_id=${company}`;
  const saved = () =>
    portal.app.deps.db.$count(scaleTicketColumnMappings, eq(scaleTicketColumnMappings.companyId, ctx.cornbelt));

  it("X5: forgets the company's saved mapping; another company's user is denied and the mapping stays", async () => {
    const put = await injectAs(portal.app, DEMO.receiver, {
      method: 'PUT',
      url: '/api/scale-ticket/column-mapping',
      payload: { company_id: ctx.cornbelt, mapping: { Tkt: 'scale_ticket_number' } },
    });
    expect(put.statusCode).toBe(200);
    const denied = await injectAs(portal.app, DEMO.operator, { method: 'DELETE', url: mappingUrl(ctx.cornbelt) });
    expect(denied.statusCode).toBe(403);
    expect(await saved()).toBe(1);
    const reset = await injectAs(portal.app, DEMO.receiver, { method: 'DELETE', url: mappingUrl(ctx.cornbelt) });
    expect(reset.statusCode).toBe(200);
    expect(json(reset)).toEqual({ company_id: ctx.cornbelt, mapping: {} });
    expect(await saved()).toBe(0);
    const read = await injectAs(portal.app, DEMO.receiver, { method: 'GET', url: mappingUrl(ctx.cornbelt) });
    expect(json(read)).toEqual({ company_id: ctx.cornbelt, mapping: {} });
  });
});
