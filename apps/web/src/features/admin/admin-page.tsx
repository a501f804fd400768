import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** /admin: the admin console. Role type admin only (guarded by the route). */
export function AdminPage() {
  return (
    <Stack>
      <Title order={2}>Admin</Title>
      <Paper withBorder p="lg">
        <Stack gap="xs">
          <Text fw={600}>Messages</Text>
          <Text size="sm" c="dimmed">
            Invitations, password resets and signing requests the portal sent.
          </Text>
          <Group>
            <Button component={Link} to="/admin/outbox" variant="light">
              Outbox
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
