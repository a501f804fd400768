import {
  netBushelsFigures,
  REPORTABLE_STATES,
  sumNetBushels,
  type NetBushelsFigures,
  type NetBushelsResponse,
} from '@portal/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { committedUnits, contracts, scaleTickets, stewardshipActivities, stewardshipFields } from '../../db/schema';
import { createTestPortal, DEMO, errorOf, injectAs, json, type TestPortal } from '../../../test/portal';

let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(() => portal?.close());

const ROUTE = '/api/reports/net-bushels';
const read = async (query: string, who: string = DEMO.admin) => {
  const response = await injectAs(portal.app, who, { method: 'GET', url: `${ROUTE}?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return json<NetBushelsResponse>(response);
};

/** Each contract's recorded harvest: Σ total_harvest of its stewardship fields (the demo's harvests). */
async function harvests(ids: string[]) {
  if (!ids.length) return new Map<string, number>();
  const rows = await portal.app.deps.db
    .select({
      id: stewardshipActivities.contractId,
      total: sql<number>`sum((${stewardshipFields.harvest}->>'total_harvest')::double precision)`.mapWith(Number),
    })
    .from(stewardshipFields)
    .innerJoin(
      stewardshipActivities,
      eq(stewardshipActivities.stewardshipActivityId, stewardshipFields.stewardshipActivityId),
    )
    .where(inArray(stewardshipActivities.contractId, ids))
    .groupBy(stewardshipActivities.contractId);
  return new Map(rows.map((r) => [r.id, r.total ?? 0]));
}

/** Numbers compared to a thousandth (the SQL adds up floats in another order). */
const thousandths = (values: number[]) => values.map((v) => Math.round(v * 1000));

/** The report computed in JavaScript (the domain's definition) from the seeded rows. */
async function expected(year: number, product: 'grain' | 'silage' = 'grain') {
  const db = portal.app.deps.db;
  const rows = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.contractYear, year), inArray(contracts.contractState, [...REPORTABLE_STATES])));
  const ids = rows.map((c) => c.contractId);
  const units = ids.length ? await db.select().from(committedUnits).where(inArray(committedUnits.contractId, ids)) : [];
  const tickets = ids.length ? await db.select().from(scaleTickets).where(inArray(scaleTickets.contractId, ids)) : [];
  const harvest = await harvests(ids);
  const figures = new Map<string, NetBushelsFigures>();
  for (const c of rows) {
    const own = units
      .filter((u) => u.contractId === c.contractId)
      .map((u) => ({
        deliveryType: u.deliveryType,
        month: u.deliveryMonth,
        year: u.deliveryYear,
        contractUnits: u.contractUnits,
      }));
    if (product !== 'grain' && !own.some((u) => u.deliveryType === product)) continue;
    const ownTickets = tickets
      .filter((t) => t.contractId === c.contractId)
      .map((t) => ({ date: t.scaleTicketDate, netQuantity: t.netQuantity }));
    figures.set(c.newContractId, netBushelsFigures(year, product, own, ownTickets, harvest.get(c.contractId) ?? 0));
  }
  return figures;
}

describe('GET /api/reports/net-bushels', () => {
  it('answers the reportable contracts of the year with their monthly units and net bushels', async () => {
    const report = await read('year=2026');
    expect(report.months[0]).toBe('Sep-26');
    expect(report.months[12]).toBe('Sep-27');
    const want = await expected(2026);
    expect(report.total_rows).toBe(want.size);
    expect(report.rows.length).toBe(want.size);
    for (const row of report.rows) {
      const figures = want.get(row.new_contract_id!)!;
      expect(row.contracted).toEqual(figures.contracted);
      expect(thousandths(row.harvested)).toEqual(thousandths(figures.harvested));
      expect(row.delivered).toEqual(figures.delivered);
      expect(row.net_total).toBeCloseTo(figures.net_total, 6);
    }
    const totals = sumNetBushels([...want.values()]);
    expect(report.totals.contracted).toEqual(totals.contracted);
    expect(thousandths(report.totals.harvested)).toEqual(thousandths(totals.harvested));
    expect(report.totals.delivered.map((v) => Math.round(v * 1000))).toEqual(
      totals.delivered.map((v) => Math.round(v * 1000)),
    );
    // the seeded truckloads of October and November count
    expect(report.totals.delivered[1]).toBeGreaterThan(0);
    expect(report.totals.delivered[2]).toBeGreaterThan(0);
    expect(report.rows.some((r) => r.contract_state === ('voided' as never))).toBe(false);
    expect(report.products).toEqual(['grain', 'silage', 'earlage', 'high-moisture']);
  });

  it("shares each contract's demo harvest over its months like the inventory", async () => {
    const report = await read('year=2026&grower_name=Hansen');
    const recordedAll = await harvests(report.rows.map((r) => r.contract_id));
    const row = report.rows.find((r) => (recordedAll.get(r.contract_id) ?? 0) > 0)!;
    const recorded = (await harvests([row.contract_id])).get(row.contract_id)!;
    // the demo's fields were harvested (stewardship seed), so the row has bushels
    expect(recorded).toBeGreaterThan(0);
    expect(row.harvested.reduce((s, v) => s + v, 0)).toBeCloseTo(recorded, 6);
    const inventory = await injectAs(portal.app, DEMO.admin, {
      method: 'GET',
      url: `/api/scale-ticket/inventory?contract_id=${row.contract_id}`,
    });
    expect(inventory.statusCode, inventory.body).toBe(200);
    const [figures] = json<{ contracts: { months: { harvested: number }[] }[] }>(inventory).contracts;
    expect(thousandths(row.harvested)).toEqual(thousandths(figures!.months.map((m) => m.harvested)));
    const sum = [...recordedAll.values()].reduce((s, v) => s + v, 0);
    expect(report.total_rows).toBe(report.rows.length);
    expect(report.totals.harvested.reduce((s, v) => s + v, 0)).toBeCloseTo(sum, 6);
  });

  it('puts the harvest of a contract without units in its months into the first month', async () => {
    const db = portal.app.deps.db;
    const before = await read('year=2026&grower_name=Hansen');
    const recorded = await harvests(before.rows.map((r) => r.contract_id));
    const row = before.rows.find((r) => (recorded.get(r.contract_id) ?? 0) > 0)!;
    const move = (years: number) =>
      db
        .update(committedUnits)
        .set({ deliveryYear: sql`${committedUnits.deliveryYear} + ${years}` })
        .where(eq(committedUnits.contractId, row.contract_id));
    await move(5);
    try {
      const after = await read('year=2026&grower_name=Hansen');
      const moved = after.rows.find((r) => r.contract_id === row.contract_id)!;
      expect(moved.contracted.every((v) => v === 0)).toBe(true);
      expect(moved.harvested[0]).toBeCloseTo(recorded.get(row.contract_id)!, 6);
      expect(moved.harvested.slice(1).every((v) => v === 0)).toBe(true);
      const others = after.rows.filter((r) => r !== moved);
      const first = moved.harvested[0]! + others.reduce((s, r) => s + r.harvested[0]!, 0);
      expect(after.totals.harvested[0]).toBeCloseTo(first, 6);
      expect(after.totals.harvested.slice(1)).toEqual(
        sumNetBushels(others)
          .harvested.slice(1)
          .map((v) => expect.closeTo(v, 6)),
      );
    } finally {
      await move(-5);
    }
  });

  it('pages the rows and keeps the totals over all of them', async () => {
    const all = await read('year=2026');
    const page = await read('year=2026&limit=2&offset=1');
    expect(page.rows.map((r) => r.contract_id)).toEqual(all.rows.slice(1, 3).map((r) => r.contract_id));
    expect(page.totals).toEqual(all.totals);
    expect(page.total_rows).toBe(all.total_rows);
  });

  it('filters by company, grower name and contract id', async () => {
    const all = await read('year=2026');
    const first = all.rows[0]!;
    const byGrower = await read(`year=2026&grower_name=${encodeURIComponent(first.grower_name.slice(0, 5))}`);
    expect(byGrower.rows.every((r) => r.grower_name === first.grower_name)).toBe(true);
    expect(byGrower.rows.length).toBeGreaterThan(0);
    const byId = await read(`year=2026&contract_id=${first.new_contract_id!.slice(-6)}`);
    expect(byId.rows.map((r) => r.new_contract_id)).toContain(first.new_contract_id);
    const db = portal.app.deps.db;
    const [row] = await db.select().from(contracts).where(eq(contracts.contractId, first.contract_id));
    const byCompany = await read(`year=2026&company_id=${row!.grainReceiverId}`);
    expect(byCompany.rows.every((r) => r.grain_receiver_name === first.grain_receiver_name)).toBe(true);
    expect((await read('year=2026&grower_name=Nobody%20Farms')).rows).toEqual([]);
  });

  it('shows contracted units of a feed product on its tab', async () => {
    const report = await read('year=2026&product=silage');
    const want = await expected(2026, 'silage');
    expect(report.total_rows).toBe(want.size);
    for (const row of report.rows) expect(row.contracted).toEqual(want.get(row.new_contract_id!)!.contracted);
    expect(report.totals.delivered.every((v) => v === 0)).toBe(true);
    expect(report.totals.harvested.every((v) => v === 0)).toBe(true);
    expect(report.rows.every((r) => r.harvested.every((v) => v === 0))).toBe(true);
  });

  it("keeps the totals the sum of the rows for every user's scope, tab and filter", async () => {
    const db = portal.app.deps.db;
    for (const who of [DEMO.admin, DEMO.salesrep, DEMO.steward]) {
      const grain = await read('year=2026&limit=500', who);
      const types = grain.rows.length
        ? await db
            .select({ type: contracts.contractType })
            .from(contracts)
            .where(
              inArray(
                contracts.contractId,
                grain.rows.map((r) => r.contract_id),
              ),
            )
        : [];
      const feed = types.some((t) => t.type === 'commercial-feed');
      expect(grain.products.length > 1, who).toBe(feed);
      for (const query of ['year=2026', 'year=2026&product=silage', 'year=2026&grower_name=Hansen']) {
        const report = await read(`${query}&limit=500`, who);
        expect(report.total_rows, `${who} ${query}`).toBe(report.rows.length);
        expect(report.products).toEqual(grain.products);
        const sums = sumNetBushels(report.rows);
        expect(report.totals.contracted, `${who} ${query}`).toEqual(sums.contracted);
        expect(thousandths(report.totals.harvested), `${who} ${query}`).toEqual(thousandths(sums.harvested));
        expect(thousandths(report.totals.delivered), `${who} ${query}`).toEqual(thousandths(sums.delivered));
      }
    }
  });

  it('shows an empty year', async () => {
    const report = await read('year=2022');
    expect(report).toMatchObject({ rows: [], total_rows: 0, products: ['grain'], totals: { net_total: 0 } });
    expect(report.months[0]).toBe('Sep-22');
  });

  it('shows only the contracts the user may see', async () => {
    const admin = await read('year=2026');
    const salesrep = await read('year=2026', DEMO.salesrep);
    expect(salesrep.total_rows).toBeGreaterThan(0);
    expect(salesrep.total_rows).toBeLessThanOrEqual(admin.total_rows);
    const steward = await read('year=2026', DEMO.steward);
    expect(steward.rows.length).toBeLessThan(admin.rows.length);
  });

  it('needs show-reports and refuses bad filters', async () => {
    for (const who of [DEMO.reseller, DEMO.receiver, DEMO.newuser]) {
      const denied = await injectAs(portal.app, who, { method: 'GET', url: `${ROUTE}?year=2026` });
      expect(denied.statusCode).toBe(403);
    }
    expect((await injectAs(portal.app, null, { method: 'GET', url: ROUTE })).statusCode).toBe(401);
    for (const query of [
      'year=2021',
      'year=2027',
      'product=corn',
      'company_id=nope',
      'limit=0',
      'limit=501',
      'offset=-1',
    ]) {
      const bad = await injectAs(portal.app, DEMO.admin, { method: 'GET', url: `${ROUTE}?${query}` });
      expect(bad.statusCode, query).toBe(400);
      expect(errorOf(bad).code).toBe('validation_failed');
    }
  });
});
