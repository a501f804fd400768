import { SCALE_TICKET_MESSAGES } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, scaleTickets } from '../../db/schema';
import { DEMO, errorOf, injectAs, json, type TestPortal } from '../../../test/portal';
import {
  openTicketPortal,
  ticketOf,
  TICKETS_URL,
  type TicketContext,
} from '../../../test/fixtures/scale-ticket.fixtures';

const URL = TICKETS_URL;
let portal: TestPortal;
let ctx: TicketContext;

// newuser: create-scale-ticket at the receiver, without adjust-inventory.
beforeAll(async () => {
  ({ portal, ctx } = await openTicketPortal());
});
afterAll(() => portal?.close());

const post = (email: string | null, tickets: object[]) =>
  injectAs(portal.app, email, { method: 'POST', url: URL, payload: { scale_tickets: tickets } });
const count = () => portal.app.deps.db.$count(scaleTickets, eq(scaleTickets.productionPlanId, ctx.plan));

describe('POST /api/scale-ticket', () => {
  it('stores every ticket in one go, links grower tickets to the named contract, and audits it', async () => {
    const before = await count();
    const [a, b] = [ticketOf(ctx), ticketOf(ctx, { original_new_contract_id: null, grower_name: 'Someone Else' })];
    const response = await post(DEMO.receiver, [a, b]);
    expect(response.statusCode, response.body).toBe(200);
    const body = json<{ created: number; scale_ticket_ids: string[] }>(response);
    expect(body.created).toBe(2);
    expect(await count()).toBe(before + 2);
    const stored = await ctx.db
      .select()
      .from(scaleTickets)
      .where(eq(scaleTickets.scaleTicketId, body.scale_ticket_ids[0]!));
    expect(stored[0]).toMatchObject({
      contractId: ctx.contracts[0]!.contractId,
      scaleTicketNumber: a.scale_ticket_number,
    });
    const [unlinked] = await ctx.db
      .select()
      .from(scaleTickets)
      .where(eq(scaleTickets.scaleTicketId, body.scale_ticket_ids[1]!));
    expect(unlinked!.contractId).toBeNull();
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'scale_ticket'), eq(auditLog.action, 'create')));
    expect(audits.some((row) => (row.details as { count?: number }).count === 2)).toBe(true);
  });

  it('links no contract of another plan or in another state', async () => {
    const foreign = ticketOf(ctx, { original_new_contract_id: '9999999999999999' });
    const response = await post(DEMO.receiver, [foreign]);
    const [row] = await ctx.db
      .select()
      .from(scaleTickets)
      .where(eq(scaleTickets.scaleTicketId, json<{ scale_ticket_ids: string[] }>(response).scale_ticket_ids[0]!));
    expect(row!.contractId).toBeNull();
  });

  it('answers 409 scale_ticket_duplication for a repeat within the body, storing nothing', async () => {
    const before = await count();
    const a = ticketOf(ctx);
    const response = await post(DEMO.receiver, [ticketOf(ctx), a, { ...a, net_quantity: 1 }]);
    expect(response.statusCode).toBe(409);
    const error = errorOf(response);
    expect(error.code).toBe('scale_ticket_duplication');
    expect(error.message).toBe(SCALE_TICKET_MESSAGES.duplicate);
    expect(error.details).toEqual([expect.stringContaining(`Row 3: Ticket ${a.scale_ticket_number}`)]);
    expect(await count()).toBe(before);
  });

  it('answers 409 for a repeat of a stored ticket, naming it, and stores none of the file', async () => {
    const stored = ticketOf(ctx);
    expect((await post(DEMO.receiver, [stored])).statusCode).toBe(200);
    const before = await count();
    const response = await post(DEMO.receiver, [ticketOf(ctx), { ...stored, moisture: 20 }]);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'scale_ticket_duplication',
      details: [
        `Row 2: Ticket ${stored.scale_ticket_number} of ${stored.grower_name}, BOL ${stored.bill_of_landing_number}, ${stored.scale_ticket_date} already exists`,
      ],
    });
    expect(await count()).toBe(before);
    // The same identity in another plan is no duplicate.
    const horizon = { ...stored, production_plan_id: ctx.horizonPlan, external_reference_id: ctx.horizon };
    expect((await post(DEMO.admin, [horizon])).statusCode).toBe(200);
  });

  it('answers 400 with the field for bad input', async () => {
    const cases: [object, string][] = [
      [{ grower_name: '' }, 'scale_tickets.0.grower_name'],
      [{ scale_ticket_date: '10/15/2026' }, 'scale_tickets.0.scale_ticket_date'],
      [{ rapid_visco_analyzer: 2 }, 'scale_tickets.0.rapid_visco_analyzer'],
      [{ net_quantity: '1,000' }, 'scale_tickets.0.net_quantity'],
      [{ moisture: -1 }, 'scale_tickets.0.moisture'],
      [{ production_plan_id: 'nope' }, 'scale_tickets.0.production_plan_id'],
    ];
    for (const [change, field] of cases) {
      const response = await post(DEMO.receiver, [{ ...ticketOf(ctx), ...change }]);
      expect(response.statusCode, field).toBe(400);
      expect((errorOf(response).details as { field: string }[]).map((d) => d.field)).toContain(field);
    }
    const { bill_of_landing_number: _b, ...missing } = ticketOf(ctx);
    expect((await post(DEMO.receiver, [missing])).statusCode).toBe(400);
    expect((await post(DEMO.receiver, [])).statusCode).toBe(400);
  });

  it("refuses another company's plan, a receiver other than the plan's, and users without create-scale-ticket", async () => {
    const before = await count();
    const horizonTicket = ticketOf(ctx, { production_plan_id: ctx.horizonPlan, external_reference_id: ctx.horizon });
    expect((await post(DEMO.receiver, [horizonTicket])).statusCode).toBe(403);
    // the body names the receiver's own company, the plan is another's: the plan's company decides
    expect((await post(DEMO.receiver, [{ ...horizonTicket, external_reference_id: ctx.cornbelt }])).statusCode).toBe(
      403,
    );
    // operator holds create-scale-ticket at its own company only
    expect((await post(DEMO.operator, [ticketOf(ctx, { external_reference_id: ctx.midwest })])).statusCode).toBe(403);
    // the receiver's own plan, with another company as the receiver
    expect((await post(DEMO.receiver, [ticketOf(ctx, { external_reference_id: ctx.horizon })])).statusCode).toBe(403);
    // one foreign ticket in a file refuses the whole file
    expect((await post(DEMO.receiver, [ticketOf(ctx), horizonTicket])).statusCode).toBe(403);
    expect((await post(DEMO.salesrep, [ticketOf(ctx)])).statusCode).toBe(403);
    expect((await post(DEMO.reseller, [ticketOf(ctx)])).statusCode).toBe(403);
    expect((await post(null, [ticketOf(ctx)])).statusCode).toBe(401);
    const unknownPlan = ticketOf(ctx, { production_plan_id: crypto.randomUUID() });
    expect((await post(DEMO.receiver, [unknownPlan])).statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it('needs adjust-inventory for unplanned transfers and zero-outs', async () => {
    const source = ctx.contracts[1] ?? ctx.contracts[0]!;
    const transfer = ticketOf(ctx, {
      original_contract_id: source.contractId,
      original_production_plan_id: source.productionPlanId,
      original_production_plan_inventory_code: source.inventoryCode,
      original_grower_name: source.growerName,
      original_selected_type: 'grower_name',
    });
    const zeroOut = ticketOf(ctx, { is_zeroout: true, scale_ticket_number: `zeroout-${Date.now()}`, net_quantity: -5 });
    const before = await count();
    expect((await post(DEMO.newuser, [transfer])).statusCode).toBe(403);
    expect((await post(DEMO.newuser, [zeroOut])).statusCode).toBe(403);
    expect(await count()).toBe(before);
    expect((await post(DEMO.newuser, [ticketOf(ctx)])).statusCode).toBe(200);

    const stored = await post(DEMO.receiver, [transfer, zeroOut]);
    expect(stored.statusCode, stored.body).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(scaleTickets)
      .where(eq(scaleTickets.scaleTicketId, json<{ scale_ticket_ids: string[] }>(stored).scale_ticket_ids[1]!));
    expect(row).toMatchObject({ isZeroout: true, netQuantity: -5 });
  });
});
