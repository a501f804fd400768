import { act, fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWith } from '../../testing/render';
import { FileDrop } from './file-drop';

// Mantine's first render in jsdom is slow on a loaded machine.
describe('FileDrop', { timeout: 20_000 }, () => {
  it('clears the input after each pick, so choosing the same file again fires a change', async () => {
    const onFile = vi.fn();
    const { container } = renderWith(<FileDrop label="Ticket file" hint=".csv" onFile={onFile} />, { me: null });
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    const setValue = vi.spyOn(input, 'value', 'set');
    for (const name of ['tickets.csv', 'notes.txt']) {
      setValue.mockClear();
      await act(async () => {
        fireEvent.change(input, { target: { files: [new File(['x'], name)] } });
      });
      expect(setValue).toHaveBeenCalledWith('');
    }
    expect(onFile).toHaveBeenCalledTimes(1);
    expect(onFile.mock.calls[0]![0].name).toBe('tickets.csv');
  });
});
