import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createProgramSchema, PROGRAM_LINKED_MESSAGE, type Program, TEXTS } from '@portal/domain';
import { useState } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { MutationModal } from '../../components/mutation-modal';
import { applyEdits, useReloadKeepingEdits } from '../../components/reload-keeping-edits';
import { ApiError } from '../../lib/api';
import { useCreateProgram, useDeleteProgram, useReadProgram, useRenameProgram } from './api/programs';
import { FormActions } from '../../components/form-actions';
import { formResolver } from '../../lib/form';

/** Add program (no program) or Edit program: form, then LOADING, SUCCESS or FAILED; the list reloads. */
export function ProgramModal({ program, onClose }: { program?: Program; onClose: () => void }) {
  const create = useCreateProgram();
  const rename = useRenameProgram();
  const form = useForm({
    initialValues: { program_name: program?.program_name ?? '' },
    validate: formResolver(createProgramSchema),
  });
  // The version the form was filled from; a conflict's Reload moves it to the newest, keeping the edits.
  const [version, setVersion] = useState(program?.version);
  const conflict = useReloadKeepingEdits(
    useReadProgram(program?.program_id),
    (fresh) => {
      const values = applyEdits(form.getInitialValues(), form.getValues(), { program_name: fresh.program_name });
      setVersion(fresh.version);
      form.setInitialValues({ program_name: fresh.program_name });
      form.setValues(values);
    },
    rename.reset,
  );
  const submit = (values: { program_name: string }) =>
    program
      ? rename.mutate({ program_id: program.program_id, version: version ?? program.version, ...values })
      : create.mutate(values);
  return (
    <MutationModal
      mutation={program ? rename : create}
      form={form}
      dirty={form.isDirty()}
      onClose={onClose}
      title={program ? 'Edit program' : 'Add program'}
      loadingText={program ? 'Saving program...' : 'Adding program...'}
      successText={program ? 'Program updated' : 'Program added'}
      failedText={TEXTS.somethingWentWrong}
      onReload={program ? conflict.reload : undefined}
      reloaded={conflict.reloaded}
    >
      {(cancel) => (
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack>
            <TextInput label="Program name" required data-autofocus {...form.getInputProps('program_name')} />
            <FormActions onCancel={cancel} submitLabel={program ? 'Save' : 'Add'} />
          </Stack>
        </form>
      )}
    </MutationModal>
  );
}

/** Delete program: confirm, loading, error (the linked-to-a-plan text when it is in use). */
export function DeleteProgramModal({ program, onClose }: { program: Program; onClose: () => void }) {
  const remove = useDeleteProgram();
  return (
    <ConfirmModal
      title="Delete program"
      confirmLabel="Delete"
      onClose={onClose}
      mutation={remove}
      variables={program.program_id}
      failedText={(error) =>
        error instanceof ApiError && error.body.code === 'program_linked'
          ? PROGRAM_LINKED_MESSAGE
          : TEXTS.somethingWentWrong
      }
    >
      Delete the program <b>{program.program_name}</b>?
    </ConfirmModal>
  );
}
