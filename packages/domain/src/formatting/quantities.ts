/** How the portal shows numbers: en-US thousands separators on every quantity, units pluralised, dollars. */

const QUANTITY = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const MONEY = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/** Thousands separators, at most two decimals; empty for null. */
export function formatAmount(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return QUANTITY.format(round2(value));
}

/** The thousands separator formatAmount puts in ("," in en-US); quantity inputs show the same one. */
export const THOUSANDS_SEPARATOR = QUANTITY.formatToParts(1000).find((part) => part.type === 'group')?.value ?? ',';

/**
 * A number as it is being typed, grouped the way formatAmount groups it: "32000" → "32,000",
 * "1234.5" → "1,234.5", "12." stays "12.". Only separators are added; every typed character is kept,
 * and text that is not plain digits with at most one point is left as it is.
 */
export function groupDigits(text: string): string {
  if (!/^\d*\.?\d*$/.test(text)) return text;
  const point = text.indexOf('.');
  const whole = point === -1 ? text : text.slice(0, point);
  const rest = point === -1 ? '' : text.slice(point);
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR) + rest;
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
