import { notifications } from '@mantine/notifications';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWith } from '../testing/render';
import { showSuccess, showUndoable, SUCCESS_TOAST_MS, UNDO_TOAST_MS, type UndoToast } from './toast';

describe('toasts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('1.160: a success closes after 2000 ms', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    showSuccess('Saved');
    expect(SUCCESS_TOAST_MS).toBe(2000);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Saved', autoClose: 2000 }));
  });

  it('an undoable success stays long enough to reach Undo, which reports on the same toast', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    const update = vi.spyOn(notifications, 'update').mockReturnValue('id');
    let undone: UndoToast | undefined;
    showUndoable({ message: 'Deleted', undoLabel: 'Undo', onUndo: (toast) => (undone = toast) });
    const shown = show.mock.calls[0]![0] as { id: string; autoClose: number; message: ReactNode };
    expect(shown.autoClose).toBe(UNDO_TOAST_MS);

    renderWith(shown.message);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    undone!.succeeded('Restored');
    expect(update).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: shown.id, message: 'Restored', autoClose: SUCCESS_TOAST_MS }),
    );
    undone!.failed('Could not restore');
    expect(update).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: shown.id, message: 'Could not restore', autoClose: false }),
    );
  });
});
