import { SCALE_TICKET_LIMITS } from './messages';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** A stored ticket date (yyyy-mm-dd, or a timestamp starting with it) as the list shows it: MM-DD-YYYY (spec 3, §9). */
export function formatTicketDate(value: string | null | undefined): string {
  const match = value ? ISO_DATE.exec(value) : null;
  if (!match) return value ?? '';
  const [, year, month, day] = match;
  return `${month}-${day}-${year}`;
}

/** The list's sales-year dropdown: the sales year first, back to 4 years before it (spec 3, §9). */
export function scaleTicketListYears(salesYear: number): number[] {
  return Array.from({ length: SCALE_TICKET_LIMITS.listYearsBack + 1 }, (_, i) => salesYear - i);
}
