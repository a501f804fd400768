import { Alert, Button, Divider, Stack } from '@mantine/core';
import { SSO_ERROR_FALLBACK, SSO_ERROR_MESSAGES, type AuthProvider } from '@portal/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuthProviders } from '../../api/auth-providers';
import { authClient } from '../../lib/auth-client';

/** Provider sign-ins come back to /login: signed in, the page moves on; failed, it shows ?error=. */
const CALLBACK = '/login';

/** Starts a provider sign-in: the browser leaves for the identity provider. */
async function startSignIn(provider: AuthProvider): Promise<string | null> {
  if (provider.type === 'oidc') {
    const { error } = await authClient.signIn.social({
      provider: provider.id,
      callbackURL: CALLBACK,
      errorCallbackURL: CALLBACK,
    });
    return error ? (error.message ?? SSO_ERROR_FALLBACK) : null;
  }
  const response = await fetch('/api/auth/sign-in/saml', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ providerId: provider.id, callbackURL: CALLBACK, errorCallbackURL: CALLBACK }),
  });
  const body = (await response.json().catch(() => null)) as { url?: string; message?: string } | null;
  if (!response.ok || !body?.url) return body?.message ?? SSO_ERROR_FALLBACK;
  window.location.assign(body.url);
  return null;
}

/** The reason a provider sign-in failed, from /login?error=… */
export function ProviderSignInError() {
  const [params] = useSearchParams();
  const code = params.get('error');
  if (!code) return null;
  return (
    <Alert color="red" role="alert">
      {SSO_ERROR_MESSAGES[code] ?? SSO_ERROR_FALLBACK}
    </Alert>
  );
}

/** One 'Sign in with {name}' button per configured OpenID Connect or SAML provider. */
export function ProviderSignIn() {
  const providers = useAuthProviders();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!providers.data?.length) return null;

  async function signIn(provider: AuthProvider) {
    setError(null);
    setPending(provider.id);
    const failure = await startSignIn(provider).catch(() => SSO_ERROR_FALLBACK);
    if (failure) {
      setError(failure);
      setPending(null);
    }
  }

  return (
    <Stack gap="sm">
      <Divider label="or" labelPosition="center" />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {providers.data.map((provider) => (
        <Button
          key={provider.id}
          variant="default"
          loading={pending === provider.id}
          disabled={pending !== null && pending !== provider.id}
          onClick={() => void signIn(provider)}
        >
          Sign in with {provider.name}
        </Button>
      ))}
    </Stack>
  );
}
