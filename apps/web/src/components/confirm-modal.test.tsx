import { useMutation } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmModal } from './confirm-modal';
import { renderWith } from '../testing/render';

function Harness({
  work,
  onClose,
  onDone,
}: {
  work: (id: string) => Promise<unknown>;
  onClose: () => void;
  onDone: () => void;
}) {
  const remove = useMutation({ mutationFn: work });
  return (
    <ConfirmModal
      title="Delete thing"
      confirmLabel="Delete"
      onClose={onClose}
      mutation={remove}
      variables="thing-1"
      onDone={onDone}
      failedText={(error) => `Failed: ${error.message}`}
    >
      Delete the thing?
    </ConfirmModal>
  );
}

function show(work: (id: string) => Promise<unknown>) {
  const onClose = vi.fn();
  const onDone = vi.fn();
  renderWith(<Harness work={work} onClose={onClose} onDone={onDone} />, { me: null });
  return { onClose, onDone };
}

describe('ConfirmModal', () => {
  it('does the work with the variables, then closes and calls onDone', async () => {
    const work = vi.fn().mockResolvedValue(undefined);
    const { onClose, onDone } = show(work);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(onClose).toHaveBeenCalledOnce();
    expect(work.mock.calls[0]![0]).toBe('thing-1');
  });

  it('shows a failure in place, keeps the action to try again, and offers Close', async () => {
    const work = vi.fn().mockRejectedValueOnce(new Error('in use')).mockResolvedValueOnce(undefined);
    const { onClose, onDone } = show(work);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed: in use');
    expect(screen.getByText('Delete the thing?')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  });

  it('Close after a failure closes without the work', async () => {
    const { onClose, onDone } = show(() => Promise.reject(new Error('in use')));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('without a mutation, passes the answer on and closes', () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderWith(
      <ConfirmModal title="Leave?" confirmLabel="Leave" cancelLabel="Stay" onConfirm={onConfirm} onClose={onClose}>
        Leave this page?
      </ConfirmModal>,
      { me: null },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });
});
