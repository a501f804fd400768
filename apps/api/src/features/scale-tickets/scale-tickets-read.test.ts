import type { ContractInventory, ScaleTicketList, TicketContract } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stewardshipActivities, stewardshipFields } from '../../db/schema';
import { deliverableContractsOfCompany } from '../../testing';
import { DEMO, injectAs, json, type TestPortal } from '../../../test/portal';
import {
  openTicketPortal,
  ticketOf,
  TICKETS_URL,
  YEAR,
  type TicketContext,
} from '../../../test/fixtures/scale-ticket.fixtures';

const URL = TICKETS_URL;
let portal: TestPortal;
let ctx: TicketContext;

beforeAll(async () => {
  ({ portal, ctx } = await openTicketPortal());
});
afterAll(() => portal?.close());

const get = (email: string | null, url: string) => injectAs(portal.app, email, { method: 'GET', url });
const list = async (email: string, query: string) => {
  const response = await get(email, `${URL}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<ScaleTicketList>(response);
};

describe('GET /api/scale-ticket', () => {
  it("lists the seeded tickets of the receiver's plan, newest first, paged with next_offset", async () => {
    const first = await list(DEMO.receiver, `production_plan_id=${ctx.plan}&limit=5`);
    expect(first.scale_tickets).toHaveLength(5);
    expect(first.next_offset).toBe(5);
    expect(first.scale_tickets[0]).toMatchObject({
      production_plan_year: YEAR,
      grain_receiver: 'Cornbelt Renewable Fuels',
    });
    const dates = first.scale_tickets.map((t) => t.scale_ticket_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const rest = await list(DEMO.receiver, `production_plan_id=${ctx.plan}&offset=5&limit=50`);
    expect(rest.next_offset).toBeNull();
    expect(rest.scale_tickets.length).toBeGreaterThan(0);
    const ids = new Set([...first.scale_tickets, ...rest.scale_tickets].map((t) => t.scale_ticket_id));
    expect(ids.size).toBe(first.scale_tickets.length + rest.scale_tickets.length);
  });

  it('carries the seeded unplanned transfer and zero-out, and hide_zeroout leaves the zero-out out', async () => {
    const all = (await list(DEMO.receiver, `company_id=${ctx.cornbelt}&year=${YEAR}&limit=500`)).scale_tickets;
    expect(all.some((t) => t.original_contract_id && t.original_grower_name)).toBe(true);
    expect(all.some((t) => t.is_zeroout && t.scale_ticket_number.includes('zeroout'))).toBe(true);
    const shown = await list(DEMO.receiver, `company_id=${ctx.cornbelt}&year=${YEAR}&limit=500&hide_zeroout=true`);
    expect(shown.scale_tickets.some((t) => t.scale_ticket_number.includes('zeroout'))).toBe(false);
    expect(shown.scale_tickets.length).toBe(all.length - 1);
    const unhidden = await list(DEMO.receiver, `company_id=${ctx.cornbelt}&year=${YEAR}&limit=500&hide_zeroout=false`);
    expect(unhidden.scale_tickets.length).toBe(all.length);
    expect((await list(DEMO.receiver, `company_id=${ctx.cornbelt}&year=${YEAR - 3}`)).scale_tickets).toEqual([]);
  });

  it('searches ticket number, grower and BOL, and lists by contract', async () => {
    const contract = ctx.contracts[0]!;
    const byGrower = await list(
      DEMO.receiver,
      `production_plan_id=${ctx.plan}&search=${encodeURIComponent(contract.growerName.slice(0, 6))}&limit=500`,
    );
    expect(byGrower.scale_tickets.length).toBeGreaterThan(0);
    expect(byGrower.scale_tickets.every((t) => t.grower_name.startsWith(contract.growerName.slice(0, 6)))).toBe(true);
    const number = byGrower.scale_tickets[0]!.scale_ticket_number;
    expect(
      (await list(DEMO.receiver, `production_plan_id=${ctx.plan}&search=${number}`)).scale_tickets[0]
        ?.scale_ticket_number,
    ).toBe(number);
    expect(
      (await list(DEMO.receiver, `production_plan_id=${ctx.plan}&search=BOL-1001`)).scale_tickets.length,
    ).toBeGreaterThan(0);
    expect(
      (await list(DEMO.receiver, `production_plan_id=${ctx.plan}&search=${encodeURIComponent('%')}`)).scale_tickets,
    ).toEqual([]);
    const byContract = await list(DEMO.receiver, `contract_id=${contract.contractId}&limit=500`);
    expect(byContract.scale_tickets.every((t) => t.contract_id === contract.contractId)).toBe(true);
    expect(byContract.scale_tickets.length).toBeGreaterThanOrEqual(4);
  });

  it("shows the operator its own plan's tickets and no user another company's", async () => {
    const own = await list(DEMO.operator, `company_id=${ctx.midwest}&year=${YEAR}`);
    expect(own.scale_tickets.length).toBeGreaterThan(0);
    expect(own.scale_tickets.every((t) => t.external_reference_id === ctx.midwest)).toBe(true);
    // the demo's completed 3PO contract gets its truckloads
    const [operated] = await deliverableContractsOfCompany(ctx.db, ctx.midwest, YEAR);
    expect(own.scale_tickets.filter((t) => t.contract_id === operated!.contractId)).toHaveLength(4);
    expect((await list(DEMO.operator, `production_plan_id=${ctx.plan}`)).scale_tickets).toEqual([]);
    expect((await list(DEMO.receiver, `production_plan_id=${ctx.horizonPlan}`)).scale_tickets).toEqual([]);
    expect((await list(DEMO.reseller, `company_id=${ctx.cornbelt}&year=${YEAR}`)).scale_tickets).toEqual([]);
    expect((await list(DEMO.receiver, `production_plan_id=${crypto.randomUUID()}`)).scale_tickets).toEqual([]);
    expect((await list(DEMO.steward, `production_plan_id=${ctx.plan}`)).scale_tickets.length).toBeGreaterThan(0);
  });

  it("reads one ticket by scale_ticket_id; another company's ticket reads as an empty list", async () => {
    const [own] = (await list(DEMO.receiver, `production_plan_id=${ctx.plan}&limit=1`)).scale_tickets;
    const byId = await list(DEMO.receiver, `scale_ticket_id=${own!.scale_ticket_id}`);
    expect(byId).toEqual({ scale_tickets: [own], next_offset: null });
    expect((await list(DEMO.operator, `scale_ticket_id=${own!.scale_ticket_id}`)).scale_tickets).toEqual([]);
    expect((await list(DEMO.reseller, `scale_ticket_id=${own!.scale_ticket_id}`)).scale_tickets).toEqual([]);
    expect((await list(DEMO.receiver, `scale_ticket_id=${crypto.randomUUID()}`)).scale_tickets).toEqual([]);
    expect((await get(DEMO.receiver, `${URL}?scale_ticket_id=x`)).statusCode).toBe(400);
  });

  it('answers 400 without a filter and 401 signed out', async () => {
    expect((await get(DEMO.receiver, URL)).statusCode).toBe(400);
    expect((await get(DEMO.receiver, `${URL}?company_id=${ctx.cornbelt}`)).statusCode).toBe(400);
    expect((await get(DEMO.receiver, `${URL}?production_plan_id=${ctx.plan}&limit=0`)).statusCode).toBe(400);
    expect((await get(null, `${URL}?production_plan_id=${ctx.plan}`)).statusCode).toBe(401);
  });
});

describe('GET /api/scale-ticket/growers and /transfer-contracts', () => {
  it("offers the plan's completed and amendment_completed contracts, 404 for a foreign plan", async () => {
    const response = await get(DEMO.receiver, `${URL}/growers?production_plan_id=${ctx.plan}`);
    const { contracts } = json<{ contracts: TicketContract[] }>(response);
    expect(contracts.map((c) => c.contract_id).sort()).toEqual(ctx.contracts.map((c) => c.contractId).sort());
    expect(contracts.every((c) => ['completed', 'amendment_completed'].includes(c.contract_state))).toBe(true);
    expect((await get(DEMO.receiver, `${URL}/growers?production_plan_id=${ctx.horizonPlan}`)).statusCode).toBe(404);
    expect((await get(DEMO.receiver, `${URL}/growers?production_plan_id=x`)).statusCode).toBe(400);
  });

  it('searches by grower name, new contract id and SAP id within the year and the own plans', async () => {
    const contract = ctx.contracts[0]!;
    const search = async (email: string, query: string) => {
      const response = await get(email, `${URL}/transfer-contracts?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return json<{ contracts: TicketContract[] }>(response).contracts.map((c) => c.contract_id);
    };
    const name = encodeURIComponent(contract.growerName.slice(0, 5));
    expect(await search(DEMO.receiver, `term=${name}&type=grower_name&year=${YEAR}`)).toContain(contract.contractId);
    expect(await search(DEMO.receiver, `term=${contract.newContractId}&type=new_contract_id&year=${YEAR}`)).toEqual([
      contract.contractId,
    ]);
    expect(await search(DEMO.receiver, `term=${name}&type=grower_name&year=${YEAR - 1}`)).toEqual([]);
    // another receiver's contracts stay out of its search; the operator finds its own plan's contract only
    expect(await search(DEMO.receiver, `term=Two%20Rivers&type=grower_name&year=${YEAR}`)).toEqual([]);
    expect(await search(DEMO.operator, `term=${name}&type=grower_name&year=${YEAR}`)).toEqual([]);
    const [operated] = await deliverableContractsOfCompany(ctx.db, ctx.midwest, YEAR);
    expect(await search(DEMO.operator, `term=Miller&type=grower_name&year=${YEAR}`)).toEqual([operated!.contractId]);
    expect((await search(DEMO.admin, `term=Two%20Rivers&type=grower_name&year=${YEAR}`)).length).toBe(1);
    expect(
      (await get(DEMO.newuser, `${URL}/transfer-contracts?term=${name}&type=grower_name&year=${YEAR}`)).statusCode,
    ).toBe(403);
    expect(
      (await get(DEMO.receiver, `${URL}/transfer-contracts?term=ab&type=grower_name&year=${YEAR}`)).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/scale-ticket/inventory', () => {
  const inventory = async (query: string) => {
    const response = await get(DEMO.receiver, `${URL}/inventory?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return json<{ contracts: ContractInventory[] }>(response).contracts;
  };
  const harvestOf = async (contractId: string) => {
    const [row] = await ctx.db
      .select({
        total: sql<number>`sum((${stewardshipFields.harvest}->>'total_harvest')::double precision)`.mapWith(Number),
      })
      .from(stewardshipFields)
      .innerJoin(
        stewardshipActivities,
        eq(stewardshipActivities.stewardshipActivityId, stewardshipFields.stewardshipActivityId),
      )
      .where(eq(stewardshipActivities.contractId, contractId));
    return row!.total;
  };

  it('reads harvested from the stewardship harvests and delivered from the net tickets; the zero-out empties it', async () => {
    const rows = await inventory(`production_plan_id=${ctx.plan}`);
    expect(rows.map((r) => r.contract_id).sort()).toEqual(ctx.contracts.map((c) => c.contractId).sort());
    for (const row of rows) {
      expect(row.months).toHaveLength(13);
      expect(row.months[0]!.label).toBe(`Sep-${String(YEAR % 100)}`);
      expect(row.harvested).toBeCloseTo(await harvestOf(row.contract_id), 6);
      expect(row.inventory).toBeCloseTo(row.harvested - row.delivered, 6);
    }
    // the seeded zero-out on the first contract brought its inventory to 0
    const zeroed = rows.find((r) => r.contract_id === ctx.contracts[0]!.contractId)!;
    expect(zeroed.inventory).toBeCloseTo(0, 6);
  });

  it('adds a posted ticket to delivered, and a negative transfer takes it off', async () => {
    const contract = ctx.contracts.at(-1)!;
    const origin = ctx.contracts.find((c) => c.contractId !== contract.contractId)!;
    const [before] = await inventory(`contract_id=${contract.contractId}`);
    const ticket = (net: number, extra: object = {}) =>
      ticketOf(ctx, {
        production_plan_id: contract.productionPlanId,
        grower_name: contract.growerName,
        original_new_contract_id: contract.newContractId,
        net_quantity: net,
        ...extra,
      });
    const post = (tickets: object[]) =>
      injectAs(portal.app, DEMO.receiver, { method: 'POST', url: URL, payload: { scale_tickets: tickets } });
    expect((await post([ticket(500)])).statusCode).toBe(200);
    const [after] = await inventory(`contract_id=${contract.contractId}`);
    expect(after!.delivered).toBeCloseTo(before!.delivered + 500, 6);
    expect(after!.inventory).toBeCloseTo(before!.inventory - 500, 6);
    expect(
      (
        await post([
          ticket(-200, {
            original_contract_id: origin.contractId,
            original_grower_name: origin.growerName,
            original_selected_type: 'grower_name',
          }),
        ])
      ).statusCode,
    ).toBe(200);
    const [net] = await inventory(`contract_id=${contract.contractId}`);
    expect(net!.delivered).toBeCloseTo(before!.delivered + 300, 6);
  });

  it("hides another company's plan and contract", async () => {
    expect((await get(DEMO.receiver, `${URL}/inventory?production_plan_id=${ctx.horizonPlan}`)).statusCode).toBe(404);
    const [horizon] = await inventory(`production_plan_id=${ctx.plan}`);
    const foreign = await get(DEMO.operator, `${URL}/inventory?contract_id=${horizon!.contract_id}`);
    expect(foreign.statusCode).toBe(404);
    expect((await get(DEMO.receiver, `${URL}/inventory`)).statusCode).toBe(400);
  });
});

describe('POST /api/scale-ticket/duplicates and the column mapping', () => {
  it('names the rows already stored in the plan', async () => {
    const stored = (await list(DEMO.receiver, `production_plan_id=${ctx.plan}`)).scale_tickets[0]!;
    const identity = (t: typeof stored) => ({
      bill_of_landing_number: t.bill_of_landing_number,
      scale_ticket_date: t.scale_ticket_date,
      grower_name: t.grower_name,
      scale_ticket_number: t.scale_ticket_number,
    });
    const body = {
      production_plan_id: ctx.plan,
      scale_tickets: [{ ...identity(stored), scale_ticket_number: 'NEW-1' }, identity(stored)],
    };
    const response = await injectAs(portal.app, DEMO.receiver, {
      method: 'POST',
      url: `${URL}/duplicates`,
      payload: body,
    });
    expect(json(response)).toEqual({ duplicates: [1] });
    const foreign = { ...body, production_plan_id: ctx.horizonPlan };
    expect(
      (await injectAs(portal.app, DEMO.receiver, { method: 'POST', url: `${URL}/duplicates`, payload: foreign }))
        .statusCode,
    ).toBe(404);
  });

  it("remembers a company's mapping for its next upload, writable with create-scale-ticket there", async () => {
    const url = `${URL}/column-mapping`;
    expect(json(await get(DEMO.receiver, `${url}?company_id=${ctx.cornbelt}`))).toEqual({
      company_id: ctx.cornbelt,
      mapping: {},
    });
    const mapping = { 'Tkt #': 'scale_ticket_number', 'Net Bu': 'net_quantity' };
    const put = (email: string, companyId: string) =>
      injectAs(portal.app, email, { method: 'PUT', url, payload: { company_id: companyId, mapping } });
    expect((await put(DEMO.receiver, ctx.cornbelt)).statusCode).toBe(200);
    expect((await put(DEMO.receiver, ctx.cornbelt)).statusCode).toBe(200);
    expect(json(await get(DEMO.receiver, `${url}?company_id=${ctx.cornbelt}`))).toEqual({
      company_id: ctx.cornbelt,
      mapping,
    });
    expect((await put(DEMO.receiver, ctx.horizon)).statusCode).toBe(403);
    expect((await put(DEMO.salesrep, ctx.cornbelt)).statusCode).toBe(403);
    expect((await get(DEMO.operator, `${url}?company_id=${ctx.cornbelt}`)).statusCode).toBe(404);
  });
});
