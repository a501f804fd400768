import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { UPLOADS_HUB_TEXTS } from '@portal/domain';
import { Link } from 'react-router';
import { useSession } from '../../session/session-context';
import { uploadsFor } from '../uploads';

/** /docUploader: the upload and programme pages the user's permissions open, each with what it does. */
export function DocUploaderPage() {
  const { access } = useSession();
  const entries = uploadsFor(access);
  return (
    <Stack>
      <Title order={1} size="h2">
        {UPLOADS_HUB_TEXTS.title}
      </Title>
      {entries.length === 0 ? (
        <Text c="dimmed">{UPLOADS_HUB_TEXTS.empty}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {entries.map((entry) => (
            <Paper key={entry.label} component="li" withBorder p="md">
              <Anchor component={Link} to={entry.to(access)} fw={700}>
                {entry.label}
              </Anchor>
              <Text size="sm" c="dimmed" mt={4}>
                {entry.description}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
