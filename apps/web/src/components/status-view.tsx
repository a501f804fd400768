import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type ModalStatus = 'FORM' | 'LOADING' | 'SUCCESS' | 'FAILED';

/**
 * The LOADING, SUCCESS and FAILED states of a modal's work, with a Close button when done; the
 * failure's detail keeps its newlines (one line per server message).
 */
export function StatusView({
  status,
  loadingText = 'Please wait...',
  successText,
  successDetail,
  failedText,
  failedDetail,
  closeLabel = 'Close',
  onClose,
}: {
  status: Exclude<ModalStatus, 'FORM'>;
  loadingText?: string;
  successText: string;
  successDetail?: ReactNode;
  failedText: string;
  failedDetail?: string | null;
  /** the done button's label: Close unless the modal goes on somewhere */
  closeLabel?: string;
  onClose: () => void;
}) {
  if (status === 'LOADING')
    return (
      <Stack align="center" py="lg" role="status" aria-live="polite">
        <Loader />
        <Text>{loadingText}</Text>
      </Stack>
    );
  return (
    <Stack>
      {status === 'SUCCESS' ? (
        <Alert color="green" role="status" title={successText}>
          {successDetail}
        </Alert>
      ) : (
        <Alert color="red" role="alert" title={failedText}>
          {failedDetail && <div style={{ whiteSpace: 'pre-line' }}>{failedDetail}</div>}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          {closeLabel}
        </Button>
      </Group>
    </Stack>
  );
}
