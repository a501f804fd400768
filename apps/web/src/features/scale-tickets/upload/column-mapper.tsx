import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SCALE_TICKET_LABELS, type ScaleTicketKey } from '@portal/domain';
import { useState } from 'react';
import type { ColumnChoices } from './use-ticket-upload';

/** Required columns the file's headers did not match: the user picks a header for each; the company keeps the choice. */
export function ColumnMapper({
  choices,
  onConfirm,
  onDismiss,
}: {
  choices: ColumnChoices;
  onConfirm: (mapping: Record<string, ScaleTicketKey>) => void;
  onDismiss: () => void;
}) {
  const [picked, setPicked] = useState<Partial<Record<ScaleTicketKey, string>>>({});
  const used = new Set(Object.values(picked));
  const chosen = Object.entries(picked).filter(([, header]) => header) as [ScaleTicketKey, string][];
  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2} size="h4">
          Match your columns
        </Title>
        <Text size="sm">
          The file has no column we recognise for the fields below. Pick the file’s column for each; this company’s next
          uploads remember the choice.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {choices.missing.map((key) => (
            <Select
              key={key}
              label={`Column for ${SCALE_TICKET_LABELS[key]}`}
              placeholder="Choose a column"
              data={choices.unclaimed.map((h) => ({ value: h, label: h, disabled: used.has(h) && picked[key] !== h }))}
              value={picked[key] ?? null}
              onChange={(value) => setPicked((p) => ({ ...p, [key]: value ?? undefined }))}
              clearable
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDismiss}>
            Not now
          </Button>
          <Button
            disabled={!chosen.length}
            onClick={() => onConfirm(Object.fromEntries(chosen.map(([key, header]) => [header, key])))}
          >
            Use these columns
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
