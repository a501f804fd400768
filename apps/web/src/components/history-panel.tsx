import { Alert, Button, Drawer, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import {
  formatDateTime,
  formatHistoryValue,
  HISTORY_MESSAGES as M,
  historyActionLabel,
  historyFieldLabel,
  type RecordHistoryEntry,
} from '@portal/domain';
import { useState } from 'react';
import { useRecordHistory, type HistoryFilter, type HistoryKind } from '../api/record-history';

/** When an entry happened, in the browser's time zone. */
const whenOf = (at: string) => formatDateTime(at);

function HistoryEntry({ entry }: { entry: RecordHistoryEntry }) {
  return (
    <Paper
      withBorder
      p="sm"
      component="li"
      aria-label={`${historyActionLabel(entry.action, entry.entity)} ${whenOf(entry.at)}`}
    >
      <Group justify="space-between" gap="xs" mb={entry.changes.length ? 'xs' : 0}>
        <Text fw={600}>{entry.user_name ?? M.unknownUser}</Text>
        <Text size="sm" c="dimmed">
          {historyActionLabel(entry.action, entry.entity)} · <time dateTime={entry.at}>{whenOf(entry.at)}</time>
        </Text>
      </Group>
      {entry.changes.length > 0 && (
        <Table withRowBorders={false} verticalSpacing={2} fz="sm">
          <Table.Tbody>
            {entry.changes.map((change, index) => (
              <Table.Tr key={`${change.field}-${index}`}>
                <Table.Td fw={500}>{historyFieldLabel(entry.entity, change.field)}</Table.Td>
                <Table.Td>
                  <Text component="del" size="sm" c="dimmed">
                    {formatHistoryValue(change.from, change.field)}
                  </Text>
                  {' → '}
                  <Text component="ins" size="sm" td="none">
                    {formatHistoryValue(change.to, change.field)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

/**
 * A record's history: who changed what and when, field by field (old → new, in the form's labels),
 * newest first, with Load more; a skeleton while it loads, Retry when it fails.
 */
export function HistoryPanel({ kind, id, filter }: { kind: HistoryKind; id: string; filter?: HistoryFilter }) {
  const history = useRecordHistory(kind, id, filter);
  if (history.isPending)
    return (
      <Stack aria-busy="true" aria-label={M.title}>
        <Skeleton h={64} />
        <Skeleton h={64} />
        <Skeleton h={64} />
      </Stack>
    );
  if (history.isError && !history.data)
    return (
      <Alert color="red" role="alert" title={M.loadFailed}>
        <Button mt="xs" size="xs" variant="default" onClick={() => void history.refetch()}>
          {M.retry}
        </Button>
      </Alert>
    );
  const entries = history.data.pages.flatMap((page) => page.items);
  if (!entries.length) return <Text c="dimmed">{M.empty}</Text>;
  return (
    <Stack gap="sm">
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={M.title}>
        {entries.map((entry) => (
          <HistoryEntry key={entry.audit_id} entry={entry} />
        ))}
      </Stack>
      {history.isFetchNextPageError && (
        <Alert color="red" role="alert" title={M.loadFailed}>
          <Button mt="xs" size="xs" variant="default" onClick={() => void history.fetchNextPage()}>
            {M.retry}
          </Button>
        </Alert>
      )}
      {history.hasNextPage && !history.isFetchNextPageError && (
        <Group justify="center">
          <Button variant="default" loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
            Load more
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * A "History" button that opens the record's History panel in a drawer (read afresh on each open).
 * `title` names what it is the history of, when a page has several (the button's name, the drawer's title).
 */
export function HistoryButton({
  kind,
  id,
  filter,
  label = M.title,
  title,
  variant = 'default',
  size = 'xs',
}: {
  kind: HistoryKind;
  id: string;
  filter?: HistoryFilter;
  label?: string;
  title?: string;
  variant?: 'default' | 'subtle' | 'light';
  size?: 'xs' | 'sm' | 'md';
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} onClick={() => setOpen(true)} aria-label={title}>
        {label}
      </Button>
      <Drawer opened={open} onClose={() => setOpen(false)} title={title ?? label} position="right" size="lg">
        {open && <HistoryPanel kind={kind} id={id} filter={filter} />}
      </Drawer>
    </>
  );
}
