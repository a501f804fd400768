import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { PLAN_MESSAGES } from '@portal/domain';
import { Dialog } from '../../components/dialog';

export type SubmissionState = 'LOADING' | 'SUCCESS' | 'FAILED' | 'FAILED_TEMPLATE';

/**
 * The save modal: LOADING, then SUCCESS or FAILED_TEMPLATE (Continue goes on). FAILED is shown
 * above the kept form instead (FormError), not here.
 */
export function SubmissionModal({
  state,
  successText,
  onContinue,
}: {
  state: SubmissionState | null;
  successText: string;
  onContinue: () => void;
}) {
  const continueButton = (
    <Group justify="flex-end">
      <Button onClick={onContinue} data-autofocus>
        Continue
      </Button>
    </Group>
  );
  return (
    <Dialog
      opened={state !== null && state !== 'FAILED'}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
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
    </Dialog>
  );
}
