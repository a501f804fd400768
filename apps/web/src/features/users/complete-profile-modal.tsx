import { Text } from '@mantine/core';
import type { HighestRole } from '@portal/domain';
import { ProfileForm } from './profile-form';
import { Dialog } from '../../components/dialog';

/** Shown to a signed-in user who has no first or last name yet; it cannot be dismissed. */
export function CompleteProfileModal({ me }: { me: HighestRole }) {
  return (
    <Dialog
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title="Please Complete Profile"
      centered
    >
      <Text size="sm" mb="md">
        Tell us your name and phone number so partners know who they are working with.
      </Text>
      <ProfileForm userId={me.user_id} initial={{ first: me.first, last: me.last, phone: null }} withAddress={false} />
    </Dialog>
  );
}
