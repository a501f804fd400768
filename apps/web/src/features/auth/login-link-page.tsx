import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { loginLinkPasswordSchema, PASSWORD_HINT } from '@portal/domain';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useLoginLink, useSetLinkPassword } from './api/login-links';
import { AuthLayout } from './auth-layout';
import { SignInForm } from './sign-in-form';
import { formResolver } from '../../lib/form';

/** /login/{login_hash}: the invitation link. First visit sets a password and signs in. */
export function LoginLinkPage() {
  const { loginHash = '' } = useParams();
  const link = useLoginLink(loginHash);
  const form = useForm({
    initialValues: { password: '' },
    validate: formResolver(loginLinkPasswordSchema),
  });
  const setPassword = useSetLinkPassword();

  if (link.isPending) return <PageLoader />;
  if (link.isError)
    return (
      <AuthLayout title="Sign in">
        <Alert color="red" role="alert">
          {link.error.message}
        </Alert>
        <Anchor component={Link} to="/login">
          Go to sign in
        </Anchor>
      </AuthLayout>
    );
  if (link.data.has_password)
    return (
      <AuthLayout title="Sign in" subtitle={`Welcome back${link.data.first ? `, ${link.data.first}` : ''}.`}>
        <SignInForm initialEmail={link.data.email} />
      </AuthLayout>
    );
  return (
    <AuthLayout title="Welcome to the Enogen Portal" subtitle="Choose a password to finish setting up your account.">
      <form onSubmit={form.onSubmit(({ password }) => setPassword.mutate({ loginHash, password }))} noValidate>
        <Stack>
          {setPassword.isError && (
            <Alert color="red" role="alert">
              {setPassword.error.message}
            </Alert>
          )}
          <Text size="sm">
            Account: <b>{link.data.email}</b>
          </Text>
          <PasswordInput
            label="New password"
            description={PASSWORD_HINT}
            autoComplete="new-password"
            autoFocus
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={setPassword.isPending}>
            Set password and sign in
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
