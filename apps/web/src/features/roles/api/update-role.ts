import type { Role, UpdateRoleInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roleKeys, rolesQuery } from '../../../api/roles';
import { api } from '../../../lib/api';

/** PATCH /api/roles: a role's name and permissions, on the version the role was read at. */
export const updateRole = ({ version, ...body }: UpdateRoleInput & { version: string }) =>
  api<Role>('/roles', { method: 'PATCH', body, ifMatch: version });

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}

/** Reads a role again after a conflict (the role lists refresh too): null when it is gone. */
export function useReadRole(roleId: string | undefined) {
  const queryClient = useQueryClient();
  return async () => {
    if (!roleId) return null;
    void queryClient.invalidateQueries({ queryKey: roleKeys.all });
    const roles = await queryClient.fetchQuery({ ...rolesQuery(), staleTime: 0 });
    return roles.find((role) => role.role_id === roleId) ?? null;
  };
}
