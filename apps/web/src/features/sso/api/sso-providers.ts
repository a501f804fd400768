import type { SsoProvider, SsoProviderInput } from '@portal/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authProvidersQuery } from '../../../api/auth-providers';
import { api } from '../../../lib/api';

export const ssoKeys = { all: ['sso-providers'] as const };

/** The providers from the environment (read-only) and those added by admins. */
export const ssoProvidersQuery = queryOptions({
  queryKey: ssoKeys.all,
  queryFn: () => api<SsoProvider[]>('/sso-providers'),
});

export const useSsoProviders = () => useQuery(ssoProvidersQuery);

export const createSsoProvider = (body: SsoProviderInput) =>
  api<SsoProvider>('/sso-providers', { method: 'POST', body });

export const deleteSsoProvider = (id: string) => api(`/sso-providers/${encodeURIComponent(id)}`, { method: 'DELETE' });

// The sign-in page's provider buttons change with the list.
function useProvidersMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ssoKeys.all });
      await queryClient.invalidateQueries({ queryKey: authProvidersQuery.queryKey });
    },
  });
}

export const useCreateSsoProvider = () => useProvidersMutation(createSsoProvider);
export const useDeleteSsoProvider = () => useProvidersMutation(deleteSsoProvider);
