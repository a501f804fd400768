/** The delivery table spans 13 months from September of the contract year (spec 3, §9). */
export const DELIVERY_MONTH_COUNT = 13;
export const FIRST_DELIVERY_MONTH = 9;

const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

export type DeliveryMonth = {
  /** 1–12 */
  month: number;
  year: number;
  /** Like Sep-25. */
  label: string;
  /** yyyy-mm, stable for lookups. */
  key: string;
};

/** Sep-25 for September 2025. */
export function deliveryMonthLabel(month: number, year: number): string {
  return `${MONTH_ABBREVIATIONS[month - 1]}-${String(year % 100).padStart(2, '0')}`;
}

export function monthKey(month: number, year: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** September of the contract year through September of the next year: 13 months. */
export function deliveryMonths(contractYear: number): DeliveryMonth[] {
  return Array.from({ length: DELIVERY_MONTH_COUNT }, (_, index) => {
    const offset = FIRST_DELIVERY_MONTH - 1 + index;
    const month = (offset % 12) + 1;
    const year = contractYear + Math.floor(offset / 12);
    return { month, year, label: deliveryMonthLabel(month, year), key: monthKey(month, year) };
  });
}

export function isDeliveryMonth(contractYear: number, month: number, year: number): boolean {
  return deliveryMonths(contractYear).some((m) => m.month === month && m.year === year);
}
