import type { SalesYearReply } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

/** The current sales year (GET /api/sales-year); the sales-year feature invalidates this key when it sets it. */
export const salesYearQuery = queryOptions({
  queryKey: ['sales-year'] as const,
  queryFn: () => api<SalesYearReply>('/sales-year').then((r) => r.sales_year),
  staleTime: 5 * 60_000,
});

export function useSalesYear() {
  return useQuery(salesYearQuery);
}
