import { SCALE_TICKET_LIMITS, SCALE_TICKET_MESSAGES } from './messages';
import type { TransferSearchType } from './scale-ticket.schema';

/** Unplanned-transfer years: the sales year minus 4 to the sales year (spec 3, §9), newest first. */
export function transferYears(salesYear: number): number[] {
  return Array.from({ length: SCALE_TICKET_LIMITS.transferYears }, (_, i) => salesYear - i);
}

export type TransferSearch = { type: TransferSearchType; term: string } | { message: string };

/** A new contract id: 16 characters (or the 15 of a generated id) starting with the two digits of its year. */
const CONTRACT_ID = /^\d{2}[A-Za-z0-9]{13,14}$/;

/**
 * The unplanned-transfer search rules (spec 3, §5): null below 3 characters; a contract id must
 * carry the chosen year's two digits; 1 followed by 8 characters gets the 00 prefix, and a term
 * starting 00 with at least 10 characters is a SAP id; anything else is a grower name.
 */
export function transferSearch(raw: string, year: number): TransferSearch | null {
  let term = raw.trim();
  if (term.length < SCALE_TICKET_LIMITS.transferSearchMin) return null;
  if (CONTRACT_ID.test(term)) {
    if (term.slice(0, 2) !== String(year).slice(-2)) return { message: SCALE_TICKET_MESSAGES.transferContractIdYear };
    return { type: 'new_contract_id', term: term.toUpperCase() };
  }
  if (/^1.{8}$/.test(term)) term = `00${term}`;
  if (/^00.{8,}$/.test(term)) return { type: 'sap_id', term };
  return { type: 'grower_name', term };
}
