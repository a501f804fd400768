import { SCALE_TICKET_LIMITS } from './messages';

/** The list's sales-year dropdown: the sales year first, back to 4 years before it (spec 3, §9). */
export function scaleTicketListYears(salesYear: number): number[] {
  return Array.from({ length: SCALE_TICKET_LIMITS.listYearsBack + 1 }, (_, i) => salesYear - i);
}
