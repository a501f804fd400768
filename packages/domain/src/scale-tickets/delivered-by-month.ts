import type { CommittedUnit } from '../production-plans/plan-view.schema';

/** Σ net_quantity of a contract's (or a plan's) scale tickets dated in one calendar month. */
export type DeliveredMonth = { year: number; month: number; quantity: number };

/**
 * The committed units with their harvest_bushels read from the tickets (spec 3, §9): the bushels
 * delivered in that month, every ticket of the contract counted by its date (transfers and
 * zero-outs included), as the Net Bushels report counts them. Scale tickets weigh grain, so a
 * month's bushels go on its grain row (its first row when it has none); a month with tickets but
 * no committed row gets a grain row of zero acres and units, so no delivered bushel is left out.
 * Rows come back by year, month and delivery type.
 */
export function withDeliveredBushels(
  units: readonly Omit<CommittedUnit, 'harvest_bushels'>[],
  delivered: readonly DeliveredMonth[],
): CommittedUnit[] {
  const rows: CommittedUnit[] = units.map((row) => ({ ...row, harvest_bushels: 0 }));
  for (const { year, month, quantity } of delivered) {
    if (!Number.isFinite(quantity) || quantity === 0) continue;
    const ofMonth = rows.filter((r) => r.delivery_year === year && r.delivery_month === month);
    const row = ofMonth.find((r) => r.delivery_type === 'grain') ?? ofMonth[0];
    if (row) row.harvest_bushels += quantity;
    else
      rows.push({
        delivery_type: 'grain',
        delivery_month: month,
        delivery_year: year,
        contract_acres: 0,
        contract_units: 0,
        harvest_bushels: quantity,
      });
  }
  return rows.sort(
    (a, b) =>
      a.delivery_year - b.delivery_year ||
      a.delivery_month - b.delivery_month ||
      a.delivery_type.localeCompare(b.delivery_type),
  );
}
