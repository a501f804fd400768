import type { ContractInventory, ContractView } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contracts } from '../../db/schema';
import { TICKET_READING } from '../../../test/fixtures/scale-ticket.fixtures';
import { DEMO, injectAs, json } from '../../../test/portal';
import {
  company,
  cornbeltPlan,
  create,
  db,
  getContract,
  hansenPayload,
  portal,
  setUpContractsPortal,
  type Created,
} from './contracts.fixtures';

setUpContractsPortal();

const ticket = (newContractId: string, n: number, date: string, net: number) => ({
  production_plan_id: cornbeltPlan,
  external_reference_id: company.cornbelt,
  grower_name: 'Hansen Family Farms',
  original_new_contract_id: newContractId,
  scale_ticket_number: `DLV-${n}`,
  scale_ticket_date: date,
  bill_of_landing_number: `BOL-DLV-${n}`,
  gross_quantity: net + 50,
  net_quantity: net,
  ...TICKET_READING,
});

describe('delivered bushels of a contract made in the portal', () => {
  it("shows its tickets as delivered in their months, on the contract page and in the plan's inventory", async () => {
    const created = await create(DEMO.admin, await hansenPayload());
    expect(created.statusCode, created.body).toBe(201);
    const { contract_id: id, new_contract_id: number } = json<Created>(created);
    // Signed by everyone (the signing flow has its own tests): tickets may now name it.
    await db().update(contracts).set({ contractState: 'completed' }).where(eq(contracts.contractId, id));

    const stored = await injectAs(portal.app, DEMO.receiver, {
      method: 'POST',
      url: '/api/scale-ticket',
      payload: {
        scale_tickets: [
          ticket(number, 1, '2026-10-05', 1000),
          ticket(number, 2, '2026-10-20', 500),
          ticket(number, 3, '2026-11-03', 700),
        ],
      },
    });
    expect(stored.statusCode, stored.body).toBe(200);

    const view = json<{ contract: ContractView }>(await getContract(DEMO.admin, id)).contract;
    const delivered = (month: number) =>
      view.committed_units
        .filter((u) => u.delivery_month === month && u.delivery_year === 2026)
        .reduce((sum, u) => sum + u.harvest_bushels, 0);
    expect([delivered(10), delivered(11), delivered(12)]).toEqual([1500, 700, 0]);
    const committed = await injectAs(portal.app, DEMO.admin, {
      method: 'GET',
      url: `/api/committed-unit?contract_id=${id}`,
    });
    expect(
      json<{ committed_units: { harvest_bushels: number }[] }>(committed).committed_units.map((u) => u.harvest_bushels),
    ).toEqual([1500, 700]);

    const inventory = await injectAs(portal.app, DEMO.receiver, {
      method: 'GET',
      url: `/api/scale-ticket/inventory?production_plan_id=${cornbeltPlan}`,
    });
    expect(inventory.statusCode, inventory.body).toBe(200);
    const mine = json<{ contracts: ContractInventory[] }>(inventory).contracts.find((c) => c.contract_id === id)!;
    const month = (key: string) => mine.months.find((m) => m.key === key)!.delivered;
    expect([month('2026-10'), month('2026-11'), month('2026-12'), month('2027-09')]).toEqual([1500, 700, 0, 0]);
    expect(mine.delivered).toBe(2200);
  });
});
