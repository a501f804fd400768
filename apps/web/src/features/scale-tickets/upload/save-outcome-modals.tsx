import { Button, Group, List, Stack, Text } from '@mantine/core';
import { SCALE_TICKET_FEEDBACK, SCALE_TICKET_MESSAGES, type AppErrorCode } from '@portal/domain';
import { useEffect } from 'react';
import { showSuccess } from '../../../components/toast';
import { ApiError } from '../../../lib/api';
import { Dialog } from '../../../components/dialog';

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

/**
 * The duplicate-or-error modal of a scale ticket save (spec 3, §8); a success is a toast with the
 * spec's text, the count and a link to the stored tickets, and the page is ready for the next file.
 */
export function SaveOutcomeModals({
  status,
  error,
  saved,
  onCloseError,
  onCloseSuccess,
}: {
  status: 'idle' | 'saving' | 'success' | 'error';
  error: unknown;
  /** how many tickets were stored, and the list that shows them */
  saved: { count: number; listPath: string } | null;
  onCloseError: () => void;
  onCloseSuccess: () => void;
}) {
  useEffect(() => {
    if (status !== 'success') return;
    if (saved)
      showSuccess(SCALE_TICKET_FEEDBACK.stored(saved.count), {
        label: SCALE_TICKET_FEEDBACK.viewThem,
        to: saved.listPath,
      });
    else showSuccess(SCALE_TICKET_MESSAGES.saved);
    onCloseSuccess();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);
  const duplicate = error instanceof ApiError && error.body.code === DUPLICATION;
  const title = duplicate ? SCALE_TICKET_MESSAGES.duplicate : SCALE_TICKET_MESSAGES.uploadFailed;
  return (
    <>
      <Dialog opened={status === 'error'} onClose={onCloseError} title={title} centered>
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
      </Dialog>
    </>
  );
}
