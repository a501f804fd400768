import type { Role, RoleListReply } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

export const roleKeys = {
  all: ['roles'] as const,
  ofType: (roleType: Role['role_type'] | 'all') => ['roles', roleType] as const,
};

/** GET /api/roles, all roles or those of one type. Every cache of roles lives under `roleKeys.all`. */
export function rolesQuery(roleType?: Role['role_type']) {
  return queryOptions({
    queryKey: roleKeys.ofType(roleType ?? 'all'),
    queryFn: () => api<RoleListReply>('/roles', { query: { role_type: roleType } }).then((r) => r.roles),
  });
}

export function useRoles(roleType?: Role['role_type'], { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...rolesQuery(roleType), enabled });
}
