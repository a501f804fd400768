import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { PLAN_MESSAGES } from '@portal/domain';

export type SubmissionState = 'LOADING' | 'SUCCESS' | 'FAILED' | 'FAILED_TEMPLATE';

/**
 * The save modal: LOADING, then SUCCESS or FAILED_TEMPLATE (Continue goes on) or FAILED (the
 * modal only closes).
 */
export function SubmissionModal({
  state,
  successText,
  failedDetail,
  onContinue,
  onClose,
}: {
  state: SubmissionState | null;
  successText: string;
  failedDetail: string | null;
  onContinue: () => void;
  onClose: () => void;
}) {
  const continueButton = (
    <Group justify="flex-end">
      <Button onClick={onContinue} data-autofocus>
        Continue
      </Button>
    </Group>
  );
  return (
    <Modal
      opened={state !== null}
      onClose={state === 'FAILED' ? onClose : () => undefined}
      withCloseButton={state === 'FAILED'}
      closeOnClickOutside={false}
      closeOnEscape={state === 'FAILED'}
      title="Production plan"
      centered
    >
      {state === 'LOADING' && (
        <Stack align="center" py="lg" role="status" aria-live="polite">
          <Loader />
          <Text>Saving the production plan…</Text>
        </Stack>
      )}
      {state === 'SUCCESS' && (
        <Stack>
          <Alert color="green" role="status" title={successText} />
          {continueButton}
        </Stack>
      )}
      {state === 'FAILED_TEMPLATE' && (
        <Stack>
          <Alert color="yellow" role="alert" title={PLAN_MESSAGES.templateFailed} />
          {continueButton}
        </Stack>
      )}
      {state === 'FAILED' && (
        <Stack>
          <Alert color="red" role="alert" title={PLAN_MESSAGES.createFailed}>
            {failedDetail}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
