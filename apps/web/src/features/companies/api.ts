import { COMPANY_PAGE_SIZE, type Assignment, type Company, type CompanyPage } from '@portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { linkKeys } from '../../api/linked-companies';
import { api } from '../../lib/api';

export const COMPANY_API = '/company-management/v1';
export const companyKeys = {
  all: ['companies'] as const,
  list: (filter: { search: string; dealerOnly: boolean; page: number }) => ['companies', 'list', filter] as const,
  one: (companyId: string) => ['companies', 'one', companyId] as const,
  people: (companyId: string) => ['assignments', 'company', companyId] as const,
};

/** One server-side page (50) of the company list, with the search and the Enogen dealer filter. */
export function useCompanyList(filter: { search: string; dealerOnly: boolean; page: number }) {
  return useQuery({
    queryKey: companyKeys.list(filter),
    queryFn: ({ signal }) =>
      api<{ data: CompanyPage }>(COMPANY_API, {
        query: {
          limit: COMPANY_PAGE_SIZE,
          offset: (filter.page - 1) * COMPANY_PAGE_SIZE,
          search: filter.search,
          get_enogen_dealer_only: filter.dealerOnly || undefined,
        },
        signal,
      }).then((r) => r.data),
    placeholderData: (previous) => previous,
  });
}

export function useCompany(companyId: string) {
  return useQuery({
    queryKey: companyKeys.one(companyId),
    queryFn: () => api<{ data: Company }>(COMPANY_API, { query: { company_id: companyId } }).then((r) => r.data),
    retry: false,
  });
}

/** Everyone assigned to the company: linked contacts (internal roles) and employees (external roles). */
export function useCompanyPeople(companyId: string) {
  return useQuery({
    queryKey: companyKeys.people(companyId),
    queryFn: () =>
      api<{ data: Assignment[] }>('/assignments', { query: { company_id: companyId } }).then((r) => r.data),
  });
}

/** Reloads everything the company page shows about this company. */
export function useReloadCompany(companyId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: companyKeys.one(companyId) }),
      queryClient.invalidateQueries({ queryKey: companyKeys.people(companyId) }),
      queryClient.invalidateQueries({ queryKey: linkKeys.of(companyId) }),
      queryClient.invalidateQueries({ queryKey: ['companies', 'list'] }),
    ]);
}
