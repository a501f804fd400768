import { deliveryMonths } from '../production-plans/delivery-months';

/** One month of a contract: the units it contracted and its harvest bushels (the month's delivery cap). */
export type CommittedMonth = {
  /** 1–12 */
  month: number;
  year: number;
  contractUnits: number;
  /** the bushels the contract's tickets delivered that month (Σ net_quantity by ticket date; see delivered-by-month.ts) */
  harvestBushels: number;
};

export type InventoryInput = {
  contractYear: number;
  /** Σ total_harvest of the contract's stewardship fields */
  totalHarvest: number;
  committed: readonly CommittedMonth[];
  /** Σ net_quantity of the contract's tickets (transfers out and zero-outs may be negative) */
  deliveredTotal: number;
};

export type InventoryMonthFigures = {
  key: string;
  label: string;
  harvested: number;
  delivered: number;
  inventory: number;
};

export type InventoryFigures = {
  months: InventoryMonthFigures[];
  harvested: number;
  delivered: number;
  inventory: number;
};

const positive = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

/**
 * The harvested share per month (spec 3, §9), given the contract's units per month (the 13 months,
 * every delivery type, as the inventory counts them): total harvest × units[m] / Σ units; with no
 * units at all the whole harvest sits in the first month, so the months always add up to the total.
 * Negative or non-finite harvest and units count as 0. The Net Bushels report shows the same share
 * (reports/net-bushels.ts; its SQL in the API repeats this formula).
 */
export function harvestedShares(totalHarvest: number, units: readonly number[]): number[] {
  const counted = units.map(positive);
  const totalUnits = counted.reduce((sum, u) => sum + u, 0);
  const harvest = positive(totalHarvest);
  return counted.map((u, index) => {
    if (totalUnits === 0) return index === 0 ? harvest : 0;
    return (harvest * u) / totalUnits;
  });
}

/**
 * The inventory of one contract per delivery month (spec 3, §9), over the 13 months from September
 * of the contract year:
 * - harvested[m]: harvestedShares;
 * - delivered: the net ticket total is poured into the months in order, each taking at most its
 *   committed harvest bushels; what is left (over-delivery, or a negative total when more was
 *   transferred out than delivered) lands on the last month;
 * - inventory[m] = harvested[m] − delivered[m]; the totals are the sums.
 * Committed rows outside the 13 months are ignored; several rows of one month add up.
 */
export function allocateInventory(input: InventoryInput): InventoryFigures {
  const calendar = deliveryMonths(input.contractYear);
  const units = calendar.map(() => 0);
  const caps = calendar.map(() => 0);
  for (const row of input.committed) {
    const index = calendar.findIndex((m) => m.month === row.month && m.year === row.year);
    if (index < 0) continue;
    units[index] = (units[index] ?? 0) + positive(row.contractUnits);
    caps[index] = (caps[index] ?? 0) + positive(row.harvestBushels);
  }
  const harvested = harvestedShares(input.totalHarvest, units);

  let remaining = Number.isFinite(input.deliveredTotal) ? input.deliveredTotal : 0;
  const delivered = caps.map((cap) => {
    const take = remaining > 0 ? Math.min(remaining, cap) : 0;
    remaining -= take;
    return take;
  });
  delivered[delivered.length - 1] = (delivered.at(-1) ?? 0) + remaining;

  const months = calendar.map((m, index) => {
    const harvest = harvested[index] ?? 0;
    const delivery = delivered[index] ?? 0;
    return { key: m.key, label: m.label, harvested: harvest, delivered: delivery, inventory: harvest - delivery };
  });
  const sum = (pick: (m: InventoryMonthFigures) => number) => months.reduce((total, m) => total + pick(m), 0);
  return {
    months,
    harvested: sum((m) => m.harvested),
    delivered: sum((m) => m.delivered),
    inventory: sum((m) => m.inventory),
  };
}
