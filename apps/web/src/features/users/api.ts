import type { Assignment, UserProfile } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { rolesQuery } from '../../api/roles';
import { api } from '../../lib/api';

export const userKeys = {
  one: (userId: string) => ['users', userId] as const,
  assignments: (userId: string) => ['assignments', 'user', userId] as const,
};

export function useUser(userId: string) {
  return useQuery({
    queryKey: userKeys.one(userId),
    queryFn: () =>
      api<{ data: UserProfile }>('/company-management/v1/users', { query: { user_id: userId } }).then((r) => r.data),
    retry: false,
  });
}

/** The user's company assignments with the companies' fields. */
export function useUserAssignments(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: userKeys.assignments(userId),
    queryFn: () =>
      api<{ data: Assignment[] }>('/assignments', { query: { user_id: userId, with_companies: true } }).then(
        (r) => r.data,
      ),
    enabled,
  });
}

/** Roles the link-company modal offers: every role but the admin ones. */
export function useAssignableRoles(enabled: boolean) {
  return useQuery({
    ...rolesQuery(),
    select: (roles) => roles.filter((role) => role.role_type !== 'admin'),
    enabled,
  });
}
