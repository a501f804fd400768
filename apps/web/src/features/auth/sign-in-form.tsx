import { Anchor, Group, PasswordInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { EMAIL_NOT_VERIFIED_MESSAGE, SIGN_IN_LIMITED_TEXT, SIGN_IN_MESSAGES, signInChecks } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { authClient } from '../../lib/auth-client';
import { SESSION_KEY } from '../../session/session-context';
import { AuthForm } from './auth-form';
import { TwoFactorCodeForm } from './two-factor-code-form';

const WRONG = SIGN_IN_MESSAGES.wrong;

/** E-mail (forced to lower case as typed) and password, then the session is reloaded. */
export function SignInForm({ initialEmail = '' }: { initialEmail?: string }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [codeStep, setCodeStep] = useState(false);
  const form = useForm({
    initialValues: { email: initialEmail, password: '' },
    validate: signInChecks,
  });

  const submit = form.onSubmit(async ({ email, password }) => {
    setError(null);
    const { data, error: failure } = await authClient.signIn.email({ email: email.trim(), password });
    if (failure) {
      if (failure.status === 403 && failure.code === 'EMAIL_NOT_VERIFIED') setError(EMAIL_NOT_VERIFIED_MESSAGE);
      // The account waits after failed attempts (signInSlowedText names the wait) or signed in too often.
      else if (failure.status === 429 && failure.code !== 'TOO_MANY_SIGN_IN_ATTEMPTS' && failure.message)
        setError(failure.message);
      else
        setError(
          failure.status === 429 ? SIGN_IN_LIMITED_TEXT : failure.status === 401 ? WRONG : (failure.message ?? WRONG),
        );
      return;
    }
    // The account has TOTP on: the session comes after the code.
    if (data.twoFactorRedirect) return setCodeStep(true);
    await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
  });

  if (codeStep)
    return <TwoFactorCodeForm onVerified={() => queryClient.invalidateQueries({ queryKey: SESSION_KEY })} />;

  return (
    <AuthForm
      onSubmit={submit}
      error={error}
      submitLabel="Sign in"
      submitting={form.submitting}
      footer={
        <Group justify="space-between">
          <Anchor component={Link} to="/forgot-password" size="sm">
            Forgot password?
          </Anchor>
          <Anchor component={Link} to="/sign-up" size="sm">
            Create an account
          </Anchor>
        </Group>
      }
    >
      <TextInput
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus={!initialEmail}
        {...form.getInputProps('email')}
        onChange={(event) => form.setFieldValue('email', event.currentTarget.value.toLowerCase())}
      />
      <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
    </AuthForm>
  );
}
