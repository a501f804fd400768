import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { InviteAdminModal } from './invite-admin-modal';

/** "Invite admin" and its modal. */
export function InviteAdminButton() {
  const [opened, modal] = useDisclosure(false);
  return (
    <>
      <Button variant="outline" onClick={modal.open}>
        Invite admin
      </Button>
      <InviteAdminModal opened={opened} onClose={modal.close} />
    </>
  );
}
