import type { ContractVoidedReply } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contractKeys } from './keys';

/** PATCH /api/void from the contract screen, with the reason the user gave (voided_from). */
export const voidContract = (contractId: string, reason: string) =>
  api<ContractVoidedReply>('/void', {
    method: 'PATCH',
    query: { contract_id: contractId },
    body: { voided_from: reason },
  });

export function useVoidContract(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => voidContract(contractId, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.all }),
  });
}
