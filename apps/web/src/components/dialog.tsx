import { Modal, type ModalProps } from '@mantine/core';
import { useReturnFocus } from './return-focus';

/**
 * The portal's one dialog: Mantine's Modal that gives the focus back to its opener when it closes
 * (Esc, ×, Cancel, the work done), whether it is closed or unmounted. MutationModal and
 * ConfirmModal are built on it; a view or an outcome uses it directly.
 */
export function Dialog(props: ModalProps) {
  useReturnFocus(props.opened);
  return <Modal {...props} />;
}
