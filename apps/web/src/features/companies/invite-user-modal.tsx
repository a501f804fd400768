import { Alert, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { canOfferRole, INVITE_MESSAGES, inviteFormSchema, type Role, type UserSearchHit } from '@portal/domain';
import { useState } from 'react';
import { MutationModal } from '../../components/mutation-modal';
import { useSession } from '../../session/session-context';
import { useRoles } from '../../api/roles';
import { UserPicker } from '../../components/user-picker';
import { InviteFailure, useInviteUser, type InviteVariables } from './api/people';
import { FormActions } from '../../components/form-actions';
import { formResolver } from '../../lib/form';

type Mode = 'new' | 'existing';
type Values = { mode: Mode; role_id: string; email: string; user_id: string };

const FAILURE_TEXT: Record<InviteFailure['state'], (email: string) => string> = {
  FAILED: () => INVITE_MESSAGES.failed,
  FAILED_USER_ALREADY_EXISTS: () => INVITE_MESSAGES.userAlreadyExists,
  FAILED_USER_DOESNT_EXIST: () => INVITE_MESSAGES.userDoesntExist,
  FAILED_USER_ALREADY_ASSIGNED: (email) => INVITE_MESSAGES.alreadyAssigned(email),
  UNKNOWN_EMAIL: () => INVITE_MESSAGES.unknownEmail,
};

/** The spec's text of an invitation's failure state. */
const failureText = (error: Error) =>
  error instanceof InviteFailure ? FAILURE_TEXT[error.state](error.email) : INVITE_MESSAGES.failed;

/**
 * Invite user: a new user (by e-mail) or an existing one (searched by name after more than 2
 * characters), with a role of the section's type: one mutation (useInviteUser), shown by
 * MutationModal with the spec's failure texts. The invitation e-mail with its /login/{login_hash}
 * link is written by the server.
 */
export function InviteUserModal({
  opened,
  onClose,
  companyId,
  companyName,
  roleType,
}: {
  opened: boolean;
  onClose: () => void;
  companyId: string;
  companyName: string;
  roleType: Role['role_type'];
}) {
  const roles = useRoles(roleType, { enabled: opened });
  const { access } = useSession();
  const invite = useInviteUser(companyId);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<UserSearchHit | null>(null);
  const [unknownEmail, setUnknownEmail] = useState(false);
  const form = useForm<Values>({
    initialValues: { mode: 'new', role_id: '', email: '', user_id: '' },
    validate: formResolver(inviteFormSchema),
  });
  const mode = form.values.mode;

  function close() {
    setSearch('');
    setPicked(null);
    setUnknownEmail(false);
    form.reset();
    onClose();
  }

  /** Sends the invitation; an e-mail typed in the search that nobody has: the spec's alert, the form stays (spec 1, §8). */
  function send(variables: InviteVariables) {
    setUnknownEmail(false);
    invite.mutate(variables, {
      onError: (error) => {
        if (!(error instanceof InviteFailure && error.state === 'UNKNOWN_EMAIL')) return;
        setUnknownEmail(true);
        invite.reset();
      },
    });
  }

  function submit(values: Values) {
    if (values.mode === 'existing')
      send({ kind: 'existing', user_id: values.user_id, email: picked?.email ?? '', role_id: values.role_id });
    else send({ kind: 'new', email: values.email.trim().toLowerCase(), role_id: values.role_id });
  }

  /** An e-mail typed in the existing-user search: invite that user (looked up first). */
  function submitTypedEmail() {
    const typed = search.trim().toLowerCase();
    if (!typed.includes('@') || !form.values.role_id) return false;
    send({ kind: 'typed', email: typed, role_id: form.values.role_id });
    return true;
  }

  return (
    <MutationModal
      mutation={invite}
      form={form}
      opened={opened}
      onClose={close}
      title="Invite user"
      loadingText={INVITE_MESSAGES.loading}
      successText={invite.data ? INVITE_MESSAGES.success(invite.data) : ''}
      successToast
      failedText={failureText}
    >
      {(cancel) => (
        <form
          noValidate
          aria-label="Invite user"
          onSubmit={(event) => {
            event.preventDefault();
            if (mode === 'existing' && !picked && submitTypedEmail()) return;
            form.onSubmit(submit)();
          }}
        >
          <Stack>
            <Text size="sm" c="dimmed">
              {roleType === 'internal' ? 'Linked contact' : 'Employee'} of {companyName}
            </Text>
            <SegmentedControl
              aria-label="User type"
              value={mode}
              onChange={(value) => {
                form.setFieldValue('mode', value as Mode);
                form.clearErrors();
              }}
              data={[
                { value: 'new', label: 'New user' },
                { value: 'existing', label: 'Existing user' },
              ]}
            />
            {mode === 'new' ? (
              <TextInput label="Email" type="email" required autoComplete="off" {...form.getInputProps('email')} />
            ) : (
              <UserPicker
                label="User"
                placeholder="Type a name or e-mail (3 characters or more)"
                required
                text={search}
                onTextChange={(value) => {
                  setSearch(value);
                  setUnknownEmail(false);
                }}
                value={picked}
                onPick={(hit) => {
                  setPicked(hit);
                  form.setFieldValue('user_id', hit?.user_id ?? '');
                }}
                enabled={opened}
                error={form.errors.user_id}
                description={picked ? `Selected: ${picked.email}` : undefined}
              />
            )}
            {mode === 'existing' && unknownEmail ? (
              <Alert color="red" role="alert">
                {INVITE_MESSAGES.unknownEmail}
              </Alert>
            ) : null}
            <Select
              label="Role"
              placeholder="Select a role"
              required
              data={(roles.data ?? [])
                .filter((r) => canOfferRole(access, companyId, r.role_type, r.permissions))
                .map((r) => ({ value: r.role_id, label: r.display_name }))}
              {...form.getInputProps('role_id')}
            />
            <FormActions onCancel={cancel} submitLabel="Invite" />
          </Stack>
        </form>
      )}
    </MutationModal>
  );
}
