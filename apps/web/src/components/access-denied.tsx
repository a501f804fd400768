import { TEXTS } from '@portal/domain';
import { Center, Stack, Text, Title } from '@mantine/core';

export function AccessDenied() {
  return (
    <Center h="50vh">
      <Stack align="center" gap="xs">
        <Title order={1} size="h2" ta="center">
          {TEXTS.accessDenied}
        </Title>
        <Text c="dimmed">Ask your administrator for access.</Text>
      </Stack>
    </Center>
  );
}
