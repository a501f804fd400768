import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { SCALE_TICKET_LABELS, TEXTS, type ScaleTicketKey } from '@portal/domain';
import type { TicketUpload } from './use-ticket-upload';

/** The company's saved column mapping (applied to every file of its uploads) and Reset saved mapping. */
export function SavedColumnMapping({ saved }: { saved: TicketUpload['savedMapping'] }) {
  const entries = Object.entries(saved.mapping);
  if (!entries.length) return null;
  return (
    <Paper component="section" withBorder p="sm" aria-label="Saved column mapping">
      <Stack gap={6}>
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            Saved column mapping (used for every file of this company)
          </Text>
          <Button variant="subtle" color="red" size="xs" onClick={saved.reset} loading={saved.resetting}>
            Reset saved mapping
          </Button>
        </Group>
        {entries.map(([header, key]) => (
          <Text size="sm" key={header}>
            “{header}” → {SCALE_TICKET_LABELS[key as ScaleTicketKey] ?? key}
          </Text>
        ))}
        {saved.failed && <Alert color="red" role="alert" title={TEXTS.somethingWentWrong} />}
      </Stack>
    </Paper>
  );
}
