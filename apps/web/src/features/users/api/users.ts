import type { ProfileInput, UserProfileReply, UserProfileSavedReply } from '@portal/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { SESSION_KEY } from '../../../session/session-context';

const USERS_API = '/company-management/v1/users';

export const userKeys = {
  one: (userId: string) => ['users', userId] as const,
};

export function userQuery(userId: string) {
  return queryOptions({
    queryKey: userKeys.one(userId),
    queryFn: () => api<UserProfileReply>(USERS_API, { query: { user_id: userId } }).then((r) => r.data),
    enabled: userId !== '',
    retry: false,
  });
}

export const useUser = (userId: string) => useQuery(userQuery(userId));

/** PATCH: a user's name, phone and address, on the version of the user read (If-Match: a stale one answers 412). */
export const updateProfile = ({ version, ...body }: ProfileInput & { user_id: string; version: string | undefined }) =>
  api<UserProfileSavedReply>(USERS_API, { method: 'PATCH', body, ifMatch: version });

/** A name shows in many places (lists, the shell): everything reloads, the session first. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      await queryClient.refetchQueries({ queryKey: SESSION_KEY });
    },
  });
}
