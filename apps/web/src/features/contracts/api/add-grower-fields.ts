import type { AddGrowerFields, AddGrowerFieldsInput, GrowerFieldsAdded } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contractKeys } from './keys';

/** POST /api/growers/v1: a new grower of the reseller, or fields of one of its growers; the reply names the grower. */
export function useAddGrowerFields() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddGrowerFields | AddGrowerFieldsInput) =>
      api<GrowerFieldsAdded>('/growers/v1', { method: 'POST', body }),
    onSuccess: (added) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contractKeys.growerFields(added.grower.grower_id) }),
        queryClient.invalidateQueries({ queryKey: ['contract-lookups', 'grower-search'] }),
      ]),
  });
}
