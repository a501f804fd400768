import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** The foot of a modal's form: Cancel, then the submit button. */
export function FormActions({
  onCancel,
  submitLabel,
  disabled,
}: {
  onCancel: () => void;
  submitLabel: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={disabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
