import { checkAccess, type AccessState, type HighestRole, type PermissionCode } from '@portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { api, ApiError, isServiceUnavailable, onUnauthorized } from '../lib/api';
import { authClient } from '../lib/auth-client';
import { clearOfflineData } from '../lib/offline-db';
import { forgetQueries } from '../lib/query-persistence';

export type LoginState = 'loading' | 'success' | 'failed';

type Session = {
  loginState: LoginState;
  me: HighestRole | null;
  /** Signed in as an admin who must enrol TOTP first (the API answers two_factor_required). */
  twoFactorRequired: boolean;
  access: AccessState;
  refresh: () => Promise<unknown>;
  signOut: () => Promise<void>;
};

const SessionContext = createContext<Session | null>(null);
export const SESSION_KEY = ['session', 'my-highest-role'];
/** Re-reads the session regularly; the server refreshes it inside the 55-minute threshold. */
const SESSION_POLL_MS = 5 * 60 * 1000;
const TWO_FACTOR_REQUIRED = 'two_factor_required';

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: SESSION_KEY,
    queryFn: async (): Promise<HighestRole | null | typeof TWO_FACTOR_REQUIRED> => {
      try {
        return await api<HighestRole>('/my-highest-role');
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        if (error instanceof ApiError && error.body.code === TWO_FACTOR_REQUIRED) return TWO_FACTOR_REQUIRED;
        throw error;
      }
    },
    retry: 1,
    refetchInterval: SESSION_POLL_MS,
    staleTime: 60_000,
  });

  useEffect(
    () =>
      onUnauthorized(() => {
        if (queryClient.getQueryData(SESSION_KEY)) queryClient.setQueryData(SESSION_KEY, null);
        // the session ended: its reads kept on the phone go (saves waiting for it stay, sent at its next sign-in)
        void forgetQueries();
      }),
    [queryClient],
  );

  const signOut = useCallback(async () => {
    await authClient.signOut().catch(() => undefined);
    queryClient.setQueryData(SESSION_KEY, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
    // what the phone keeps for the user (queued saves, kept reads, caches) goes with them
    await clearOfflineData();
  }, [queryClient]);

  const value = useMemo<Session>(() => {
    const twoFactorRequired = query.data === TWO_FACTOR_REQUIRED;
    const me = typeof query.data === 'object' ? query.data : null;
    // A session read the API could not answer (503: its data is away) says nothing of being signed in.
    const unknown = query.isPending || (query.data === undefined && isServiceUnavailable(query.error));
    const loginState: LoginState = unknown ? 'loading' : me ? 'success' : 'failed';
    const access: AccessState =
      loginState === 'loading'
        ? { status: 'loading' }
        : me
          ? { status: 'loaded', role_type: me.role_type ?? 'external', company_permissions: me.company_permissions }
          : { status: 'failed' };
    return { loginState, me, twoFactorRequired, access, refresh: query.refetch, signOut };
  }, [query.data, query.error, query.isPending, query.refetch, signOut]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/** The spec's access check for the signed-in user: success, loading or none. */
export function useAccess(companyId: string, codes: PermissionCode | readonly PermissionCode[]) {
  return checkAccess(useSession().access, companyId, codes);
}
