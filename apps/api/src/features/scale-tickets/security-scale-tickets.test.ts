import type { ContractInventory } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, injectAs, json, type TestPortal } from '../../../test/portal';
import { openTicketPortal, TICKETS_URL, YEAR, type TicketContext } from '../../../test/fixtures/scale-ticket.fixtures';
import { deliverableContractsOfCompany } from '../../testing';

let portal: TestPortal;
let ctx: TicketContext;

beforeAll(async () => {
  ({ portal, ctx } = await openTicketPortal());
});
afterAll(() => portal?.close());

const get = (email: string, url: string) => injectAs(portal.app, email, { method: 'GET', url });

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
