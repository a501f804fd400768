import { AuthLayout } from './auth-layout';
import { SignInForm } from './sign-in-form';

export function LoginPage() {
  return (
    <AuthLayout title="Sign in" subtitle="Enogen grain and seed programme">
      <SignInForm />
    </AuthLayout>
  );
}
