import type { CreateRoleInput, Role } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roleKeys } from '../../../api/roles';
import { api } from '../../../lib/api';

/** POST /api/roles. */
export const createRole = (body: CreateRoleInput) => api<Role>('/roles', { method: 'POST', body });

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
