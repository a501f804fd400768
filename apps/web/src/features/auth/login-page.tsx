import { AuthLayout } from './auth-layout';
import { ProviderSignIn, ProviderSignInError } from './provider-sign-in';
import { SignInForm } from './sign-in-form';
import { SignInUnlock } from './sign-in-unlock';

/** /login: e-mail and password, then the configured single sign-on providers. It is also their callback target. */
export function LoginPage() {
  return (
    <AuthLayout title="Sign in" subtitle="Enogen grain and seed programme">
      <SignInUnlock />
      <ProviderSignInError />
      <SignInForm />
      <ProviderSignIn />
    </AuthLayout>
  );
}
