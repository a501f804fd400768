import type { CreateActivityResponse } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { stewardshipKeys } from './keys';

/** POST /api/seed-stewardship/v1: the contract's activity, created when missing. */
export const postCreateActivity = (contractId: string) =>
  api<CreateActivityResponse>('/seed-stewardship/v1', {
    method: 'POST',
    body: { contract_id: contractId },
  });

export function useCreateActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCreateActivity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stewardshipKeys.all }),
  });
}
