import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** Leave upload: confirm before dropping a chosen file. */
export function LeaveUploadModal({
  opened,
  onStay,
  onLeave,
}: {
  opened: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onStay} title="Leave upload" centered>
      <Stack>
        <Text>Leave this upload? The file you chose and anything not saved yet will be lost.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onStay}>
            Stay
          </Button>
          <Button color="red" onClick={onLeave}>
            Leave upload
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
