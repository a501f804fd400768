import { Modal, type ModalProps } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { StatusView, type ModalStatus } from './status-view';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyMutation = UseMutationResult<any, Error, any, any>;

/** A mutation's state as a modal shows it: the form while idle, then LOADING, SUCCESS or FAILED. */
export function modalStatus(mutation: AnyMutation): ModalStatus {
  if (mutation.isPending) return 'LOADING';
  if (mutation.isSuccess) return 'SUCCESS';
  if (mutation.isError) return 'FAILED';
  return 'FORM';
}

/**
 * A modal whose work is one TanStack mutation: `children(close)` is the form while the mutation is
 * idle, then the shared StatusView. Closing resets the mutation; invalidation is the mutation hook's.
 */
export function MutationModal({
  mutation,
  opened = true,
  onClose,
  title,
  size,
  loadingText,
  successText,
  failedText,
  failedDetail,
  children,
}: {
  mutation: AnyMutation;
  opened?: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: ModalProps['size'];
  loadingText?: string;
  successText: string;
  failedText: string | ((error: Error) => string);
  failedDetail?: (error: Error) => string | null;
  children: (close: () => void) => ReactNode;
}) {
  const status = modalStatus(mutation);
  const close = () => {
    mutation.reset();
    onClose();
  };
  const error = mutation.error;
  return (
    <Modal opened={opened} onClose={close} title={title} size={size} centered>
      {status === 'FORM' ? (
        children(close)
      ) : (
        <StatusView
          status={status}
          loadingText={loadingText}
          successText={successText}
          failedText={error && typeof failedText === 'function' ? failedText(error) : String(failedText)}
          failedDetail={error && failedDetail ? failedDetail(error) : null}
          onClose={close}
        />
      )}
    </Modal>
  );
}
