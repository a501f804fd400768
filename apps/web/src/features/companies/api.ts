import {
  COMPANY_PAGE_SIZE,
  type Assignment,
  type Company,
  type CompanyPage,
  type LinkedCompany,
  type Role,
} from '@portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const COMPANY_API = '/company-management/v1';
export const companyKeys = {
  all: ['companies'] as const,
  list: (filter: { search: string; dealerOnly: boolean; page: number }) => ['companies', 'list', filter] as const,
  one: (companyId: string) => ['companies', 'one', companyId] as const,
  people: (companyId: string) => ['assignments', 'company', companyId] as const,
  links: (companyId: string) => ['links', companyId] as const,
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

export function useLinkedCompanies(companyId: string) {
  return useQuery({
    queryKey: companyKeys.links(companyId),
    queryFn: () =>
      api<{ data: { items: LinkedCompany[] } }>('/link', { query: { company_id: companyId } }).then(
        (r) => r.data.items,
      ),
  });
}

/** Roles of one type, sorted by name (linked contacts get internal roles, employees external ones). */
export function useRolesOfType(roleType: Role['role_type'], enabled: boolean) {
  return useQuery({
    queryKey: ['roles', roleType],
    queryFn: () => api<{ roles: Role[] }>('/roles', { query: { role_type: roleType } }).then((r) => r.roles),
    enabled,
  });
}

export function useLanguages() {
  return useQuery({
    queryKey: ['supported-languages'],
    queryFn: () =>
      api<{ languages: { lang_name: string; lang_value: string }[] }>('/supported-languages').then((r) => r.languages),
    staleTime: 10 * 60_000,
  });
}

/** Reloads everything the company page shows about this company. */
export function useReloadCompany(companyId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: companyKeys.one(companyId) }),
      queryClient.invalidateQueries({ queryKey: companyKeys.people(companyId) }),
      queryClient.invalidateQueries({ queryKey: companyKeys.links(companyId) }),
      queryClient.invalidateQueries({ queryKey: ['companies', 'list'] }),
    ]);
}

export const personName = (p: { first: string | null; last: string | null; email: string }) =>
  [p.first, p.last].filter(Boolean).join(' ') || p.email;
