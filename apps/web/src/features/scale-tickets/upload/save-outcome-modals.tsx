import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { SCALE_TICKET_MESSAGES, type AppErrorCode } from '@portal/domain';
import { ApiError } from '../../../lib/api';

const DUPLICATION: AppErrorCode = 'scale_ticket_duplication';

/** The server's lines of a failed save (details as strings or {message}). */
function serverLines(error: unknown): string[] {
  if (!(error instanceof ApiError)) return error instanceof Error ? [error.message] : [];
  const details = Array.isArray(error.body.details) ? (error.body.details as unknown[]) : [];
  const lines = details.map((d) =>
    typeof d === 'string' ? d : String((d as { message?: unknown })?.message ?? JSON.stringify(d)),
  );
  return lines.length ? lines : [error.message];
}

/** The duplicate-or-error modal and the success modal of a scale ticket save (spec 3, §8). */
export function SaveOutcomeModals({
  status,
  error,
  onCloseError,
  onCloseSuccess,
}: {
  status: 'idle' | 'saving' | 'success' | 'error';
  error: unknown;
  onCloseError: () => void;
  onCloseSuccess: () => void;
}) {
  const duplicate = error instanceof ApiError && error.body.code === DUPLICATION;
  const title = duplicate ? SCALE_TICKET_MESSAGES.duplicate : SCALE_TICKET_MESSAGES.uploadFailed;
  return (
    <>
      <Modal opened={status === 'error'} onClose={onCloseError} title={title} centered>
        <Stack>
          <Text role="alert" fw={600}>
            {title}
          </Text>
          <List size="sm">
            {serverLines(error).map((line, index) => (
              <List.Item key={index}>{line}</List.Item>
            ))}
          </List>
          <Group justify="flex-end">
            <Button onClick={onCloseError}>Close</Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={status === 'success'} onClose={onCloseSuccess} title="Upload complete" centered>
        <Stack>
          <Text role="status">{SCALE_TICKET_MESSAGES.saved}</Text>
          <Group justify="flex-end">
            <Button onClick={onCloseSuccess}>Close</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
