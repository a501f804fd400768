import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contractKeys } from './keys';

export function useSalesYear() {
  return useQuery({
    queryKey: contractKeys.salesYear(),
    queryFn: () => api<{ sales_year: number }>('/sales-year').then((r) => r.sales_year),
    staleTime: 5 * 60_000,
  });
}
