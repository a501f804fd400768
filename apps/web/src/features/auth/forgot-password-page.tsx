import { Alert, Anchor, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { forgotPasswordSchema, resetPasswordSchema, PASSWORD_HINT } from '@portal/domain';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { authClient } from '../../lib/auth-client';
import { AuthLayout } from './auth-layout';
import { AuthForm } from './auth-form';
import { formResolver } from '../../lib/form';

/** /forgot-password sends a reset link through the outbox; the link comes back here with a token. */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (params.get('error')) return <ResetFailed />;
  return token ? <NewPasswordForm token={token} /> : <RequestLinkForm />;
}

function ResetFailed() {
  return (
    <AuthLayout title="Reset password">
      <Alert color="red" role="alert">
        This reset link has expired or was already used. Please ask for a new one.
      </Alert>
      <Anchor component={Link} to="/forgot-password">
        Send a new link
      </Anchor>
    </AuthLayout>
  );
}

function RequestLinkForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '' },
    validate: formResolver(forgotPasswordSchema),
  });
  const submit = form.onSubmit(async ({ email }) => {
    setError(null);
    const normalised = email.trim().toLowerCase();
    const { error: failure } = await authClient.requestPasswordReset({
      email: normalised,
      redirectTo: '/forgot-password',
    });
    if (failure)
      setError(
        failure.status === 429
          ? 'Too many requests. Please wait a minute and try again.'
          : (failure.message ?? 'Something went wrong.'),
      );
    else setSentTo(normalised);
  });
  return (
    <AuthLayout title="Reset password" subtitle="We will send you a link to choose a new password.">
      {sentTo ? (
        <Alert color="green" role="status">
          If an account exists for {sentTo}, a reset link is on its way. It works for one hour.
        </Alert>
      ) : (
        <AuthForm onSubmit={submit} error={error} submitLabel="Send reset link" submitting={form.submitting}>
          <TextInput
            label="Email"
            type="email"
            autoFocus
            {...form.getInputProps('email')}
            onChange={(event) => form.setFieldValue('email', event.currentTarget.value.toLowerCase())}
          />
        </AuthForm>
      )}
      <Anchor component={Link} to="/login" size="sm">
        Back to sign in
      </Anchor>
    </AuthLayout>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { password: '' },
    validate: formResolver(resetPasswordSchema),
  });
  const submit = form.onSubmit(async ({ password }) => {
    setError(null);
    const { error: failure } = await authClient.resetPassword({ newPassword: password, token });
    if (failure) setError(failure.message ?? 'This reset link has expired. Please ask for a new one.');
    else setDone(true);
  });
  return (
    <AuthLayout title="Choose a new password">
      {done ? (
        <Stack>
          <Alert color="green" role="status">
            Your password was changed. You can now sign in.
          </Alert>
          <Anchor component={Link} to="/login">
            Go to sign in
          </Anchor>
        </Stack>
      ) : (
        <AuthForm onSubmit={submit} error={error} submitLabel="Save new password" submitting={form.submitting}>
          <PasswordInput
            label="New password"
            description={PASSWORD_HINT}
            autoComplete="new-password"
            autoFocus
            {...form.getInputProps('password')}
          />
        </AuthForm>
      )}
    </AuthLayout>
  );
}
