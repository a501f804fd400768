import { DELIVERY_MONTH_COUNT } from '../production-plans/delivery-months';
import { endProductTypesFor, type EndProductType } from '../production-plans/delivery-rows';
import { harvestedShares } from '../scale-tickets/inventory';
import { dateColumnIndex, monthColumnIndex } from './month-columns';

/** One committed_units row of a contract. */
export type CommittedUnitRow = { deliveryType: string; month: number; year: number; contractUnits: number };
/** One scale ticket of a contract. */
export type TicketRow = { date: string; netQuantity: number };

export type NetBushelsFigures = { contracted: number[]; harvested: number[]; delivered: number[]; net_total: number };

const zeros = () => Array.from({ length: DELIVERY_MONTH_COUNT }, () => 0);
const finite = (value: number) => (Number.isFinite(value) ? value : 0);

/**
 * The definition of the Net Bushels report, per contract and product tab (spec 3, §9). The API
 * computes the same sums in SQL (features/reports/net-bushels-repository.ts); its tests check the
 * two agree.
 * - contracted[m]: Σ contract_units of the contract's committed units of this product delivered in
 *   month m (several rows of a month add up; rows outside the 13 months are left out);
 * - delivered[m]: Σ net_quantity of the contract's scale tickets dated in month m. Net bushels are
 *   the tickets' net quantity as weighed, counted like the inventory's "delivered" total
 *   (scale-tickets/inventory.ts): every ticket of the contract, unplanned transfers and zero-outs
 *   included (they may be negative), but by ticket date rather than allocated to delivery months,
 *   so the report shows when grain actually arrived. Scale tickets weigh grain, so the silage,
 *   earlage and high-moisture tabs show contracted units only (delivered is zero there);
 * - harvested[m]: the contract's total recorded harvest (Σ total_harvest of its stewardship fields)
 *   shared over the months exactly as the inventory's harvested (scale-tickets/inventory.ts
 *   harvestedShares: in proportion to the month's committed units of every delivery type, all in
 *   the first month without units), so the two pages agree. Harvest is recorded in bushels of grain:
 *   zero on the other tabs;
 * - net_total: Σ delivered over the 13 months.
 */
export function netBushelsFigures(
  reportYear: number,
  product: EndProductType,
  committed: readonly CommittedUnitRow[],
  tickets: readonly TicketRow[],
  totalHarvest: number,
): NetBushelsFigures {
  const contracted = zeros();
  for (const row of committed) {
    if (row.deliveryType !== product) continue;
    const index = monthColumnIndex(reportYear, row.month, row.year);
    if (index >= 0) contracted[index]! += finite(row.contractUnits);
  }
  const delivered = zeros();
  if (product === 'grain') {
    for (const ticket of tickets) {
      const index = dateColumnIndex(reportYear, ticket.date);
      if (index >= 0) delivered[index]! += finite(ticket.netQuantity);
    }
  }
  const harvested = product === 'grain' ? harvestedShares(totalHarvest, unitsPerMonth(reportYear, committed)) : zeros();
  return { contracted, harvested, delivered, net_total: delivered.reduce((sum, v) => sum + v, 0) };
}

/** The contract's committed units per column, every delivery type (the inventory's harvest weights). */
function unitsPerMonth(reportYear: number, committed: readonly CommittedUnitRow[]): number[] {
  const units = zeros();
  for (const row of committed) {
    const index = monthColumnIndex(reportYear, row.month, row.year);
    if (index >= 0) units[index]! += Math.max(finite(row.contractUnits), 0);
  }
  return units;
}

/** The column sums of several contracts' figures (the report's totals row). */
export function sumNetBushels(rows: readonly NetBushelsFigures[]): NetBushelsFigures {
  const contracted = zeros();
  const harvested = zeros();
  const delivered = zeros();
  let netTotal = 0;
  for (const row of rows) {
    row.contracted.forEach((v, i) => (contracted[i]! += v));
    row.harvested.forEach((v, i) => (harvested[i]! += v));
    row.delivered.forEach((v, i) => (delivered[i]! += v));
    netTotal += row.net_total;
  }
  return { contracted, harvested, delivered, net_total: netTotal };
}

/** The product tabs: grain, plus silage, earlage and high moisture when a commercial-feed contract exists. */
export function reportProducts(hasCommercialFeed: boolean): EndProductType[] {
  return [...endProductTypesFor(hasCommercialFeed ? 'commercial-feed' : null)];
}

/**
 * Which contracts a tab lists: the Grain tab every reportable contract (a contract with no grain
 * rows may still have delivered grain), the other tabs those with committed units of that product.
 */
export function inProductTab(product: EndProductType, committed: readonly CommittedUnitRow[]): boolean {
  return product === 'grain' || committed.some((row) => row.deliveryType === product);
}
