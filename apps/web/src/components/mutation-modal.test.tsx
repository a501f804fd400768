import { Button, TextInput } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { renderWith } from '../testing/render';
import { MutationModal } from './mutation-modal';

function Harness({
  work,
  onClose,
  onReload,
  successToast,
}: {
  work: (name: string) => Promise<unknown>;
  onClose: () => void;
  onReload?: () => void;
  successToast?: true | { label: string; to: string };
}) {
  const mutation = useMutation({ mutationFn: work });
  return (
    <MutationModal
      mutation={mutation}
      onClose={onClose}
      onReload={onReload}
      successToast={successToast}
      title="Save thing"
      loadingText="Saving..."
      successText="Saved"
      failedText={(error) => `Failed: ${error.message}`}
    >
      {(cancel) => <ThingForm onSave={(name) => mutation.mutate(name)} onCancel={cancel} />}
    </MutationModal>
  );
}

/** A form whose typed value lives in the form itself: kept only if the form stays mounted. */
function ThingForm({ onSave, onCancel }: { onSave: (name: string) => void; onCancel: () => void }) {
  const [name, setName] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(name);
      }}
    >
      <TextInput label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
      <Button type="submit">Save</Button>
      <Button onClick={onCancel}>Cancel</Button>
    </form>
  );
}

function show(
  work: (name: string) => Promise<unknown>,
  { onClose = vi.fn(), onReload = undefined as undefined | (() => void) } = {},
) {
  renderWith(<Harness work={work} onClose={onClose} onReload={onReload} />, { me: null });
  return onClose;
}

/** A modal whose form is a Mantine form handed to MutationModal. */
function FormHarness({ work }: { work: (values: { name: string }) => Promise<unknown> }) {
  const mutation = useMutation({ mutationFn: work });
  const form = useForm({ initialValues: { name: '' } });
  return (
    <MutationModal mutation={mutation} form={form} onClose={() => {}} title="Save thing" failedText="Failed">
      {() => (
        <form onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
          <TextInput label="Name" {...form.getInputProps('name')} />
          <Button type="submit">Save</Button>
        </form>
      )}
    </MutationModal>
  );
}

function showForm(work: (values: { name: string }) => Promise<unknown>) {
  renderWith(<FormHarness work={work} />, { me: null });
}

const typeName = (value: string) => fireEvent.change(screen.getByLabelText('Name'), { target: { value } });

describe('MutationModal', () => {
  it('shows the form, then loading, then success; Close resets and closes', async () => {
    let finish = () => {};
    const onClose = show(() => new Promise<void>((resolve) => (finish = resolve)));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saving...')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    finish();
    expect(await screen.findByText('Saved')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('with successToast, a success closes the modal and says so in a toast with its link: no extra click', async () => {
    const onClose = vi.fn();
    renderWith(
      <>
        <Notifications />
        <Harness work={async () => {}} onClose={onClose} successToast={{ label: 'View it', to: '/things/1' }} />
      </>,
      { me: null },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View it' }).getAttribute('href')).toBe('/things/1');
    expect(onClose).toHaveBeenCalledOnce();
    // only the toast says it: the modal shows no success view to close
    expect(screen.getAllByText('Saved')).toHaveLength(1);
  });

  it('shows the failure text made from the error', async () => {
    show(() => Promise.reject(new Error('nope')));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed: nope');
  });

  it('X8: a failed save keeps the typed form under the error, and Try again sends the same values', async () => {
    const work = vi.fn().mockRejectedValueOnce(new Error('duplicate')).mockResolvedValueOnce(undefined);
    show(work);
    typeName('North 40');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed: duplicate');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('North 40');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(work).toHaveBeenCalledTimes(2);
    expect(work.mock.calls.map(([name]) => name)).toEqual(['North 40', 'North 40']);
  });

  it('X8: a conflict (412) shows the server message and Reload', async () => {
    const onReload = vi.fn();
    const conflict = new ApiError(412, {
      code: 'stale_version',
      message: 'Ann Lee changed this record at 10:02.',
      details: null,
    });
    show(() => Promise.reject(conflict), { onReload });
    typeName('South 20');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Ann Lee changed this record at 10:02.');
    // sending the same version again would only be refused again
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('South 20');
  });

  it('offers no Reload for a failure that is not a conflict', async () => {
    show(() => Promise.reject(new ApiError(500, { code: 'x', message: 'boom', details: null })), { onReload: vi.fn() });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("a refusal naming the form's fields puts their messages on the fields, keeping what was typed", async () => {
    const refusal = new ApiError(400, {
      code: 'validation',
      message: 'Invalid request',
      details: [{ field: 'name', message: 'Name is taken' }],
    });
    const work = vi.fn().mockRejectedValueOnce(refusal).mockResolvedValueOnce(undefined);
    showForm(work);
    typeName('North 40');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is taken')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('North 40');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
  });

  it('a refusal naming a field the form does not have shows the failure above the form', async () => {
    const refusal = new ApiError(400, {
      code: 'validation',
      message: 'Invalid request',
      details: [{ field: 'plan_id', message: 'Plan is required' }],
    });
    showForm(() => Promise.reject(refusal));
    typeName('North 40');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('North 40');
  });
});
