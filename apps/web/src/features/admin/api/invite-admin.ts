import type { InviteAdminInput, InviteAdminReply } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** An existing user was asked for but none was picked from the search: no call is made. */
export class UserNotPickedError extends Error {}

/** POST /api/invite-admin: an existing user (user_id) or a new one (email) with an admin role. */
export function inviteAdmin(body: InviteAdminInput) {
  if (body.user_type === 'existing' && !body.user_id) return Promise.reject(new UserNotPickedError());
  return api<InviteAdminReply>('/invite-admin', { method: 'POST', body });
}

export function useInviteAdmin() {
  return useMutation({ mutationFn: inviteAdmin });
}
