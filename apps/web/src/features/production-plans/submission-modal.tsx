import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { PLAN_MESSAGES } from '@portal/domain';
import { Dialog } from '../../components/dialog';

export type SubmissionState = 'LOADING' | 'SUCCESS' | 'FAILED' | 'FAILED_TEMPLATE';

/**
 * The save modal: LOADING, then FAILED_TEMPLATE (Continue goes on). SUCCESS goes on at once with a
 * toast (use-plan-form); FAILED is shown above the kept form instead (FormError), not here.
 */
export function SubmissionModal({ state, onContinue }: { state: SubmissionState | null; onContinue: () => void }) {
  const continueButton = (
    <Group justify="flex-end">
      <Button onClick={onContinue} data-autofocus>
        Continue
      </Button>
    </Group>
  );
  return (
    <Dialog
      opened={state === 'LOADING' || state === 'FAILED_TEMPLATE'}
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
      {state === 'FAILED_TEMPLATE' && (
        <Stack>
          <Alert color="yellow" role="alert" title={PLAN_MESSAGES.templateFailed} />
          {continueButton}
        </Stack>
      )}
    </Dialog>
  );
}
