import { SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ADMIN_COMPANY_ID, inviteAdminFormSchema, ROLE_REQUIRED, type UserSearchHit } from '@portal/domain';
import { useState } from 'react';
import { MutationModal } from '../../components/mutation-modal';
import { ApiError } from '../../lib/api';
import { useRoles } from '../../api/roles';
import { UserPicker } from '../../components/user-picker';
import { useInviteAdmin, UserNotPickedError } from './api/invite-admin';
import { FormActions } from '../../components/form-actions';
import { formResolver } from '../../lib/form';

type UserType = 'existing' | 'new';

/** Invite admin: an existing user (searched by name) or a new user (e-mail), with an admin-type role. */
export function InviteAdminModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const roles = useRoles('admin');
  const [userType, setUserType] = useState<UserType>('existing');
  const invite = useInviteAdmin();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<UserSearchHit | null>(null);
  const form = useForm({
    initialValues: { role_id: '', email: '' },
    // an existing user is picked by search: the form checks the role only
    validate: formResolver(
      userType === 'existing' ? inviteAdminFormSchema.pick({ role_id: true }) : inviteAdminFormSchema,
    ),
  });

  function submit(values: { role_id: string; email: string }) {
    invite.mutate(
      userType === 'existing'
        ? {
            user_type: 'existing',
            company_id: ADMIN_COMPANY_ID,
            role_id: values.role_id,
            user_id: picked?.user_id ?? '',
          }
        : { user_type: 'new', company_id: ADMIN_COMPANY_ID, role_id: values.role_id, email: values.email },
    );
  }

  function close() {
    setUserType('existing');
    setSearch('');
    setPicked(null);
    form.reset();
    onClose();
  }

  return (
    <MutationModal
      mutation={invite}
      form={form}
      dirty={form.isDirty()}
      opened={opened}
      onClose={close}
      title="Invite admin"
      loadingText="Inviting admin..."
      successText="Admin invited. The invitation e-mail is in the outbox."
      failedText={(error) =>
        error instanceof UserNotPickedError
          ? `User ${search.trim() || '(no name given)'} not found.`
          : error instanceof ApiError
            ? error.message
            : 'Failed to add admin'
      }
    >
      {(cancel) => (
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack>
            <SegmentedControl
              aria-label="User type"
              value={userType}
              onChange={(value) => setUserType(value as UserType)}
              data={[
                { value: 'existing', label: 'Existing user' },
                { value: 'new', label: 'New user' },
              ]}
            />
            {userType === 'existing' ? (
              // The spec searches after more than 2 characters.
              <UserPicker
                label="User name"
                placeholder="Type at least 3 characters"
                required
                text={search}
                onTextChange={setSearch}
                value={picked}
                onPick={setPicked}
                enabled={opened}
                limit={1000}
                fetching={<Text size="xs">…</Text>}
                description={picked ? `Selected: ${picked.email}` : undefined}
              />
            ) : (
              <TextInput label="Email" type="email" required autoComplete="off" {...form.getInputProps('email')} />
            )}
            <Select
              label="Role"
              placeholder={ROLE_REQUIRED}
              required
              data={(roles.data ?? []).map((r) => ({ value: r.role_id, label: r.display_name }))}
              {...form.getInputProps('role_id')}
            />
            <FormActions onCancel={cancel} submitLabel="Invite" />
          </Stack>
        </form>
      )}
    </MutationModal>
  );
}
