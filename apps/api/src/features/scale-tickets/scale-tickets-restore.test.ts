import {
  SCALE_TICKET_MESSAGES,
  type DeletedTicketsResponse,
  type InventoryResponse,
  type NetBushelsResponse,
  type ScaleTicketList,
} from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, deletedScaleTickets, scaleTickets } from '../../db/schema';
import { DEMO, errorOf, injectAs, json, type TestPortal } from '../../../test/portal';
import {
  openTicketPortal,
  ticketOf,
  TICKETS_URL,
  YEAR,
  type TicketContext,
} from '../../../test/fixtures/scale-ticket.fixtures';
import { purgeDeletedTickets } from './restore-scale-tickets';

let portal: TestPortal;
let ctx: TicketContext;

beforeAll(async () => {
  ({ portal, ctx } = await openTicketPortal());
});
afterAll(() => portal?.close());

async function store(...tickets: object[]): Promise<string[]> {
  const response = await injectAs(portal.app, DEMO.admin, {
    method: 'POST',
    url: TICKETS_URL,
    payload: { scale_tickets: tickets },
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ scale_ticket_ids: string[] }>(response).scale_ticket_ids;
}
async function remove(ids: string[], email: string = DEMO.receiver, planId = ctx.plan): Promise<string> {
  const response = await injectAs(portal.app, email, {
    method: 'DELETE',
    url: TICKETS_URL,
    payload: { scale_tickets: ids.map((id) => ({ production_plan_id: planId, scale_ticket_id: id })) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ batch_id: string }>(response).batch_id;
}
const restore = (email: string, batchId: string) =>
  injectAs(portal.app, email, { method: 'POST', url: `${TICKETS_URL}/restore`, payload: { batch_id: batchId } });
const listDeleted = (email: string, companyId: string = ctx.cornbelt) =>
  injectAs(portal.app, email, { method: 'GET', url: `${TICKETS_URL}/deleted?company_id=${companyId}&year=${YEAR}` });
const live = async (id: string) => (await ctx.db.$count(scaleTickets, eq(scaleTickets.scaleTicketId, id))) === 1;
const storedRow = async (id: string) =>
  (await ctx.db.select().from(scaleTickets).where(eq(scaleTickets.scaleTicketId, id)))[0];

describe('deleting scale tickets keeps them restorable', () => {
  it('soft-deletes a batch, lists it as deleted, and Undo puts back exactly those rows', async () => {
    const [one, two, other] = await store(ticketOf(ctx, { notes: 'kept note' }), ticketOf(ctx), ticketOf(ctx));
    const before = await storedRow(one!);
    const batch = await remove([one!, two!]);
    await remove([other!]);
    expect(await live(one!)).toBe(false);

    const list = json<DeletedTicketsResponse>(await listDeleted(DEMO.receiver)).deleted_tickets;
    const mine = list.filter((t) => t.batch_id === batch);
    expect(mine.map((t) => t.scale_ticket_id).sort()).toEqual([one, two].sort());
    expect(mine[0]).toMatchObject({ inventory_code: expect.any(String), deleted_by_name: expect.any(String) });

    const undone = await restore(DEMO.receiver, batch);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(json(undone)).toEqual({ restored: 2 });
    const after = await storedRow(one!);
    expect(after).toEqual(before);
    expect(await live(two!)).toBe(true);
    expect(await live(other!)).toBe(false);
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'restore'), eq(auditLog.entity, 'scale_ticket')));
    expect(audit?.details).toMatchObject({ batch_id: batch });
    // a batch restored is gone from the view and cannot be restored twice
    expect(
      json<DeletedTicketsResponse>(await listDeleted(DEMO.receiver)).deleted_tickets.map((t) => t.batch_id),
    ).not.toContain(batch);
    expect((await restore(DEMO.receiver, batch)).statusCode).toBe(404);
  });

  it("N-29 attack: another company's user can neither list nor restore the deleted tickets", async () => {
    // a Prairie Horizon ticket deleted by the admin; Cornbelt's receiver may delete tickets at Cornbelt only
    const [id] = await store(
      ticketOf(ctx, { production_plan_id: ctx.horizonPlan, external_reference_id: ctx.horizon }),
    );
    const batch = await remove([id!], DEMO.admin, ctx.horizonPlan);
    expect((await listDeleted(DEMO.receiver, ctx.horizon)).statusCode).toBe(403);
    expect(
      json<DeletedTicketsResponse>(await listDeleted(DEMO.receiver)).deleted_tickets.map((t) => t.batch_id),
    ).not.toContain(batch);
    expect((await restore(DEMO.receiver, batch)).statusCode).toBe(403);
    expect(await live(id!)).toBe(false);
    expect(
      json<DeletedTicketsResponse>(await listDeleted(DEMO.admin, ctx.horizon)).deleted_tickets.map((t) => t.batch_id),
    ).toContain(batch);
  });

  it('N-29 attack: a user without the delete permission cannot restore', async () => {
    const [id] = await store(ticketOf(ctx));
    const batch = await remove([id!]);
    expect((await restore(DEMO.operator, batch)).statusCode).toBe(403);
    expect((await listDeleted(DEMO.operator)).statusCode).toBe(403);
    // newuser holds create-scale-ticket without adjust-inventory: a zero-out stays out of reach
    const [zero] = await store(ticketOf(ctx, { is_zeroout: true, scale_ticket_number: `zeroout-${Date.now()}` }));
    const zeroBatch = await remove([zero!]);
    expect((await restore(DEMO.newuser, zeroBatch)).statusCode).toBe(403);
    expect(await live(id!)).toBe(false);
    expect(await live(zero!)).toBe(false);
    expect((await restore(DEMO.newuser, batch)).statusCode).toBe(200);
  });

  it('refuses a restore that clashes with a live ticket, naming it, and restores nothing of the batch', async () => {
    const clashing = ticketOf(ctx);
    const [first, second] = await store(clashing, ticketOf(ctx));
    const batch = await remove([first!, second!]);
    await store(clashing);
    const refused = await restore(DEMO.receiver, batch);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('scale_ticket_restore_clash');
    expect(errorOf(refused).message).toContain(`Ticket ${clashing.scale_ticket_number}`);
    expect(await live(second!)).toBe(false);
    expect(await live(first!)).toBe(false);
    expect(errorOf(refused).message).toBe(
      SCALE_TICKET_MESSAGES.restoreClash(
        `Ticket ${clashing.scale_ticket_number} of ${clashing.grower_name}, BOL ${clashing.bill_of_landing_number}, ${clashing.scale_ticket_date}`,
      ),
    );
  });

  it('refuses to restore a ticket onto a contract voided since its delete', async () => {
    const contract = ctx.contracts.at(-1)!;
    const seeded = json<ScaleTicketList>(
      await injectAs(portal.app, DEMO.receiver, {
        method: 'GET',
        url: `${TICKETS_URL}?contract_id=${contract.contractId}&limit=500`,
      }),
    ).scale_tickets;
    for (const t of seeded) await remove([t.scale_ticket_id], DEMO.receiver, t.production_plan_id);
    const [id] = await store(
      ticketOf(ctx, {
        production_plan_id: contract.productionPlanId,
        grower_name: contract.growerName,
        original_new_contract_id: contract.newContractId,
      }),
    );
    const batch = await remove([id!], DEMO.receiver, contract.productionPlanId);
    const voided = await injectAs(portal.app, DEMO.receiver, {
      method: 'PATCH',
      url: `/api/void?contract_id=${contract.contractId}`,
      payload: { voided_from: 'Entered in error' },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const refused = await restore(DEMO.receiver, batch);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('scale_ticket_restore_clash');
    expect(errorOf(refused).message).toContain('was voided since the delete');
    expect(await live(id!)).toBe(false);
  });

  it('a deleted ticket leaves the list, the inventory and the net bushels report, and comes back on restore', async () => {
    const contract = ctx.contracts[0]!;
    const delivered = async () => {
      const inventory = json<InventoryResponse>(
        await injectAs(portal.app, DEMO.receiver, {
          method: 'GET',
          url: `${TICKETS_URL}/inventory?contract_id=${contract.contractId}`,
        }),
      ).contracts[0]!.delivered;
      const report = json<NetBushelsResponse>(
        await injectAs(portal.app, DEMO.admin, {
          method: 'GET',
          url: `/api/reports/net-bushels?year=${YEAR}&contract_id=${contract.newContractId}`,
        }),
      ).rows.find((r) => r.contract_id === contract.contractId)!.net_total;
      const listed = json<ScaleTicketList>(
        await injectAs(portal.app, DEMO.receiver, {
          method: 'GET',
          url: `${TICKETS_URL}?contract_id=${contract.contractId}&limit=500`,
        }),
      ).scale_tickets.length;
      return { inventory, report, listed };
    };
    const [id] = await store(ticketOf(ctx, { net_quantity: 777, gross_quantity: 800 }));
    const withTicket = await delivered();
    const batch = await remove([id!]);
    const without = await delivered();
    expect(without.inventory).toBe(withTicket.inventory - 777);
    expect(without.report).toBe(withTicket.report - 777);
    expect(without.listed).toBe(withTicket.listed - 1);
    expect((await restore(DEMO.receiver, batch)).statusCode).toBe(200);
    expect(await delivered()).toEqual(withTicket);
  });

  it('purges deletes older than 30 days and keeps them out of the view meanwhile', async () => {
    const [id] = await store(ticketOf(ctx));
    const batch = await remove([id!]);
    await ctx.db
      .update(deletedScaleTickets)
      .set({ deletedAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(deletedScaleTickets.batchId, batch));
    expect(
      json<DeletedTicketsResponse>(await listDeleted(DEMO.receiver)).deleted_tickets.map((t) => t.batch_id),
    ).not.toContain(batch);
    expect((await restore(DEMO.receiver, batch)).statusCode).toBe(404);
    expect(await purgeDeletedTickets(ctx.db, new Date())).toBeGreaterThanOrEqual(1);
    expect(await ctx.db.$count(deletedScaleTickets, eq(deletedScaleTickets.batchId, batch))).toBe(0);
  });
});
