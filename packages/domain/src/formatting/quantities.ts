/** How the portal shows numbers: en-US thousands separators on every quantity, units pluralised, dollars. */

const QUANTITY = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const MONEY = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/** Thousands separators, at most two decimals; empty for null. */
export function formatAmount(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return QUANTITY.format(round2(value));
}

/** Plurals that are not the singular plus "s". */
const PLURALS: Record<string, string> = { bushel: 'bushels', 'wet bushel': 'wet bushels', ton: 'tons', acre: 'acres' };
const SINGULARS: Record<string, string> = Object.fromEntries(Object.entries(PLURALS).map(([one, many]) => [many, one]));

/** A unit for a count: "1 bushel", "14,400 bushels" (the unit may be given in either form). */
export function pluralise(unit: string, count: number): string {
  const singular = SINGULARS[unit] ?? unit;
  return count === 1 ? singular : (PLURALS[singular] ?? `${singular}s`);
}

/** An amount with its unit: "1 bushel", "14,400 bushels", "2.5 tons". */
export function formatQuantity(value: number | null | undefined, unit: string): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return `${formatAmount(value)} ${pluralise(unit, value)}`;
}

/** A count of things: "1 ticket", "3,214 tickets". */
export const formatCount = formatQuantity;

/** US dollars with cents: $1,234.50; empty for null. */
export function formatMoney(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return MONEY.format(value);
}
