import { Alert, Autocomplete, Loader, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import {
  canOfferRole,
  INVITE_MESSAGES,
  inviteFormSchema,
  SEARCH_DEBOUNCE_MS,
  type InviteState,
  type Role,
  type UserSearchHit,
} from '@portal/domain';
import { useRef, useState } from 'react';
import { FormError } from '../../components/form-error';
import { StatusView } from '../../components/status-view';
import { ApiError } from '../../lib/api';
import { useSession } from '../../session/session-context';
import { useRoles } from '../../api/roles';
import { userOptionLabel, useUserSearch } from '../../api/user-search';
import { addUser, assignUser, findUserByEmail } from './api/people';
import { FormActions } from '../../components/form-actions';
import { formResolver } from '../../lib/form';

type Mode = 'new' | 'existing';
type Values = { mode: Mode; role_id: string; email: string; user_id: string };
type State = 'FORM' | InviteState;

const FAILURE_TEXT: Partial<Record<InviteState, (email: string) => string>> = {
  FAILED: () => INVITE_MESSAGES.failed,
  FAILED_USER_ALREADY_EXISTS: () => INVITE_MESSAGES.userAlreadyExists,
  FAILED_USER_DOESNT_EXIST: () => INVITE_MESSAGES.userDoesntExist,
  FAILED_USER_ALREADY_ASSIGNED: (email) => INVITE_MESSAGES.alreadyAssigned(email),
};

/**
 * Invite user: a new user (by e-mail) or an existing one (searched by name after more than 2
 * characters), with a role of the section's type. A new user is first added by e-mail (409:
 * the user already exists), then assigned (400: already assigned). The invitation e-mail with
 * its /login/{login_hash} link is written by the server.
 */
export function InviteUserModal({
  opened,
  onClose,
  companyId,
  companyName,
  roleType,
  onInvited,
}: {
  opened: boolean;
  onClose: () => void;
  companyId: string;
  companyName: string;
  roleType: Role['role_type'];
  onInvited: () => unknown;
}) {
  const roles = useRoles(roleType, { enabled: opened });
  const { access } = useSession();
  const [state, setState] = useState<State>('FORM');
  const [invitedEmail, setInvitedEmail] = useState('');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [picked, setPicked] = useState<UserSearchHit | null>(null);
  const [unknownEmail, setUnknownEmail] = useState(false);
  const found = useUserSearch(debounced, { enabled: opened });
  const form = useForm<Values>({
    initialValues: { mode: 'new', role_id: '', email: '', user_id: '' },
    validate: formResolver(inviteFormSchema),
  });
  const mode = form.values.mode;
  const formRef = useRef<HTMLFormElement>(null);

  function close() {
    setState('FORM');
    setSearch('');
    setPicked(null);
    setUnknownEmail(false);
    form.reset();
    onClose();
  }

  async function assign(userId: string, email: string, roleId: string) {
    try {
      await assignUser({ role_id: roleId, company_id: companyId, user_id: userId });
      await onInvited();
      setState('SUCCESS');
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.body.code === 'already_assigned')
        setState('FAILED_USER_ALREADY_ASSIGNED');
      else if (error instanceof ApiError && error.status === 404 && error.body.code === 'user_not_found')
        setState('FAILED_USER_DOESNT_EXIST');
      else setState('FAILED');
    }
    setInvitedEmail(email);
  }

  async function submit(values: Values) {
    setState('LOADING');
    if (values.mode === 'existing') {
      await assign(values.user_id, picked?.email ?? '', values.role_id);
      return;
    }
    const email = values.email.trim().toLowerCase();
    setInvitedEmail(email);
    let userId: string;
    try {
      userId = await addUser(email);
    } catch (error) {
      setState(error instanceof ApiError && error.status === 409 ? 'FAILED_USER_ALREADY_EXISTS' : 'FAILED');
      return;
    }
    await assign(userId, email, values.role_id);
  }

  /** An e-mail typed in the existing-user search: invite that user, or alert that nobody has it (spec 1, §8). */
  async function submitTypedEmail() {
    const typed = search.trim().toLowerCase();
    if (!typed.includes('@') || !form.values.role_id) return false;
    setUnknownEmail(false);
    setState('LOADING');
    try {
      const user = await findUserByEmail(typed);
      await assign(user.user_id, user.email, form.values.role_id);
    } catch (error) {
      const unknown = error instanceof ApiError && error.status === 404;
      setUnknownEmail(unknown);
      setState(unknown ? 'FORM' : 'FAILED');
      setInvitedEmail(typed);
    }
    return true;
  }

  const options = found.data ?? [];
  const failure =
    state !== 'FORM' && state !== 'LOADING' && state !== 'SUCCESS' ? FAILURE_TEXT[state]!(invitedEmail) : '';
  return (
    <Modal opened={opened} onClose={close} title="Invite user" centered>
      {state === 'FORM' || failure ? (
        <form
          noValidate
          ref={formRef}
          aria-label="Invite user"
          onSubmit={async (event) => {
            event.preventDefault();
            if (mode === 'existing' && !picked && (await submitTypedEmail())) return;
            form.onSubmit(submit)();
          }}
        >
          <Stack>
            {failure && <FormError title={failure} onRetry={() => formRef.current?.requestSubmit()} />}
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
              <Autocomplete
                label="User"
                placeholder="Type a name or e-mail (3 characters or more)"
                required
                value={search}
                error={form.errors.user_id}
                onChange={(value) => {
                  setSearch(value);
                  setUnknownEmail(false);
                  const hit = options.find((u) => userOptionLabel(u) === value) ?? null;
                  setPicked(hit);
                  form.setFieldValue('user_id', hit?.user_id ?? '');
                }}
                data={options.map(userOptionLabel)}
                filter={({ options: all }) => all}
                rightSection={found.isFetching ? <Loader size="xs" /> : null}
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
            <FormActions onCancel={close} submitLabel="Invite" />
          </Stack>
        </form>
      ) : (
        <StatusView
          status={state === 'LOADING' ? state : 'SUCCESS'}
          loadingText={INVITE_MESSAGES.loading}
          successText={INVITE_MESSAGES.success(invitedEmail)}
          failedText={failure}
          onClose={close}
        />
      )}
    </Modal>
  );
}
