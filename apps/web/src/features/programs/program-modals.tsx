import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { createProgramSchema, PROGRAM_FAILED_MESSAGE, PROGRAM_LINKED_MESSAGE, type Program } from '@portal/domain';
import { useState } from 'react';
import { StatusView, type ModalStatus } from '../../components/status-view';
import { api, ApiError } from '../../lib/api';

/** Add program (no program) or Edit program: form, then LOADING, SUCCESS or FAILED; the list reloads on close. */
export function ProgramModal({ program, onClose }: { program?: Program; onClose: (changed: boolean) => void }) {
  const [status, setStatus] = useState<ModalStatus>('FORM');
  const form = useForm({
    initialValues: { program_name: program?.program_name ?? '' },
    validate: schemaResolver(createProgramSchema, { sync: true }),
  });
  async function submit(values: { program_name: string }) {
    setStatus('LOADING');
    try {
      if (program)
        await api('/programs', {
          method: 'PATCH',
          body: { program_id: program.program_id, program_name: values.program_name },
        });
      else await api('/programs', { method: 'POST', body: values });
      setStatus('SUCCESS');
    } catch {
      setStatus('FAILED');
    }
  }
  const close = () => onClose(status === 'SUCCESS' || status === 'FAILED');
  return (
    <Modal opened onClose={close} title={program ? 'Edit program' : 'Add program'} centered>
      {status === 'FORM' ? (
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack>
            <TextInput label="Program name" required data-autofocus {...form.getInputProps('program_name')} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit">{program ? 'Save' : 'Add'}</Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <StatusView
          status={status}
          loadingText={program ? 'Saving program...' : 'Adding program...'}
          successText={program ? 'Program updated' : 'Program added'}
          failedText={PROGRAM_FAILED_MESSAGE}
          onClose={close}
        />
      )}
    </Modal>
  );
}

/** Delete program: confirm, loading, error (the linked-to-a-plan text when it is in use). */
export function DeleteProgramModal({ program, onClose }: { program: Program; onClose: (changed: boolean) => void }) {
  const [state, setState] = useState<'confirm' | 'loading' | 'error'>('confirm');
  const [error, setError] = useState('');
  async function remove() {
    setState('loading');
    try {
      await api('/programs', { method: 'DELETE', query: { program_id: program.program_id } });
      onClose(true);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.body.code === 'program_linked'
          ? PROGRAM_LINKED_MESSAGE
          : PROGRAM_FAILED_MESSAGE,
      );
      setState('error');
    }
  }
  return (
    <Modal opened onClose={() => onClose(state === 'error')} title="Delete program" centered>
      <Stack>
        {state === 'error' ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : (
          <Text>
            Delete the program <b>{program.program_name}</b>?
          </Text>
        )}
        <Group justify="flex-end">
          {state === 'error' ? (
            <Button onClick={() => onClose(true)}>Close</Button>
          ) : (
            <>
              <Button variant="default" onClick={() => onClose(false)} disabled={state === 'loading'}>
                Cancel
              </Button>
              <Button color="red" onClick={remove} loading={state === 'loading'} data-autofocus>
                Delete
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
