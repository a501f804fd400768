import type { ContractInventory } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaleTickets } from '../../db/schema';
import { buildScaleTicket } from '../../../test/factories';
import { DEMO, injectAs, json, type TestPortal } from '../../../test/portal';
import {
  openTicketPortal,
  ticketOf,
  TICKETS_URL,
  transferOf,
  YEAR,
  type TicketContext,
} from '../../../test/fixtures/scale-ticket.fixtures';
import { deliverableContractsOfCompany } from '../../testing';
import { ifMatch } from '../../../test/record-version';
import { TICKET_RECORD } from './repository';

let portal: TestPortal;
let ctx: TicketContext;

beforeAll(async () => {
  ({ portal, ctx } = await openTicketPortal());
});
afterAll(() => portal?.close());

const get = (email: string, url: string) => injectAs(portal.app, email, { method: 'GET', url });
const send = async (
  email: string,
  method: 'POST' | 'PATCH' | 'DELETE',
  payload: { scale_ticket_id?: string; [key: string]: unknown },
) =>
  injectAs(portal.app, email, {
    method,
    url: TICKETS_URL,
    payload,
    headers: method === 'PATCH' ? await ifMatch(portal.app, TICKET_RECORD, payload.scale_ticket_id) : {},
  });
const post = (email: string, tickets: object[]) => send(email, 'POST', { scale_tickets: tickets });
const count = () => ctx.db.$count(scaleTickets);
const inventoryOf = async (contractId: string) => {
  const response = await get(DEMO.receiver, `${TICKETS_URL}/inventory?contract_id=${contractId}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ contracts: ContractInventory[] }>(response).contracts[0]!;
};

describe('N-1: the inventory read checks the contract it returns', () => {
  it("N-1: an own plan with another company's contract returns nothing of that contract", async () => {
    const [foreign] = await deliverableContractsOfCompany(ctx.db, ctx.horizon, YEAR);
    const mixed = await get(
      DEMO.receiver,
      `${TICKETS_URL}/inventory?production_plan_id=${ctx.plan}&contract_id=${foreign!.contractId}`,
    );
    expect(mixed.body).not.toContain(foreign!.newContractId);
    expect(mixed.statusCode === 404 || json<{ contracts: unknown[] }>(mixed).contracts.length === 0).toBe(true);
    // an own contract under its own plan still reads
    const own = await get(
      DEMO.receiver,
      `${TICKETS_URL}/inventory?production_plan_id=${ctx.plan}&contract_id=${ctx.contracts[0]!.contractId}`,
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(json<{ contracts: ContractInventory[] }>(own).contracts.map((c) => c.contract_id)).toEqual([
      ctx.contracts[0]!.contractId,
    ]);
  });
});

describe('N-5: a negative quantity is an inventory adjustment', () => {
  it('N-5: an ordinary ticket cannot carry negative quantities, posted or edited', async () => {
    const contract = ctx.contracts[0]!;
    const before = await count();
    const inventory = (await inventoryOf(contract.contractId)).inventory;
    // newuser holds create-scale-ticket only; the receiver holds adjust-inventory too
    for (const user of [DEMO.newuser, DEMO.receiver]) {
      const response = await post(user, [ticketOf(ctx, { gross_quantity: -5000, net_quantity: -5000 })]);
      expect(response.statusCode, response.body).toBe(400);
    }
    expect(await count()).toBe(before);
    const stored = await post(DEMO.newuser, [ticketOf(ctx, { net_quantity: 10, gross_quantity: 10 })]);
    expect(stored.statusCode, stored.body).toBe(200);
    const [id] = json<{ scale_ticket_ids: string[] }>(stored).scale_ticket_ids;
    const edit = { ...ticketOf(ctx), scale_ticket_id: id, net_quantity: -5000, gross_quantity: -5000 };
    expect([400, 403]).toContain((await send(DEMO.newuser, 'PATCH', edit)).statusCode);
    expect((await send(DEMO.receiver, 'PATCH', edit)).statusCode).toBe(400);
    expect((await inventoryOf(contract.contractId)).inventory).toBeCloseTo(inventory - 10, 6);
  });

  it('N-5: deleting a ticket that adjusts the inventory needs adjust-inventory, as posting it does', async () => {
    // tickets stored before these rules: a negative quantity, and a transfer named by its grower only
    const rows = [
      { scaleTicketNumber: `N5-neg-${Date.now()}`, netQuantity: -100 },
      { scaleTicketNumber: `N5-grower-${Date.now()}`, netQuantity: 100, originalGrowerName: 'Elsewhere' },
    ];
    for (const row of rows) {
      const ticket = await buildScaleTicket(ctx.db, {
        scaleTicketDate: `${YEAR}-10-20`,
        growerName: ctx.contracts[0]!.growerName,
        billOfLandingNumber: 'N5',
        grossQuantity: row.netQuantity,
        productionPlanId: ctx.plan,
        externalReferenceId: ctx.cornbelt,
        ...row,
      });
      const ref = { production_plan_id: ctx.plan, scale_ticket_id: ticket!.scaleTicketId };
      expect((await send(DEMO.newuser, 'DELETE', ref)).statusCode).toBe(403);
      expect((await send(DEMO.receiver, 'DELETE', ref)).statusCode).toBe(200);
    }
  });
});

describe('N-9: a transfer names an origin the transfer search offers, and moves both sides', () => {
  it("N-9: another company's contract or a wrong plan is refused as an origin", async () => {
    const [foreign] = await deliverableContractsOfCompany(ctx.db, ctx.horizon, YEAR);
    const before = await count();
    const foreignOrigin = transferOf(ctx, {
      original_contract_id: foreign!.contractId,
      original_production_plan_id: foreign!.productionPlanId,
      original_production_plan_inventory_code: foreign!.inventoryCode,
      original_grower_name: foreign!.growerName,
    });
    expect((await post(DEMO.receiver, [foreignOrigin])).statusCode).toBe(400);
    const wrongPlan = transferOf(ctx, { original_production_plan_id: ctx.horizonPlan });
    expect((await post(DEMO.receiver, [wrongPlan])).statusCode).toBe(400);
    const noOrigin = ticketOf(ctx, { original_grower_name: 'Anyone', original_selected_type: 'grower_name' });
    expect((await post(DEMO.receiver, [noOrigin])).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it("N-9: posting a transfer lowers the origin's inventory by what the target gains, in one go; deleting it undoes both", async () => {
    const target = ctx.contracts[0]!;
    const origin = ctx.contracts[1]!;
    const [targetBefore, originBefore] = [await inventoryOf(target.contractId), await inventoryOf(origin.contractId)];
    const response = await post(DEMO.receiver, [
      transferOf(ctx, { net_quantity: -300, gross_quantity: -300, original_grower_name: 'Sent by the client' }),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const [targetAfter, originAfter] = [await inventoryOf(target.contractId), await inventoryOf(origin.contractId)];
    expect(targetAfter.delivered).toBeCloseTo(targetBefore.delivered - 300, 6);
    expect(originAfter.delivered).toBeCloseTo(originBefore.delivered + 300, 6);
    expect(originAfter.inventory).toBeLessThan(originBefore.inventory + 1e-6);
    const [id] = json<{ scale_ticket_ids: string[] }>(response).scale_ticket_ids;
    const list = await get(DEMO.receiver, `${TICKETS_URL}?scale_ticket_id=${id}`);
    // the origin's fields are stored as the contract has them, not as sent
    expect(json<{ scale_tickets: { original_grower_name: string }[] }>(list).scale_tickets[0]).toMatchObject({
      original_grower_name: origin.growerName,
    });
    const removed = await send(DEMO.receiver, 'DELETE', { production_plan_id: ctx.plan, scale_ticket_id: id });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await inventoryOf(target.contractId)).delivered).toBeCloseTo(targetBefore.delivered, 6);
    expect((await inventoryOf(origin.contractId)).delivered).toBeCloseTo(originBefore.delivered, 6);
  });
});
