import { Anchor, Button, Code, List, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { TWO_FACTOR_TEXTS } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { authClient } from '../../lib/auth-client';
import { SESSION_KEY, useSession } from '../../session/session-context';
import { AuthForm } from './auth-form';
import { AuthLayout } from './auth-layout';

/** The signed-in home (the app shell sends on to the first menu entry). */
const HOME_PATH = '/';

type Enrolment = { totpURI: string; secret: string; backupCodes: string[] };

/**
 * /two-factor-setup: an admin signed in without TOTP (required in production) enrols here: the
 * password, then the authenticator secret (otpauth link and as text) and a code to confirm it,
 * then the recovery codes, shown this once.
 */
export function TwoFactorSetupPage() {
  const { loginState, twoFactorRequired, signOut } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  if (loginState === 'loading') return <PageLoader />;
  if (!twoFactorRequired && !confirmed)
    return <Navigate to={loginState === 'success' ? HOME_PATH : '/login'} replace />;

  const start = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    const { data, error: failure } = await authClient.twoFactor.enable({ password });
    setSubmitting(false);
    if (failure)
      return setError(
        failure.status === 400
          ? 'The password is incorrect. Please try again.'
          : (failure.message ?? 'Something went wrong. Please try again.'),
      );
    const secret = new URL(data.totpURI).searchParams.get('secret') ?? '';
    setEnrolment({ totpURI: data.totpURI, secret, backupCodes: data.backupCodes });
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = code.replace(/\s+/g, '');
    if (!value) return setError(TWO_FACTOR_TEXTS.codeRequired);
    setError(null);
    setSubmitting(true);
    const { error: failure } = await authClient.twoFactor.verifyTotp({ code: value });
    setSubmitting(false);
    if (failure) return setError(TWO_FACTOR_TEXTS.codeWrong);
    setConfirmed(true);
  };

  const finish = async () => {
    await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    navigate(HOME_PATH, { replace: true });
  };

  return (
    <AuthLayout title="Set up two-step sign-in" subtitle={TWO_FACTOR_TEXTS.required}>
      {confirmed && enrolment ? (
        <Stack>
          <Text size="sm">
            Two-step sign-in is on. Keep these recovery codes somewhere safe: each signs you in once if you lose your
            authenticator app. They are shown only now.
          </Text>
          <List spacing={4} aria-label="Recovery codes">
            {enrolment.backupCodes.map((backupCode) => (
              <List.Item key={backupCode}>
                <Code>{backupCode}</Code>
              </List.Item>
            ))}
          </List>
          <Button onClick={finish}>I have saved my recovery codes</Button>
        </Stack>
      ) : enrolment ? (
        <AuthForm onSubmit={confirm} error={error} submitLabel="Confirm" submitting={submitting}>
          <Text size="sm">
            Add the portal to your authenticator app: <Anchor href={enrolment.totpURI}>open it in the app</Anchor> or
            type this key:
          </Text>
          <Code block aria-label="Authenticator key">
            {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
          </Code>
          <TextInput
            label="Code"
            description="Enter the 6-digit code your authenticator app now shows."
            autoComplete="one-time-code"
            inputMode="numeric"
            autoFocus
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
        </AuthForm>
      ) : (
        <AuthForm
          onSubmit={start}
          error={error}
          submitLabel="Continue"
          submitting={submitting}
          footer={
            <Anchor component="button" type="button" size="sm" onClick={() => void signOut()}>
              Sign out
            </Anchor>
          }
        >
          <PasswordInput
            label="Password"
            description="Confirm your password to begin."
            autoComplete="current-password"
            autoFocus
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
        </AuthForm>
      )}
    </AuthLayout>
  );
}
