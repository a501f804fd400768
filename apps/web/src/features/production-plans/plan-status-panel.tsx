import { Alert, List, Paper, Stack, Text } from '@mantine/core';
import type { PlanFieldError } from '@portal/domain';

const unique = (messages: string[]) => [...new Set(messages)];

/** The right-side panel: empty, the list of errors, or the green 'Production plan created!'. */
export function PlanStatusPanel({
  errors,
  saved,
  successText,
}: {
  errors: PlanFieldError[];
  saved: boolean;
  successText: string;
}) {
  const messages = unique(errors.map((e) => e.message));
  return (
    <Paper withBorder p="md" mih={120} aria-label="Plan status" role="region">
      {saved ? (
        <Alert color="green" variant="filled" title={successText} />
      ) : messages.length ? (
        <Stack gap="xs">
          <Text fw={600} c="red">
            Please fix the following:
          </Text>
          <List size="sm" spacing={4} c="red" aria-label="Errors">
            {messages.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
    </Paper>
  );
}
