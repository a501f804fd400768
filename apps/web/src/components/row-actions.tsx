import { Button, Group } from '@mantine/core';

/** A table row's Edit and Delete buttons; `name` ends their accessible names ('Edit 2026', 'Delete 2026'). */
export function EditDeleteActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string | number;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="light" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button size="xs" variant="light" color="red" onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </Group>
  );
}
