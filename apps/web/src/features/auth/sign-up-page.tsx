import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { signUpSchema } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { authClient } from '../../lib/auth-client';
import { SESSION_KEY } from '../../session/session-context';
import { AuthLayout } from './auth-layout';

export function SignUpPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(signUpSchema, { sync: true }),
  });
  const submit = form.onSubmit(async ({ email, password }) => {
    setError(null);
    const { error: failure } = await authClient.signUp.email({ email: email.trim().toLowerCase(), password, name: '' });
    if (failure) {
      setError(failure.message ?? 'Something went wrong. Please try again later.');
      return;
    }
    await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    navigate('/new-user');
  });
  return (
    <AuthLayout title="Create an account" subtitle="Your administrator assigns your company and role after sign-up.">
      <form onSubmit={submit} noValidate>
        <Stack>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoFocus
            {...form.getInputProps('email')}
            onChange={(event) => form.setFieldValue('email', event.currentTarget.value.toLowerCase())}
          />
          <PasswordInput label="Password" autoComplete="new-password" {...form.getInputProps('password')} />
          <Button type="submit" loading={form.submitting}>
            Create account
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to="/login" size="sm">
        Already have an account? Sign in
      </Anchor>
    </AuthLayout>
  );
}
