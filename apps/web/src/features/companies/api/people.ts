import type { InviteState } from '@portal/domain';
import type { AssignmentCreatedReply, AssignmentRemovedReply, UserCreatedReply, UserLookupReply } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api';
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

/** An invitation that failed, as one of the invite modal's failure states, with the address invited. */
export class InviteFailure extends Error {
  constructor(
    readonly state: Exclude<InviteState, 'LOADING' | 'SUCCESS'> | 'UNKNOWN_EMAIL',
    readonly email: string,
  ) {
    super(state);
  }
}

/**
 * Who is invited: a new user by e-mail, an existing user picked in the search, or an e-mail typed
 * in the existing-user search (looked up first: UNKNOWN_EMAIL when nobody has it).
 */
export type InviteVariables = { role_id: string } & (
  | { kind: 'new'; email: string }
  | { kind: 'existing'; user_id: string; email: string }
  | { kind: 'typed'; email: string }
);

async function assign(companyId: string, userId: string, email: string, roleId: string) {
  try {
    await assignUser({ role_id: roleId, company_id: companyId, user_id: userId });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && error.body.code === 'already_assigned')
      throw new InviteFailure('FAILED_USER_ALREADY_ASSIGNED', email);
    else if (error instanceof ApiError && error.status === 404 && error.body.code === 'user_not_found')
      throw new InviteFailure('FAILED_USER_DOESNT_EXIST', email);
    else throw new InviteFailure('FAILED', email);
  }
  return email;
}

/** The user a new or a typed e-mail names, each call's refusal as the invite's failure state. */
async function userOf(variables: InviteVariables & { kind: 'new' | 'typed' }) {
  const email = variables.email;
  try {
    if (variables.kind === 'new') return { user_id: await addUser(email), email };
    return await findUserByEmail(email);
  } catch (error) {
    if (variables.kind === 'new')
      throw new InviteFailure(
        error instanceof ApiError && error.status === 409 ? 'FAILED_USER_ALREADY_EXISTS' : 'FAILED',
        email,
      );
    throw new InviteFailure(error instanceof ApiError && error.status === 404 ? 'UNKNOWN_EMAIL' : 'FAILED', email);
  }
}

/**
 * Invite user: a new user is first added by e-mail (409: the user already exists), then assigned
 * (400: already assigned); answers the address invited. The company's people reload.
 */
export function useInviteUser(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: InviteVariables) => {
      const user = variables.kind === 'existing' ? variables : await userOf(variables);
      return assign(companyId, user.user_id, user.email, variables.role_id);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.people(companyId) }),
  });
}
