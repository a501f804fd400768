import type { AuthProvider } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

/** The sign-in providers /login offers (GET /api/auth-providers); the sso admin card invalidates it. */
export const authProvidersQuery = queryOptions({
  queryKey: ['auth-providers'] as const,
  queryFn: () => api<AuthProvider[]>('/auth-providers'),
  staleTime: 60_000,
});

export const useAuthProviders = () => useQuery(authProvidersQuery);
