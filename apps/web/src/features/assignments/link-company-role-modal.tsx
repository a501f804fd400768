import { Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { canAssignRole, INVITE_MESSAGES, linkCompanyRoleFormSchema, type UserProfile } from '@portal/domain';
import { useState } from 'react';
import { MutationModal } from '../../components/mutation-modal';
import { ApiError } from '../../lib/api';
import { useSession } from '../../session/session-context';
import { CompanyPicker, type PickedCompany } from '../../components/company-picker';
import { useAssignableRoles, useAssignCompanyRole } from './api/user-assignments';
import { FormActions } from '../../components/form-actions';
import { formResolver } from '../../lib/form';

/**
 * The link-company role form: assign this user to a company with a role ('Please provide
 * company name', 'Please select a role'). Roles offered are those the actor may give there.
 */
export function LinkCompanyRoleModal({
  user,
  opened,
  onClose,
}: {
  user: UserProfile;
  opened: boolean;
  onClose: () => void;
}) {
  const { access } = useSession();
  const roles = useAssignableRoles(opened);
  const assign = useAssignCompanyRole();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<PickedCompany | null>(null);
  const form = useForm({
    initialValues: { company_id: '', role_id: '' },
    validate: formResolver(linkCompanyRoleFormSchema),
  });
  const roleOptions = (roles.data ?? []).filter(
    (r) => !picked || canAssignRole(access, picked.company_id, r.role_type),
  );

  const close = () => {
    setSearch('');
    setPicked(null);
    form.reset();
    onClose();
  };
  const submit = (values: { company_id: string; role_id: string }) =>
    assign.mutate({ ...values, user_id: user.user_id });

  return (
    <MutationModal
      mutation={assign}
      form={form}
      dirty={form.isDirty()}
      opened={opened}
      onClose={close}
      title="Link company"
      loadingText={INVITE_MESSAGES.loading}
      successText={`${user.email} is linked to ${picked?.company_name ?? 'the company'}. The invitation e-mail is in the outbox.`}
      failedText={(error) =>
        error instanceof ApiError && error.body.code === 'already_assigned'
          ? INVITE_MESSAGES.alreadyAssigned(user.email)
          : INVITE_MESSAGES.failed
      }
    >
      {(cancel) => (
        <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Link company">
          <Stack>
            <CompanyPicker
              label="Company name"
              placeholder="Company name or SAP ID (3 characters or more)"
              required
              text={search}
              onTextChange={(value) => {
                setSearch(value);
                form.setFieldValue('role_id', '');
              }}
              value={picked}
              onPick={(hit) => {
                setPicked(hit);
                form.setFieldValue('company_id', hit?.company_id ?? '');
              }}
              enabled={opened}
              error={form.errors.company_id}
            />
            <Select
              label="Role"
              placeholder="Select a role"
              required
              data={roleOptions.map((r) => ({ value: r.role_id, label: `${r.display_name} (${r.role_type})` }))}
              {...form.getInputProps('role_id')}
            />
            <FormActions onCancel={cancel} submitLabel="Link" />
          </Stack>
        </form>
      )}
    </MutationModal>
  );
}
