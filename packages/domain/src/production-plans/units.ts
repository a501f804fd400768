/** Plan totals and delivery rows: unit conversion, remaining amounts, premium and numeric input. */

/** Rounds to two decimals (premiums, acres derived from bushels). */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** Acres times APH gives bushels, rounded (spec 3, §9). */
export function acresToBushels(acres: number, aph: number): number {
  return Math.round(acres * aph);
}

/** The reverse: bushels divided by APH, rounded to two decimals of an acre. */
export function bushelsToAcres(bushels: number, aph: number): number {
  return aph > 0 ? round2(bushels / aph) : 0;
}

export type PlanTotals = { aph: number | null; total_acres: number | null; total_units: number | null };

/**
 * Keeps total acres and total bushels consistent with APH after one of the three changed:
 * changing APH recalculates acres from bushels (or bushels from acres when no bushels are
 * entered yet); changing acres recalculates bushels; changing bushels recalculates acres.
 */
export function recalculateTotals(changed: keyof PlanTotals, totals: PlanTotals): PlanTotals {
  const { aph, total_acres, total_units } = totals;
  if (!aph || aph <= 0) return totals;
  if (changed === 'aph') {
    if (total_units) return { ...totals, total_acres: bushelsToAcres(total_units, aph) };
    if (total_acres) return { ...totals, total_units: acresToBushels(total_acres, aph) };
    return totals;
  }
  if (changed === 'total_acres')
    return { ...totals, total_units: total_acres === null ? null : acresToBushels(total_acres, aph) };
  return { ...totals, total_acres: total_units === null ? null : bushelsToAcres(total_units, aph) };
}

type RowAmounts = { available_acres?: number | null; available_units?: number | null };

/** Remaining acres and units: the plan's totals minus the sum of the delivery rows. */
export function remainingAmounts(
  totals: { total_acres: number | null; total_units: number | null },
  rows: readonly RowAmounts[],
): { acres: number; units: number } {
  const acres = rows.reduce((sum, row) => sum + (row.available_acres ?? 0), 0);
  const units = rows.reduce((sum, row) => sum + (row.available_units ?? 0), 0);
  return { acres: round2((totals.total_acres ?? 0) - acres), units: round2((totals.total_units ?? 0) - units) };
}

/** Premiums are per acre or per bushel with two decimals. */
export function roundPremium(value: number): number {
  return round2(value);
}

export function formatPremium(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : round2(value).toFixed(2);
}

/** Numeric inputs accept only digits and the point (one point; everything else is dropped). */
export function sanitizeNumericInput(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  return point === -1 ? kept : kept.slice(0, point + 1) + kept.slice(point + 1).replace(/\./g, '');
}

/** The number a numeric input holds, or null when it is empty or just a point. */
export function parseNumericInput(text: string): number | null {
  const clean = sanitizeNumericInput(text);
  if (clean === '' || clean === '.') return null;
  const value = Number(clean);
  return Number.isFinite(value) ? value : null;
}
