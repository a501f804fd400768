import { Anchor, Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { CONTRACT_MESSAGES, HOME_MESSAGES, isCompleted } from '@portal/domain';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../session/session-context';
import { PublicFrame } from './public-frame';

/** What a link signer's page hands on (history state, never a URL): their link's token and the contract's state. */
export type SignedState = { token: string; state: string };

const signedStateOf = (value: unknown): SignedState | null =>
  value && typeof value === 'object' && 'token' in value && typeof value.token === 'string'
    ? (value as SignedState)
    : null;

/**
 * /contracts/complete: the end of signing by link. A signer who has every signature gets their signed
 * copy; Back to dashboard only for a signed-in user (a grower has no account: it would lead to sign-in).
 */
export function SigningCompletePage() {
  const navigate = useNavigate();
  const { me } = useSession();
  const signed = signedStateOf(useLocation().state);
  const copy = signed && isCompleted(signed.state) ? `/api/e-sign/${signed.token}/document` : null;
  return (
    <PublicFrame size="sm">
      <Center mih="50vh">
        <Paper p="xl" radius="md" shadow="xs" w="100%" maw={480}>
          <Stack align="center" gap="md">
            <ThemeIcon size={48} radius="xl" color="green" aria-hidden>
              <span style={{ fontSize: 26 }}>✓</span>
            </ThemeIcon>
            <Title order={1} size="h3" ta="center">
              Signed
            </Title>
            <Text ta="center">{CONTRACT_MESSAGES.complete}</Text>
            {copy && (
              <Anchor href={copy} download>
                {HOME_MESSAGES.signedCopy}
              </Anchor>
            )}
            {me && <Button onClick={() => navigate('/dashboard')}>Back to dashboard</Button>}
          </Stack>
        </Paper>
      </Center>
    </PublicFrame>
  );
}
