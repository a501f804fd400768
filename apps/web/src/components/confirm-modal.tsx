import { TEXTS } from '@portal/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Dialog } from './dialog';

type Common = {
  opened?: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onClose: () => void;
};

/** The confirmation does the work: its mutation, sent with `variables`; `onDone` with its answer after it succeeds. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Work<V, R = any> = Common & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  mutation: UseMutationResult<R, Error, V, any>;
  variables: V;
  onDone?: (result: R) => void;
  failedText?: string | ((error: Error) => string);
  /** What the user gives with the answer (a reason), under the question. */
  details?: ReactNode;
  /** Whether the details are complete; when not, Confirm sends nothing (the details show why). */
  check?: () => boolean;
  onConfirm?: never;
};

/** The confirmation only asks: `onConfirm` goes ahead (the work, if any, is shown by its caller). */
type Ask = Common & { onConfirm: () => void; mutation?: never };

/**
 * The one confirmation: the question, Cancel (focused first) and the red action. With a mutation,
 * the delete modal states of the spec: confirm, loading (the action spins, nothing closes), then
 * closed on success or the failure shown in place, the action offered again. Without one, the
 * answer is passed on and the modal closes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function ConfirmModal<V, R = any>(props: Work<V, R> | Ask) {
  const { opened = true, title, children, confirmLabel, cancelLabel = 'Cancel', onClose } = props;
  const work = 'variables' in props ? props : null;
  const busy = Boolean(work?.mutation.isPending);
  const error = work?.mutation.error ?? null;
  const close = () => {
    if (busy) return;
    work?.mutation.reset();
    onClose();
  };
  function confirm() {
    if (!work) {
      (props as Ask).onConfirm();
      onClose();
      return;
    }
    if (work.check && !work.check()) return;
    work.mutation.mutate(work.variables, {
      onSuccess: (result) => {
        work.mutation.reset();
        onClose();
        work.onDone?.(result);
      },
    });
  }
  const failedText = work?.failedText ?? TEXTS.somethingWentWrong;
  return (
    <Dialog opened={opened} onClose={close} title={title} centered closeOnClickOutside={!busy}>
      <Stack>
        <Text>{children}</Text>
        {work?.details}
        {error && (
          <Alert color="red" role="alert" title={typeof failedText === 'function' ? failedText(error) : failedText} />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy} data-autofocus>
            {error ? 'Close' : cancelLabel}
          </Button>
          <Button color="red" onClick={confirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
