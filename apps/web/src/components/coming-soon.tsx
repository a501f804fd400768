import { Paper, Stack, Text, Title } from '@mantine/core';

/** An honest placeholder for a part of the portal that is not built yet. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Stack>
      <Title order={2}>{title}</Title>
      <Paper withBorder p="lg">
        <Text>This part of the portal is not available yet.</Text>
      </Paper>
    </Stack>
  );
}
