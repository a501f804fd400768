import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { TWO_FACTOR_TEXTS } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { RecoveryCodes } from '../../components/recovery-codes';
import { authClient } from '../../lib/auth-client';
import { SESSION_KEY, useSession } from '../../session/session-context';

type Action = 'regenerate' | 'disable';

const SUBMIT_LABELS: Record<Action, string> = {
  regenerate: 'Regenerate recovery codes',
  disable: 'Turn off two-step sign-in',
};

/**
 * The signed-in user's two-step sign-in, on their own page: set it up, or (with the password, as
 * Better Auth asks) regenerate the recovery codes or turn it off. Whoever must keep it (admins where
 * it is required) is told so instead of being offered to turn it off; the server refuses it too.
 */
export function TwoFactorSettings() {
  const { me } = useSession();
  const queryClient = useQueryClient();
  const [action, setAction] = useState<Action | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const state = me?.two_factor;
  if (!state) return null;

  const open = (next: Action | null) => {
    setAction(next);
    setPassword('');
    setError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!action) return;
    setError(null);
    setSubmitting(true);
    const regenerated = action === 'regenerate' ? await authClient.twoFactor.generateBackupCodes({ password }) : null;
    const result = regenerated ?? (await authClient.twoFactor.disable({ password }));
    setSubmitting(false);
    if (result.error)
      return setError(
        result.error.status === 400
          ? TWO_FACTOR_TEXTS.passwordWrong
          : (result.error.message ?? 'Something went wrong. Please try again.'),
      );
    open(null);
    if (regenerated?.data) setCodes(regenerated.data.backupCodes);
    else await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
  };

  return (
    <Paper withBorder p="lg" component="section" aria-label="Two-step sign-in">
      <Stack>
        <Title order={2} size="h4">
          Two-step sign-in
        </Title>
        {!state.enabled ? (
          <>
            <Text size="sm">
              Two-step sign-in is off. With it on, signing in also asks for a code from an authenticator app.
            </Text>
            <Group>
              <Button component={Link} to="/two-factor-setup" variant="light">
                Set up two-step sign-in
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm">
              Two-step sign-in is on: signing in asks for a code from your authenticator app, or one of your recovery
              codes.
            </Text>
            {codes && (
              <Stack gap="xs">
                <Alert color="green" role="status">
                  Your new recovery codes replace the previous ones. Keep them somewhere safe: they are shown only now.
                </Alert>
                <RecoveryCodes codes={codes} />
              </Stack>
            )}
            {action ? (
              <form onSubmit={submit} noValidate>
                <Stack>
                  {error && (
                    <Alert color="red" role="alert">
                      {error}
                    </Alert>
                  )}
                  <PasswordInput
                    label="Password"
                    description="Confirm your password."
                    autoComplete="current-password"
                    autoFocus
                    value={password}
                    onChange={(event) => setPassword(event.currentTarget.value)}
                  />
                  <Group>
                    <Button type="submit" loading={submitting} color={action === 'disable' ? 'red' : undefined}>
                      {SUBMIT_LABELS[action]}
                    </Button>
                    <Button variant="default" onClick={() => open(null)}>
                      Cancel
                    </Button>
                  </Group>
                </Stack>
              </form>
            ) : (
              <Group>
                <Button variant="light" onClick={() => open('regenerate')}>
                  Regenerate recovery codes
                </Button>
                {!state.required && (
                  <Button variant="light" color="red" onClick={() => open('disable')}>
                    Turn off two-step sign-in
                  </Button>
                )}
              </Group>
            )}
            {state.required && (
              <Text size="sm" c="dimmed">
                {TWO_FACTOR_TEXTS.cannotTurnOff}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
