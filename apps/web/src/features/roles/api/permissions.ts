import type { PermissionListReply } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const permissionKeys = { all: ['permissions'] as const };

/** GET /api/permissions: every permission a role may hold. */
export const permissionsQuery = queryOptions({
  queryKey: permissionKeys.all,
  queryFn: () => api<PermissionListReply>('/permissions').then((r) => r.permissions),
  staleTime: 5 * 60_000,
});

export function usePermissions() {
  return useQuery(permissionsQuery);
}
