import type { ContractDeletedReply } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contractKeys } from './keys';

/** PATCH /api/grower-contracts/v1: deletes a voided contract. */
export const deleteContract = (contractId: string) =>
  api<ContractDeletedReply>('/grower-contracts/v1', { method: 'PATCH', body: { contract_id: contractId } });

export function useDeleteContract(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteContract(contractId),
    onSuccess: async () => {
      // the deleted contract's own read would answer 404: drop it rather than refetch it
      queryClient.removeQueries({ queryKey: contractKeys.one(contractId) });
      await queryClient.invalidateQueries({ queryKey: contractKeys.all });
    },
  });
}
