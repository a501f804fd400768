import { Anchor, Button, Center, Stack, Text, Title } from '@mantine/core';
import { SUPPORT_EMAIL, TEXTS } from '@portal/domain';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Center component="main" mih="70vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1}>{TEXTS.pageNotFound}</Title>
        <Text c="dimmed" ta="center">
          The page you are looking for does not exist or has moved.
        </Text>
        <Button component={Link} to="/dashboard">
          Go to the dashboard
        </Button>
        <Text size="sm" ta="center">
          Need help? Contact support at <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>
        </Text>
      </Stack>
    </Center>
  );
}
