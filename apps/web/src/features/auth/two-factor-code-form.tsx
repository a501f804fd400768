import { TextInput } from '@mantine/core';
import { TWO_FACTOR_TEXTS } from '@portal/domain';
import { useState } from 'react';
import { authClient } from '../../lib/auth-client';
import { AuthForm } from './auth-form';

/** Six digits are an authenticator code; anything else is tried as a recovery code. */
const TOTP_CODE = /^\d{6}$/;

/** The sign-in's second step when the account has TOTP on: an authenticator or recovery code. */
export function TwoFactorCodeForm({ onVerified }: { onVerified: () => Promise<unknown> }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = code.replace(/\s+/g, '');
    if (!value) return setError(TWO_FACTOR_TEXTS.codeRequired);
    setError(null);
    setSubmitting(true);
    const verify = TOTP_CODE.test(value) ? authClient.twoFactor.verifyTotp : authClient.twoFactor.verifyBackupCode;
    const { error: failure } = await verify({ code: value });
    setSubmitting(false);
    if (failure) return setError(TWO_FACTOR_TEXTS.codeWrong);
    await onVerified();
  };

  return (
    <AuthForm onSubmit={submit} error={error} submitLabel="Verify" submitting={submitting}>
      <TextInput
        label="Code"
        description={TWO_FACTOR_TEXTS.codePrompt}
        autoComplete="one-time-code"
        autoFocus
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
      />
    </AuthForm>
  );
}
