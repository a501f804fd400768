import type { LinkedCompaniesResponse } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

export const linkKeys = {
  all: ['links'] as const,
  of: (companyId: string) => ['links', companyId] as const,
};

/** The companies linked to a company (GET /api/link): a receiver's resellers and 3POs. */
export function linkedCompaniesQuery(companyId: string) {
  return queryOptions({
    queryKey: linkKeys.of(companyId),
    queryFn: () =>
      api<LinkedCompaniesResponse>('/link', { query: { company_id: companyId } }).then((r) => r.data.items),
  });
}

export function useLinkedCompanies(companyId: string | null | undefined) {
  return useQuery({ ...linkedCompaniesQuery(companyId ?? ''), enabled: Boolean(companyId) });
}
