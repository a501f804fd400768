import type { ContractVoidedReply } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contractKeys } from './keys';

/** PATCH /api/void from the contract screen. */
export const voidContract = (contractId: string) =>
  api<ContractVoidedReply>('/void', {
    method: 'PATCH',
    query: { contract_id: contractId },
    body: { voided_from: 'contract-detail' },
  });

export function useVoidContract(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => voidContract(contractId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.all }),
  });
}
