import { TEXTS } from '@portal/domain';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';

/**
 * A confirmation for a destructive action: confirm, then loading, then closed on success or an
 * error shown in place (the spec's delete modal states).
 */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  errorText = TEXTS.somethingWentWrong,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  errorText?: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const close = () => {
    if (busy) return;
    setFailed(false);
    onClose();
  };
  async function confirm() {
    setBusy(true);
    setFailed(false);
    try {
      await onConfirm();
      setBusy(false);
      onClose();
    } catch {
      setBusy(false);
      setFailed(true);
    }
  }
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <Stack>
        <Text>{children}</Text>
        {failed && (
          <Alert color="red" role="alert">
            {errorText}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button color="red" onClick={confirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
