import type { CompanyListItem, UserSearchHit } from '@portal/domain';
import { api } from './api';

/** Pickers' lookups shared by features: the first 50 hits of company search and user search. */
export function searchCompanies(term: string, signal?: AbortSignal) {
  return api<{ data: { items: CompanyListItem[] } }>('/company-search', {
    query: { search_name: term, limit: 50 },
    signal,
  }).then((r) => r.data.items);
}

export function searchUsers(term: string, signal?: AbortSignal) {
  return api<{ data: { items: UserSearchHit[] } }>('/user-search', {
    query: { full_name: term, limit: 50 },
    signal,
  }).then((r) => r.data.items);
}

/** A company as a picker shows it: name and SAP id. */
export const companyOptionLabel = (c: Pick<CompanyListItem, 'company_name' | 'sap_id'>) =>
  `${c.company_name}${c.sap_id ? ` (${c.sap_id})` : ''}`;
