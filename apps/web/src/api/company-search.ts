import { type CompanyListItem, type CompanySearchResponse, SEARCH_MIN_LENGTH } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

/** GET /api/company-search: by name or SAP id, and/or one or several company types (comma-separated). */
export type CompanySearch = {
  term?: string;
  types?: string;
  limit?: number;
  /** Only resellers that may be a new contract's reseller. */
  contractReseller?: boolean;
};

/** The first `limit` hits (50 unless told). */
export function searchCompanies({ term, types, limit = 50, contractReseller }: CompanySearch, signal?: AbortSignal) {
  return api<CompanySearchResponse>('/company-search', {
    query: { search_name: term, 'company-type': types, limit, contract_reseller: contractReseller || undefined },
    signal,
  }).then((r) => r.data.items);
}

/** The one company search every area reads (pickers, the contract page's parties). */
export function companySearchQuery(search: CompanySearch) {
  return queryOptions({
    queryKey: [
      'company-search',
      search.term ?? '',
      search.types ?? '',
      search.limit ?? 50,
      Boolean(search.contractReseller),
    ] as const,
    queryFn: ({ signal }) => searchCompanies(search, signal),
  });
}

/** Searches by name once the (debounced) term has the spec's minimum length. */
export function useCompanySearch(
  term: string,
  { enabled = true, ...search }: Omit<CompanySearch, 'term'> & { enabled?: boolean } = {},
) {
  return useQuery({
    ...companySearchQuery({ ...search, term }),
    enabled: enabled && term.length >= SEARCH_MIN_LENGTH,
  });
}

/** A company as a picker shows it: name and SAP id. */
export const companyOptionLabel = (c: Pick<CompanyListItem, 'company_name' | 'sap_id'>) =>
  `${c.company_name}${c.sap_id ? ` (${c.sap_id})` : ''}`;
