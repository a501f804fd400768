/** Reseller and company SAP ids carry the 00 prefix. */
export function prefixSapId(value: string): string {
  const trimmed = value.trim();
  return /^\d{8}$/.test(trimmed) ? `00${trimmed}` : trimmed;
}

/**
 * Normalises a search term by the spec's id rules: "1" followed by 8 characters is
 * prefixed with 00; a string starting 00 with at least 10 characters is a SAP-style id.
 */
export function classifySearchTerm(raw: string): { term: string; kind: 'sap_id' | 'new_contract_id' | 'text' } {
  let term = raw.trim();
  if (/^1.{8}$/.test(term)) term = `00${term}`;
  if (/^00.{8,}$/.test(term)) return { term, kind: 'sap_id' };
  if (NEW_CONTRACT_ID_PATTERN.test(term)) return { term: term.toUpperCase(), kind: 'new_contract_id' };
  return { term, kind: 'text' };
}

/** The contracts list's filter for what was typed in a contract search box. */
export type ContractSearchFilter = { new_contract_id?: string; grower_sap_id?: string; grower_name?: string };

/**
 * Spec 2 §5 "Contract search input", by the same rule as the global search: a new contract id, a
 * grower SAP id ('00' and at least 10 characters), else a grower name. Under SEARCH_MIN_LENGTH: no filter.
 */
export function contractSearchFilter(raw: string): ContractSearchFilter {
  if (raw.trim().length < SEARCH_MIN_LENGTH) return {};
  const { term, kind } = classifySearchTerm(raw);
  if (kind === 'new_contract_id') return { new_contract_id: term };
  if (kind === 'sap_id') return { grower_sap_id: term };
  return { grower_name: raw.trim() };
}

/** Two digits, three letters and 9 to 11 more characters. */
export const NEW_CONTRACT_ID_PATTERN = /^\d{2}[A-Za-z]{3}.{9,11}$/;

export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 300;
