import type { UpdateRoleInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roleKeys } from '../../../api/roles';
import { api } from '../../../lib/api';

/** PATCH /api/roles: a role's name and permissions, on the version the role was read at. */
export const updateRole = ({ version, ...body }: UpdateRoleInput & { version: string }) =>
  api('/roles', { method: 'PATCH', body, ifMatch: version });

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
