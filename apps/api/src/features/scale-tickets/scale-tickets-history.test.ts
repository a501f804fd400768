import type { RecordHistoryPage } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ifMatch } from '../../../test/record-version';
import { eq } from 'drizzle-orm';
import { auditRecordKeys } from '../../db/schema';
import { userByEmail } from '../../testing';
import { TICKET_RECORD } from './repository';
import { DEMO, injectAs, json, type TestPortal } from '../../../test/portal';
import {
  openTicketPortal,
  ticketOf,
  TICKETS_URL,
  type TicketContext,
} from '../../../test/fixtures/scale-ticket.fixtures';

let portal: TestPortal;
let ctx: TicketContext;

let adminId: string;

beforeAll(async () => {
  ({ portal, ctx } = await openTicketPortal());
  adminId = (await userByEmail(portal.app.deps.db, DEMO.admin))!.id;
});
afterAll(() => portal?.close());

async function store(ticket: object): Promise<string> {
  const response = await injectAs(portal.app, DEMO.admin, {
    method: 'POST',
    url: TICKETS_URL,
    payload: { scale_tickets: [ticket] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ scale_ticket_ids: string[] }>(response).scale_ticket_ids[0]!;
}
const history = (email: string, id: string, page = 1) =>
  injectAs(portal.app, email, { method: 'GET', url: `${TICKETS_URL}/history?scale_ticket_id=${id}&page=${page}` });

describe('GET /api/scale-ticket/history', () => {
  it('shows an edit field by field, old → new, with the editor’s name, newest first', async () => {
    const original = ticketOf(ctx, { net_quantity: 500, notes: null });
    const id = await store(original);
    const edit = async (change: object) => {
      const payload = { ...original, ...change, scale_ticket_id: id };
      const response = await injectAs(portal.app, DEMO.receiver, {
        method: 'PATCH',
        url: TICKETS_URL,
        payload,
        headers: await ifMatch(portal.app, TICKET_RECORD, id),
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await edit({ net_quantity: 777, notes: 'Re-weighed' });
    await edit({ net_quantity: 800, notes: 'Re-weighed' });

    const response = await history(DEMO.receiver, id);
    expect(response.statusCode, response.body).toBe(200);
    const page = json<RecordHistoryPage>(response);
    expect(page.has_more).toBe(false);
    expect(page.items).toHaveLength(3);
    expect(page.items[0]).toMatchObject({
      action: 'update',
      entity: 'scale_ticket',
      entity_id: id,
      user_name: 'Rachel Okafor',
      changes: [{ field: 'net_quantity', from: 777, to: 800 }],
    });
    expect(page.items[1]!.changes).toEqual([
      { field: 'net_quantity', from: 500, to: 777 },
      { field: 'notes', from: null, to: 'Re-weighed' },
    ]);
    expect(page.items[2]).toMatchObject({ action: 'create', user_id: adminId, changes: [] });
  });

  it('starts with the creation, who and when, for each ticket of a bulk save: one audit row for the batch', async () => {
    const before = Date.now();
    const response = await injectAs(portal.app, DEMO.receiver, {
      method: 'POST',
      url: TICKETS_URL,
      payload: { scale_tickets: [ticketOf(ctx), ticketOf(ctx), ticketOf(ctx)] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const ids = json<{ scale_ticket_ids: string[] }>(response).scale_ticket_ids;
    expect(ids).toHaveLength(3);
    const creations = await Promise.all(
      ids.map(async (id) => json<RecordHistoryPage>(await history(DEMO.receiver, id)).items),
    );
    for (const items of creations) {
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ action: 'create', entity: 'scale_ticket', user_name: 'Rachel Okafor' });
      expect(new Date(items[0]!.at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
    expect(new Set(creations.map((items) => items[0]!.audit_id)).size).toBe(1);
    const keys = await portal.app.deps.db
      .select()
      .from(auditRecordKeys)
      .where(eq(auditRecordKeys.auditId, creations[0]![0]!.audit_id));
    expect(keys.map((k) => k.entityId).sort()).toEqual([...ids].sort());
  });

  it('lists a delete and a restore of a batch the ticket was part of', async () => {
    const id = await store(ticketOf(ctx));
    const other = await store(ticketOf(ctx));
    const removed = await injectAs(portal.app, DEMO.receiver, {
      method: 'DELETE',
      url: TICKETS_URL,
      payload: { scale_tickets: [id, other].map((t) => ({ production_plan_id: ctx.plan, scale_ticket_id: t })) },
    });
    const restored = await injectAs(portal.app, DEMO.receiver, {
      method: 'POST',
      url: `${TICKETS_URL}/restore`,
      payload: { batch_id: json<{ batch_id: string }>(removed).batch_id },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const page = json<RecordHistoryPage>(await history(DEMO.receiver, id));
    expect(page.items.map((item) => item.action)).toEqual(['restore', 'delete', 'create']);
  });

  it("another company's user reads no ticket history: 404, as for an unknown id", async () => {
    const foreign = await store(
      ticketOf(ctx, { production_plan_id: ctx.horizonPlan, external_reference_id: ctx.horizon }),
    );
    expect((await history(DEMO.receiver, foreign)).statusCode).toBe(404);
    expect((await history(DEMO.receiver, crypto.randomUUID())).statusCode).toBe(404);
    expect((await history(DEMO.receiver, 'not-a-uuid')).statusCode).toBe(400);
    expect((await history(DEMO.admin, foreign)).statusCode).toBe(200);
  });
});
