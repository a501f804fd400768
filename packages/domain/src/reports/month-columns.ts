import {
  DELIVERY_MONTH_COUNT,
  deliveryMonths,
  FIRST_DELIVERY_MONTH,
  type DeliveryMonth,
} from '../production-plans/delivery-months';

/**
 * The Net Bushels report's 13 month columns (spec 3, §9): the delivery table's months, September of
 * the report year through September of the next, labelled like Sep-25. The report year is the
 * contracts' contract year, so a contract's committed units (whose delivery months are these same 13
 * months) and its season's scale tickets fall in the columns, as on the contract's delivery table.
 */
export function monthColumns(year: number): DeliveryMonth[] {
  return deliveryMonths(year);
}

/** A month as one number (year × 12 + month), so a column is a difference; the SQL uses the same. */
export const monthOrdinal = (month: number, year: number): number => year * 12 + month;

/** The ordinal of the first column (September of the report year). */
export const firstColumnOrdinal = (year: number): number => monthOrdinal(FIRST_DELIVERY_MONTH, year);

/** The column (0–12) of a calendar month in the report year, or -1 outside the 13 months. */
export function monthColumnIndex(reportYear: number, month: number, year: number): number {
  const index = monthOrdinal(month, year) - firstColumnOrdinal(reportYear);
  return index >= 0 && index < DELIVERY_MONTH_COUNT ? index : -1;
}

/** The column of a date (yyyy-mm-dd, a ticket's date), or -1 outside the 13 months. */
export function dateColumnIndex(reportYear: number, isoDate: string): number {
  const [year, month] = isoDate.split('-').map(Number);
  if (!year || !month) return -1;
  return monthColumnIndex(reportYear, month, year);
}
