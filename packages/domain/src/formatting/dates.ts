/**
 * How the portal shows dates: MM/DD/YYYY (US) on every page, except scale ticket dates, which spec 3 §9 shows
 * MM-DD-YYYY; date-times add the local time; delivery months read Oct-26 (production-plans/delivery-months.ts).
 */

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})T00:00:00(\.0+)?Z$/;

const ISO_START = /^\d{4}-\d{2}-\d{2}T/;

const pad = (n: number) => String(n).padStart(2, '0');

type DateInput = string | Date | null | undefined;

/** A calendar date (yyyy-mm-dd, or midnight UTC of one) stays that day; a timestamp is read in local time. */
function parts(value: DateInput): { year: number; month: number; day: number; at: Date | null } | null {
  if (value == null || value === '') return null;
  if (typeof value === 'string') {
    const calendar = DATE_ONLY.exec(value) ?? DATE_PREFIX.exec(value);
    if (calendar) return { year: Number(calendar[1]), month: Number(calendar[2]), day: Number(calendar[3]), at: null };
    if (!ISO_START.test(value)) return null;
  }
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) return null;
  return { year: at.getFullYear(), month: at.getMonth() + 1, day: at.getDate(), at };
}

function dateWith(separator: string, value: DateInput, fallback: string): string {
  const p = parts(value);
  if (!p) return typeof value === 'string' && value !== '' ? value : fallback;
  return [pad(p.month), pad(p.day), p.year].join(separator);
}

/** MM/DD/YYYY; `fallback` for a missing value; a text that is no stored date is shown as it is. */
export function formatDate(value: DateInput, fallback = ''): string {
  return dateWith('/', value, fallback);
}

/** A scale ticket's date as spec 3 §9 shows it: MM-DD-YYYY. */
export function formatTicketDate(value: DateInput, fallback = ''): string {
  return dateWith('-', value, fallback);
}

/** h:mm AM/PM in local time. */
export function formatTime(value: DateInput, fallback = ''): string {
  const p = parts(value);
  if (!p) return fallback;
  const at = p.at ?? new Date(p.year, p.month - 1, p.day);
  const hours = at.getHours();
  return `${hours % 12 === 0 ? 12 : hours % 12}:${pad(at.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** MM/DD/YYYY h:mm AM/PM in local time (a sign-off, a deletion, an e-mail sent). */
export function formatDateTime(value: DateInput, fallback = ''): string {
  const p = parts(value);
  if (!p) return fallback;
  return `${formatDate(value)} ${formatTime(value)}`;
}
