import type { AssignmentCreatedReply, AssignmentRemovedReply, UserCreatedReply, UserLookupReply } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { COMPANY_API, companyKeys } from './companies';

/** POST /company-management/v1/users: a new user by e-mail (409: the user already exists). */
export const addUser = (email: string) =>
  api<UserCreatedReply>(`${COMPANY_API}/users`, { method: 'POST', body: { email } }).then((r) => r.data.user_id);

/** GET /company-management/v1/users by e-mail (404: nobody has it). */
export const findUserByEmail = (email: string) =>
  api<UserLookupReply>(`${COMPANY_API}/users`, { query: { email } }).then((r) => r.data);

/** POST /api/assignments: the user gets a role in the company (400 already_assigned, 404 user_not_found). */
export const assignUser = (body: { role_id: string; company_id: string; user_id: string }) =>
  api<AssignmentCreatedReply>('/assignments', { method: 'POST', body });

/** DELETE /api/assignments: the user leaves the company. */
export const removeUser = (query: { user_id: string; company_id: string }) =>
  api<AssignmentRemovedReply>('/assignments', { method: 'DELETE', query });

export function useRemoveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeUser,
    onSuccess: (_data, { company_id }) => queryClient.invalidateQueries({ queryKey: companyKeys.people(company_id) }),
  });
}

/** Reloads the company's people (after an invitation, which takes several calls). */
export function useReloadPeople(companyId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: companyKeys.people(companyId) });
}
