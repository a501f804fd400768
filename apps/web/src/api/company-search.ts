import { type CompanyListItem, type CompanySearchResponse, SEARCH_MIN_LENGTH } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

/** The pickers' company lookup: the first 50 hits of GET /api/company-search by name or SAP id. */
export function searchCompanies(term: string, signal?: AbortSignal) {
  return api<CompanySearchResponse>('/company-search', {
    query: { search_name: term, limit: 50 },
    signal,
  }).then((r) => r.data.items);
}

export function companySearchQuery(term: string) {
  return queryOptions({
    queryKey: ['company-search', term] as const,
    queryFn: ({ signal }) => searchCompanies(term, signal),
  });
}

/** Searches once the (debounced) term has the spec's minimum length. */
export function useCompanySearch(term: string, enabled = true) {
  return useQuery({ ...companySearchQuery(term), enabled: enabled && term.length >= SEARCH_MIN_LENGTH });
}

/** A company as a picker shows it: name and SAP id. */
export const companyOptionLabel = (c: Pick<CompanyListItem, 'company_name' | 'sap_id'>) =>
  `${c.company_name}${c.sap_id ? ` (${c.sap_id})` : ''}`;
