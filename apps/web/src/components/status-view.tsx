import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';

export type ModalStatus = 'FORM' | 'LOADING' | 'SUCCESS' | 'FAILED';

/**
 * The LOADING, SUCCESS and FAILED states of a modal's work, with a Close button when done; the
 * failure's detail keeps its newlines (one line per server message).
 */
export function StatusView({
  status,
  loadingText = 'Please wait...',
  successText,
  failedText,
  failedDetail,
  onClose,
}: {
  status: Exclude<ModalStatus, 'FORM'>;
  loadingText?: string;
  successText: string;
  failedText: string;
  failedDetail?: string | null;
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
        <Alert color="green" role="status" title={successText} />
      ) : (
        <Alert color="red" role="alert" title={failedText}>
          {failedDetail && <div style={{ whiteSpace: 'pre-line' }}>{failedDetail}</div>}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          Close
        </Button>
      </Group>
    </Stack>
  );
}
