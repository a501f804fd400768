import {
  type AssignmentsResponse,
  COMPANY_PAGE_SIZE,
  type CompanyPageReply,
  type CompanyReply,
  type CompanySort,
  type SortOrder,
} from '@portal/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const COMPANY_API = '/company-management/v1';

type ListFilter = { search: string; dealerOnly: boolean; page: number; sort?: CompanySort; order?: SortOrder };

export const companyKeys = {
  all: ['companies'] as const,
  lists: ['companies', 'list'] as const,
  list: (filter: ListFilter) => ['companies', 'list', filter] as const,
  one: (companyId: string) => ['companies', 'one', companyId] as const,
  // Assignments are listed by company here and by user on the user page (['assignments', 'user', id]).
  people: (companyId: string) => ['assignments', 'company', companyId] as const,
};

/** One server-side page (50) of the company list, with the search, the Enogen dealer filter and the sort. */
export function companyListQuery(filter: ListFilter) {
  return queryOptions({
    queryKey: companyKeys.list(filter),
    queryFn: ({ signal }) =>
      api<CompanyPageReply>(COMPANY_API, {
        query: {
          limit: COMPANY_PAGE_SIZE,
          offset: (filter.page - 1) * COMPANY_PAGE_SIZE,
          search: filter.search,
          get_enogen_dealer_only: filter.dealerOnly || undefined,
          sort: filter.sort,
          order: filter.order,
        },
        signal,
      }).then((r) => r.data),
    placeholderData: (previous) => previous,
  });
}

export const useCompanyList = (filter: ListFilter) => useQuery(companyListQuery(filter));

/** A hard load reads the company page's first reads ahead (routes.tsx): the page takes them as fresh, not again. */
const PREFETCHED_FRESH_MS = 5_000;

export function companyQuery(companyId: string) {
  return queryOptions({
    queryKey: companyKeys.one(companyId),
    queryFn: () => api<CompanyReply>(COMPANY_API, { query: { company_id: companyId } }).then((r) => r.data),
    retry: false,
    staleTime: PREFETCHED_FRESH_MS,
  });
}

export const useCompany = (companyId: string) => useQuery(companyQuery(companyId));

/** Reads a company again after a conflict (its page and lists refresh too). */
export function useReadCompany(companyId: string | undefined) {
  const queryClient = useQueryClient();
  return async () => {
    if (!companyId) return null;
    void queryClient.invalidateQueries({ queryKey: companyKeys.lists });
    return queryClient.fetchQuery({ ...companyQuery(companyId), staleTime: 0 });
  };
}

/** Everyone assigned to the company: linked contacts (internal roles) and employees (external roles). */
export function companyPeopleQuery(companyId: string) {
  return queryOptions({
    queryKey: companyKeys.people(companyId),
    queryFn: () => api<AssignmentsResponse>('/assignments', { query: { company_id: companyId } }).then((r) => r.data),
    staleTime: PREFETCHED_FRESH_MS,
  });
}

export const useCompanyPeople = (companyId: string) => useQuery(companyPeopleQuery(companyId));
