import { Anchor, Button, Center, Code, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { TWO_FACTOR_TEXTS } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { RecoveryCodes } from '../../components/recovery-codes';
import { authClient } from '../../lib/auth-client';
import { SESSION_KEY, useSession } from '../../session/session-context';
import { AuthForm } from './auth-form';
import { AuthLayout } from './auth-layout';

/** The signed-in home (the app shell sends on to the first menu entry). */
const HOME_PATH = '/';
/** The user's own page, where two-step sign-in is managed (features/users/two-factor-settings). */
const ownPage = (userId: string) => `/company/ANY/user/${userId}`;
const QR_LABEL = 'QR code of the authenticator key: scan it with your authenticator app';

type Enrolment = { totpURI: string; secret: string; backupCodes: string[] };

/**
 * /two-factor-setup: an admin signed in without TOTP (required in production) enrols here, and any
 * signed-in user without it may (from their own page): the password, then the authenticator secret
 * (a QR code of the otpauth URI, the link, and the key as text to type) and a code to confirm it,
 * then the recovery codes, shown this once.
 */
export function TwoFactorSetupPage() {
  const { loginState, me, twoFactorRequired, signOut } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  if (loginState === 'loading') return <PageLoader />;
  const voluntary = !twoFactorRequired && me?.two_factor?.enabled === false;
  if (!twoFactorRequired && !voluntary && !confirmed)
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
          ? TWO_FACTOR_TEXTS.passwordWrong
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
    const next = twoFactorRequired || !me ? HOME_PATH : ownPage(me.user_id);
    await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    navigate(next, { replace: true });
  };

  return (
    <AuthLayout
      title="Set up two-step sign-in"
      subtitle={twoFactorRequired ? TWO_FACTOR_TEXTS.required : 'Signing in will also ask for a code from your phone.'}
    >
      {confirmed && enrolment ? (
        <Stack>
          <Text size="sm">
            Two-step sign-in is on. Keep these recovery codes somewhere safe: each signs you in once if you lose your
            authenticator app. They are shown only now.
          </Text>
          <RecoveryCodes codes={enrolment.backupCodes} />
          <Button onClick={finish}>I have saved my recovery codes</Button>
        </Stack>
      ) : enrolment ? (
        <AuthForm onSubmit={confirm} error={error} submitLabel="Confirm" submitting={submitting}>
          <Text size="sm">
            Add the portal to your authenticator app: scan this QR code with it,{' '}
            <Anchor href={enrolment.totpURI}>open it in the app</Anchor> on this device, or type the key below.
          </Text>
          <Center>
            <QRCodeSVG value={enrolment.totpURI} size={176} marginSize={2} role="img" aria-label={QR_LABEL} />
          </Center>
          {/* Wrapped between groups: the whole key stays readable on a narrow card. */}
          <Code block aria-label="Authenticator key" style={{ whiteSpace: 'pre-wrap' }}>
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
            voluntary && me ? (
              <Anchor component={Link} to={ownPage(me.user_id)} size="sm">
                Cancel
              </Anchor>
            ) : (
              <Anchor component="button" type="button" size="sm" onClick={() => void signOut()}>
                Sign out
              </Anchor>
            )
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
