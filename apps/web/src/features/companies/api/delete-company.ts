import type { CompanyIdReply } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { COMPANY_API, companyKeys } from './companies';

/** DELETE: the company leaves every list. */
export const deleteCompany = (companyId: string) =>
  api<CompanyIdReply>(COMPANY_API, { method: 'DELETE', query: { company_id: companyId } });

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: (_data, companyId) => {
      queryClient.removeQueries({ queryKey: companyKeys.one(companyId) });
      return queryClient.invalidateQueries({ queryKey: companyKeys.all });
    },
  });
}
