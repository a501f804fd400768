import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSession } from '../../session/session-context';

export function WelcomePage() {
  const { me } = useSession();
  return (
    <Center mih="60vh">
      <Stack align="center">
        <Title order={1}>Welcome{me?.first ? `, ${me.first}` : ''}</Title>
        <Text c="dimmed">The Enogen grain and seed programme portal.</Text>
        <Button component={Link} to="/contracts" size="md">
          Enter
        </Button>
      </Stack>
    </Center>
  );
}
