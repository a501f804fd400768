import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function useSalesYear() {
  return useQuery({
    queryKey: ['sales-year'],
    queryFn: () => api<{ sales_year: number }>('/sales-year').then((r) => r.sales_year),
  });
}
