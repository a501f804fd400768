import { Button, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MutationModal } from './mutation-modal';

function Harness({ work, onClose }: { work: () => Promise<unknown>; onClose: () => void }) {
  const mutation = useMutation({ mutationFn: work });
  return (
    <MutationModal
      mutation={mutation}
      onClose={onClose}
      title="Save thing"
      loadingText="Saving..."
      successText="Saved"
      failedText={(error) => `Failed: ${error.message}`}
    >
      {(cancel) => (
        <>
          <Button onClick={() => mutation.mutate()}>Save</Button>
          <Button onClick={cancel}>Cancel</Button>
        </>
      )}
    </MutationModal>
  );
}

function show(work: () => Promise<unknown>, onClose = vi.fn()) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <Harness work={work} onClose={onClose} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onClose;
}

describe('MutationModal', () => {
  it('shows the form, then loading, then success; Close resets and closes', async () => {
    let finish = () => {};
    const onClose = show(() => new Promise<void>((resolve) => (finish = resolve)));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saving...')).toBeTruthy();
    finish();
    expect(await screen.findByText('Saved')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('shows the failure text made from the error', async () => {
    show(() => Promise.reject(new Error('nope')));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed: nope')).toBeTruthy();
  });
});
