import type { CreateContractInput, CreateContractResponse } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contractKeys } from './keys';

/** POST /api/grower-contracts/v1: a new contract, or an amendment of the one in the body. */
export const createContract = (body: CreateContractInput) =>
  api<CreateContractResponse>('/grower-contracts/v1', { method: 'POST', body });

export function useCreateContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContract,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.all }),
  });
}
