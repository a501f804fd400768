import type { CompanyReply, NetBushelsQuery, NetBushelsResponse } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { reportKeys } from './keys';

/** GET /api/reports/net-bushels: a page of the table, the totals over every matching row, the product tabs. */
export const getNetBushels = (query: NetBushelsQuery, signal?: AbortSignal) =>
  api<NetBushelsResponse>('/reports/net-bushels', { query, signal });

export function useNetBushels(query: NetBushelsQuery) {
  return useQuery({
    queryKey: reportKeys.netBushels(query),
    queryFn: ({ signal }) => getNetBushels(query, signal),
    // the table keeps its rows while the next page loads
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The name of the company a bookmarked report filters by (GET /api/company-management/v1?company_id=). */
export function useCompanyName(companyId: string | undefined) {
  return useQuery({
    queryKey: reportKeys.company(companyId ?? ''),
    queryFn: () =>
      api<CompanyReply>('/company-management/v1', { query: { company_id: companyId } }).then(
        (r) => r.data.company_name,
      ),
    enabled: Boolean(companyId),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
