import type { SalesYearReply } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { salesYearQuery } from '../../../api/sales-year';
import { api } from '../../../lib/api';

/** PATCH /api/sales-year: the default contract year. */
export const setSalesYear = (salesYear: number) =>
  api<SalesYearReply>('/sales-year', { method: 'PATCH', body: { sales_year: salesYear } });

export function useSetSalesYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSalesYear,
    onSettled: () => queryClient.invalidateQueries({ queryKey: salesYearQuery.queryKey }),
  });
}
