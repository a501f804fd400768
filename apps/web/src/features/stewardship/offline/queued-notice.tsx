import { Alert, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatTime, OFFLINE_MESSAGES } from '@portal/domain';
import { differences } from './differences';

/**
 * A section's save kept on the phone: waiting to be sent, or refused by the server as made on an older
 * version. Then both versions are shown, with the server's message (who changed it, and when), and the
 * steward keeps one: theirs goes back into the form on the newest version, as a conflict's Reload does.
 */
export function QueuedNotice({
  queued,
  server,
  locked,
  onKeepMine,
  onKeepServer,
}: {
  queued: { form: unknown; queued_at: string; conflict: string | null };
  /** the section's form as the server has it now */
  server: unknown;
  locked: boolean;
  onKeepMine: () => void;
  onKeepServer: () => void;
}) {
  if (!queued.conflict)
    return (
      <Alert color="blue" role="status" title={null}>
        {OFFLINE_MESSAGES.savedOnPhone} ({formatTime(queued.queued_at)})
      </Alert>
    );
  const rows = differences(queued.form, server);
  return (
    <Alert color="orange" role="alert" title={OFFLINE_MESSAGES.conflictTitle}>
      <Stack gap="xs">
        <Text size="sm">{queued.conflict}</Text>
        <Text size="sm">{OFFLINE_MESSAGES.conflictHelp}</Text>
        {rows.length > 0 && (
          <Table fz="sm" withTableBorder aria-label="Both versions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <VisuallyHidden>Field</VisuallyHidden>
                </Table.Th>
                <Table.Th>{OFFLINE_MESSAGES.onPhone}</Table.Th>
                <Table.Th>{OFFLINE_MESSAGES.onServer}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.label}>
                  <Table.Th scope="row" fw={500}>
                    {row.label}
                  </Table.Th>
                  <Table.Td>{row.phone}</Table.Td>
                  <Table.Td>{row.server}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group gap="xs">
          <Button size="md" onClick={onKeepMine} disabled={locked}>
            {OFFLINE_MESSAGES.keepMine}
          </Button>
          <Button size="md" variant="default" onClick={onKeepServer}>
            {OFFLINE_MESSAGES.keepServer}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
