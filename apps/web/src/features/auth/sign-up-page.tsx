import { Alert, Anchor, PasswordInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PASSWORD_HINT, SIGN_UP_CHECK_EMAIL_MESSAGE, signUpSchema } from '@portal/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { authClient } from '../../lib/auth-client';
import { AuthLayout } from './auth-layout';
import { AuthForm } from './auth-form';
import { formResolver } from '../../lib/form';

/** Sign-up gives no session: the server e-mails a link that confirms the address and signs in. */
export function SignUpPage() {
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: formResolver(signUpSchema),
  });
  const submit = form.onSubmit(async ({ email, password }) => {
    setError(null);
    const { error: failure } = await authClient.signUp.email({ email: email.trim().toLowerCase(), password, name: '' });
    if (failure) {
      setError(failure.message ?? 'Something went wrong. Please try again later.');
      return;
    }
    setSent(true);
  });
  if (sent)
    return (
      <AuthLayout title="Check your e-mail">
        <Alert color="green" role="status">
          {SIGN_UP_CHECK_EMAIL_MESSAGE}
        </Alert>
        <Anchor component={Link} to="/login" size="sm">
          Go to sign in
        </Anchor>
      </AuthLayout>
    );
  return (
    <AuthLayout title="Create an account" subtitle="Your administrator assigns your company and role after sign-up.">
      <AuthForm onSubmit={submit} error={error} submitLabel="Create account" submitting={form.submitting}>
        <TextInput
          label="Email"
          type="email"
          autoFocus
          {...form.getInputProps('email')}
          onChange={(event) => form.setFieldValue('email', event.currentTarget.value.toLowerCase())}
        />
        <PasswordInput
          label="Password"
          description={PASSWORD_HINT}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
      </AuthForm>
      <Anchor component={Link} to="/login" size="sm">
        Already have an account? Sign in
      </Anchor>
    </AuthLayout>
  );
}
