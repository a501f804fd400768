import type { ColumnMapping } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { scaleTicketKeys } from './keys';

const mappingKey = (companyId: string) => [...scaleTicketKeys.all, 'column-mapping', companyId] as const;

/** GET /api/scale-ticket/column-mapping: the file headers the company confirmed before. */
export function useColumnMapping(companyId: string) {
  return useQuery({
    queryKey: mappingKey(companyId),
    queryFn: () => api<ColumnMapping>('/scale-ticket/column-mapping', { query: { company_id: companyId } }),
    enabled: Boolean(companyId),
  });
}

/** PUT /api/scale-ticket/column-mapping. */
export function useSaveColumnMapping(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mapping: Record<string, string>) =>
      api<ColumnMapping>('/scale-ticket/column-mapping', { method: 'PUT', body: { company_id: companyId, mapping } }),
    onSuccess: (saved) => queryClient.setQueryData(mappingKey(companyId), saved),
  });
}

/** DELETE /api/scale-ticket/column-mapping: the company's next uploads use the standard column names only. */
export function useResetColumnMapping(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<ColumnMapping>('/scale-ticket/column-mapping', { method: 'DELETE', query: { company_id: companyId } }),
    onSuccess: (reset) => queryClient.setQueryData(mappingKey(companyId), reset),
  });
}
