import { Checkbox, ScrollArea, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createRoleSchema, ROLE_TYPES, updateRoleSchema, type Role } from '@portal/domain';
import { useState } from 'react';
import { MutationModal } from '../../components/mutation-modal';
import { applyEdits, useReloadKeepingEdits } from '../../components/reload-keeping-edits';
import { ApiError } from '../../lib/api';
import { useCreateRole } from './api/create-role';
import { usePermissions } from './api/permissions';
import { useReadRole, useUpdateRole } from './api/update-role';
import { FormActions } from '../../components/form-actions';
import { formResolver } from '../../lib/form';

type Values = { display_name: string; description: string; role_type: string; permissions: string[] };

const valuesOf = (role?: Role): Values => ({
  display_name: role?.display_name ?? '',
  description: role?.description ?? '',
  role_type: role?.role_type ?? 'internal',
  permissions: role?.permissions ?? [],
});

/** Create role (role undefined) or Edit role: the form, then LOADING, SUCCESS or FAILED. */
export function RoleModal({ role, opened, onClose }: { role?: Role; opened: boolean; onClose: () => void }) {
  const editing = Boolean(role);
  const permissions = usePermissions();
  const create = useCreateRole();
  const update = useUpdateRole();
  const mutation = role ? update : create;
  const form = useForm<Values>({
    initialValues: valuesOf(role),
    // an edit changes the name and the permissions only
    validate: formResolver(
      editing ? updateRoleSchema.pick({ display_name: true, permissions: true }) : createRoleSchema,
    ),
  });

  // The version the form was filled from; a conflict's Reload moves it to the newest, keeping the edits.
  const [version, setVersion] = useState(role?.version);
  const conflict = useReloadKeepingEdits(
    useReadRole(role?.role_id),
    (fresh) => {
      const values = applyEdits(form.getInitialValues(), form.getValues(), valuesOf(fresh));
      setVersion(fresh.version);
      form.setInitialValues(valuesOf(fresh));
      form.setValues(values);
    },
    update.reset,
  );

  function submit(values: Values) {
    if (role)
      update.mutate({
        ...updateRoleSchema.parse({
          role_id: role.role_id,
          display_name: values.display_name,
          permissions: values.permissions,
        }),
        version: version ?? role.version,
      });
    else create.mutate(createRoleSchema.parse(values));
  }
  const close = () => {
    form.reset();
    onClose();
  };

  const title = editing ? `Edit role: ${role!.display_name}` : 'Add new role';
  return (
    <MutationModal
      mutation={mutation}
      form={form}
      dirty={form.isDirty()}
      opened={opened}
      onClose={close}
      title={title}
      size="lg"
      loadingText={editing ? 'Updating role...' : 'Creating role...'}
      successText={editing ? `Role ${form.values.display_name} updated` : `Role ${form.values.display_name} created`}
      failedText={editing ? `Failed to update role: ${role!.display_name}` : 'Failed to create new role'}
      failedDetail={(error) => (error instanceof ApiError ? error.message : null)}
      onReload={role ? conflict.reload : undefined}
      reloaded={conflict.reloaded}
    >
      {(cancel) => (
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack>
            <TextInput label="Role name" required data-autofocus {...form.getInputProps('display_name')} />
            {!editing && (
              <>
                <Textarea label="Description" required autosize minRows={2} {...form.getInputProps('description')} />
                <Select
                  label="Role type"
                  required
                  allowDeselect={false}
                  data={ROLE_TYPES.map((t) => ({ value: t, label: t }))}
                  {...form.getInputProps('role_type')}
                />
              </>
            )}
            <Checkbox.Group label="Permissions" {...form.getInputProps('permissions')}>
              <ScrollArea.Autosize mah={280} mt="xs" type="auto">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                  {permissions.data?.map((p) => (
                    <Checkbox key={p.permission_id} value={p.permission_code} label={p.display_name} />
                  ))}
                </SimpleGrid>
              </ScrollArea.Autosize>
            </Checkbox.Group>
            <FormActions onCancel={cancel} submitLabel={editing ? 'Save' : 'Add role'} />
          </Stack>
        </form>
      )}
    </MutationModal>
  );
}
