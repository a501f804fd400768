import { CONTRACT_MESSAGES, type ScaleTicket, type ScaleTicketList } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaleTickets } from '../../db/schema';
import { ifMatch } from '../../../test/record-version';
import { TICKET_RECORD } from './repository';
import { DEMO, errorOf, injectAs, json, type TestPortal } from '../../../test/portal';
import {
  openTicketPortal,
  ticketOf,
  TICKETS_URL,
  transferOf,
  type TicketContext,
} from '../../../test/fixtures/scale-ticket.fixtures';

const URL = TICKETS_URL;
let portal: TestPortal;
let ctx: TicketContext;

beforeAll(async () => {
  ({ portal, ctx } = await openTicketPortal());
});
afterAll(() => portal?.close());

/** Stores tickets as the admin and returns their ids. */
async function store(...tickets: object[]): Promise<string[]> {
  const response = await injectAs(portal.app, DEMO.admin, {
    method: 'POST',
    url: URL,
    payload: { scale_tickets: tickets },
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ scale_ticket_ids: string[] }>(response).scale_ticket_ids;
}
const patch = async (email: string, payload: { scale_ticket_id?: string; [key: string]: unknown }) =>
  injectAs(portal.app, email, {
    method: 'PATCH',
    url: URL,
    payload,
    headers: await ifMatch(portal.app, TICKET_RECORD, payload.scale_ticket_id),
  });
const remove = (email: string, payload: object) => injectAs(portal.app, email, { method: 'DELETE', url: URL, payload });
const exists = async (id: string) => (await ctx.db.$count(scaleTickets, eq(scaleTickets.scaleTicketId, id))) === 1;

describe('PATCH /api/scale-ticket', () => {
  it('edits the ticket and keeps number, date and grower as stored', async () => {
    const original = ticketOf(ctx);
    const [id] = await store(original);
    const response = await patch(DEMO.receiver, {
      ...original,
      scale_ticket_id: id,
      scale_ticket_number: 'CHANGED',
      scale_ticket_date: '2020-01-01',
      grower_name: 'Changed Grower',
      net_quantity: 777,
      notes: 'Re-weighed',
      original_new_contract_id: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<ScaleTicket>(response)).toMatchObject({
      scale_ticket_id: id,
      scale_ticket_number: original.scale_ticket_number,
      scale_ticket_date: original.scale_ticket_date,
      grower_name: original.grower_name,
      net_quantity: 777,
      notes: 'Re-weighed',
      contract_id: null,
    });
  });

  it("refuses another company's ticket, a wrong plan id, and transfers without adjust-inventory", async () => {
    const horizon = ticketOf(ctx, { production_plan_id: ctx.horizonPlan, external_reference_id: ctx.horizon });
    const [foreignId] = await store(horizon);
    expect((await patch(DEMO.receiver, { ...horizon, scale_ticket_id: foreignId })).statusCode).toBe(403);
    // naming the receiver's own plan does not reach another plan's ticket
    expect(
      (await patch(DEMO.receiver, { ...horizon, scale_ticket_id: foreignId, production_plan_id: ctx.plan })).statusCode,
    ).toBe(404);
    expect((await patch(DEMO.receiver, { ...horizon, scale_ticket_id: crypto.randomUUID() })).statusCode).toBe(404);

    const transfer = transferOf(ctx);
    const [transferId] = await store(transfer);
    expect((await patch(DEMO.newuser, { ...transfer, scale_ticket_id: transferId })).statusCode).toBe(403);
    expect((await patch(DEMO.receiver, { ...transfer, scale_ticket_id: transferId })).statusCode).toBe(200);
    expect((await patch(DEMO.receiver, { ...transfer, scale_ticket_id: transferId, moisture: 'wet' })).statusCode).toBe(
      400,
    );
  });

  it('answers 409 when a new BOL repeats another stored ticket', async () => {
    const a = ticketOf(ctx);
    const b = { ...a, bill_of_landing_number: 'B-OTHER' };
    const [, idB] = await store(a, b);
    const response = await patch(DEMO.receiver, {
      ...b,
      scale_ticket_id: idB,
      bill_of_landing_number: a.bill_of_landing_number,
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('scale_ticket_duplication');
  });
});

describe('DELETE /api/scale-ticket', () => {
  it('deletes one ticket, or several in one body', async () => {
    const [one, two, three] = await store(ticketOf(ctx), ticketOf(ctx), ticketOf(ctx));
    const single = await remove(DEMO.receiver, { production_plan_id: ctx.plan, scale_ticket_id: one });
    expect(json(single)).toEqual({ deleted: 1, batch_id: expect.any(String) });
    const many = await remove(DEMO.receiver, {
      scale_tickets: [two, three].map((id) => ({ production_plan_id: ctx.plan, scale_ticket_id: id })),
    });
    expect(json(many)).toEqual({ deleted: 2, batch_id: expect.any(String) });
    expect(await exists(one!)).toBe(false);
  });

  it('refuses foreign tickets and deletes nothing of a body holding one', async () => {
    const [own] = await store(ticketOf(ctx));
    const [foreign] = await store(
      ticketOf(ctx, { production_plan_id: ctx.horizonPlan, external_reference_id: ctx.horizon }),
    );
    const both = {
      scale_tickets: [
        { production_plan_id: ctx.plan, scale_ticket_id: own },
        { production_plan_id: ctx.horizonPlan, scale_ticket_id: foreign },
      ],
    };
    expect((await remove(DEMO.receiver, both)).statusCode).toBe(403);
    expect((await remove(DEMO.operator, { production_plan_id: ctx.plan, scale_ticket_id: own })).statusCode).toBe(403);
    expect((await remove(DEMO.salesrep, { production_plan_id: ctx.plan, scale_ticket_id: own })).statusCode).toBe(403);
    expect(
      (await remove(DEMO.receiver, { production_plan_id: ctx.horizonPlan, scale_ticket_id: own })).statusCode,
    ).toBe(404);
    expect((await remove(DEMO.receiver, { scale_tickets: [] })).statusCode).toBe(400);
    expect(await exists(own!)).toBe(true);
    expect(await exists(foreign!)).toBe(true);
  });

  it('needs adjust-inventory to delete a zero-out', async () => {
    const [zero] = await store(ticketOf(ctx, { is_zeroout: true, scale_ticket_number: `zeroout-${Date.now()}` }));
    const ref = { production_plan_id: ctx.plan, scale_ticket_id: zero };
    expect((await remove(DEMO.newuser, ref)).statusCode).toBe(403);
    expect((await remove(DEMO.receiver, ref)).statusCode).toBe(200);
  });
});

describe('a contract with tickets cannot be voided', () => {
  it('refuses the void while a posted ticket names the contract, and voids once it is gone', async () => {
    const contract = ctx.contracts.at(-1)!;
    const list = await injectAs(portal.app, DEMO.receiver, {
      method: 'GET',
      url: `${URL}?contract_id=${contract.contractId}&limit=500`,
    });
    const seeded = json<ScaleTicketList>(list).scale_tickets;
    if (seeded.length) {
      const body = {
        scale_tickets: seeded.map((t) => ({
          production_plan_id: t.production_plan_id,
          scale_ticket_id: t.scale_ticket_id,
        })),
      };
      expect((await remove(DEMO.receiver, body)).statusCode).toBe(200);
    }
    const [id] = await store(
      ticketOf(ctx, {
        production_plan_id: contract.productionPlanId,
        grower_name: contract.growerName,
        original_new_contract_id: contract.newContractId,
      }),
    );
    const voidIt = () =>
      injectAs(portal.app, DEMO.receiver, {
        method: 'PATCH',
        url: `/api/void?contract_id=${contract.contractId}`,
        payload: { voided_from: 'Entered in error' },
      });
    const blocked = await voidIt();
    expect(blocked.statusCode).toBe(409);
    expect(errorOf(blocked)).toMatchObject({ code: 'void_blocked', message: CONTRACT_MESSAGES.voidBlocked });

    expect(
      (await remove(DEMO.receiver, { production_plan_id: contract.productionPlanId, scale_ticket_id: id })).statusCode,
    ).toBe(200);
    expect((await voidIt()).statusCode).toBe(200);
  });
});
