import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UploadPreviewRow } from '@portal/domain';
import { Dialog } from '../../../components/dialog';

const ISSUE_TEXT = { missing: 'Missing or invalid data', invalid: 'Invalid date', duplicate: 'Duplicate' } as const;

/** Ticket detail: every column of one file row, its flagged cells in red. */
export function TicketDetailModal({
  row,
  columns,
  onClose,
}: {
  row: UploadPreviewRow | null;
  columns: readonly { key: string; label: string }[];
  onClose: () => void;
}) {
  return (
    <Dialog opened={row !== null} onClose={onClose} title={`Ticket detail — row ${row?.row ?? ''}`} centered size="lg">
      {row && (
        <Stack>
          {row.issue && (
            <Badge color={row.issue === 'duplicate' ? 'orange' : 'red'} variant="light">
              {ISSUE_TEXT[row.issue]}
            </Badge>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} component="dl" m={0}>
            {columns.map(({ key, label }) => {
              const flagged = row.flagged.includes(key);
              return (
                <div key={key}>
                  <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
                    {label}
                  </Text>
                  <Text component="dd" m={0} c={flagged ? 'red.8' : undefined} fw={flagged ? 700 : 500}>
                    {row.cells[key] || (flagged ? 'Missing' : '—')}
                  </Text>
                </div>
              );
            })}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
