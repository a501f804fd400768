import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { CONTRACT_MESSAGES } from '@portal/domain';
import { useNavigate } from 'react-router';
import { PublicFrame } from './public-frame';

/** /contracts/complete: the end of signing, for portal users and growers alike. */
export function SigningCompletePage() {
  const navigate = useNavigate();
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
            <Button onClick={() => navigate('/dashboard')}>Back to dashboard</Button>
          </Stack>
        </Paper>
      </Center>
    </PublicFrame>
  );
}
