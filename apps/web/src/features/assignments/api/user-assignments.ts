import { inviteCodeFor } from '@portal/domain';
import type { AssignmentCreatedReply, AssignmentsResponse } from '@portal/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rolesQuery } from '../../../api/roles';
import { api } from '../../../lib/api';

export const assignmentKeys = {
  all: ['assignments'] as const,
  ofUser: (userId: string) => ['assignments', 'user', userId] as const,
};

/** The user's company assignments with the companies' fields. */
export function userAssignmentsQuery(userId: string) {
  return queryOptions({
    queryKey: assignmentKeys.ofUser(userId),
    queryFn: () =>
      api<AssignmentsResponse>('/assignments', { query: { user_id: userId, with_companies: true } }).then(
        (r) => r.data,
      ),
  });
}

export const useUserAssignments = (userId: string) => useQuery(userAssignmentsQuery(userId));

/** Roles the link-company modal offers: those an invite permission grants (never the admin ones). */
export function useAssignableRoles(enabled: boolean) {
  return useQuery({
    ...rolesQuery(),
    select: (roles) => roles.filter((role) => inviteCodeFor(role.role_type) !== null),
    enabled,
  });
}

/** POST /api/assignments: the user gets a role in a company (400 already_assigned). */
export const assignCompanyRole = (body: { user_id: string; company_id: string; role_id: string }) =>
  api<AssignmentCreatedReply>('/assignments', { method: 'POST', body });

// Assignments show on the user page and on the company's page ('assignments', 'company', id).
export function useAssignCompanyRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignCompanyRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentKeys.all }),
  });
}
