import type { LoginLink, LoginLinkRedeemed } from '@portal/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { SESSION_KEY } from '../../../session/session-context';

export const loginLinkKeys = { one: (loginHash: string) => ['login-link', loginHash] as const };

/** GET /api/login-links/{hash}: whose invitation it is, and whether they have a password yet. */
export function loginLinkQuery(loginHash: string) {
  return queryOptions({
    queryKey: loginLinkKeys.one(loginHash),
    queryFn: () => api<LoginLink>(`/login-links/${loginHash}`),
    retry: false,
  });
}

export const useLoginLink = (loginHash: string) => useQuery(loginLinkQuery(loginHash));

/** POST /api/login-links/{hash}: the first password; the reply signs in, so the session reloads. */
export const setLinkPassword = ({ loginHash, password }: { loginHash: string; password: string }) =>
  api<LoginLinkRedeemed>(`/login-links/${loginHash}`, { method: 'POST', body: { password } });

export function useSetLinkPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLinkPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
  });
}
