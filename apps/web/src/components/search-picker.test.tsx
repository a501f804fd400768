import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchPicker } from './search-picker';
import { renderWith } from '../testing/render';

type Item = { id: string; name: string };
const ITEMS: Item[] = [
  { id: '1', name: 'Cornbelt' },
  { id: '2', name: 'Corner Seeds' },
];

function Picker({ onPick, exclude }: { onPick: (item: Item | null) => void; exclude?: (item: Item) => boolean }) {
  const [value, setValue] = useState<Item | null>(null);
  return (
    <SearchPicker<Item, null>
      label="Company"
      placeholder="Name"
      useSearch={useFake}
      search={null}
      toLabel={(item) => item.name}
      value={value}
      onPick={(item) => {
        setValue(item);
        onPick(item);
      }}
      exclude={exclude}
    />
  );
}
const searched: string[] = [];
function useFake(term: string) {
  searched.push(term);
  return { data: term.length >= 3 ? ITEMS.filter((i) => i.name.startsWith(term)) : undefined, isFetching: false };
}

function show(props: Parameters<typeof Picker>[0]) {
  renderWith(<Picker {...props} />, { me: null });
  return screen.getByPlaceholderText('Name') as HTMLInputElement;
}

afterEach(() => {
  vi.useRealTimers();
  searched.length = 0;
});

describe('SearchPicker', () => {
  it('searches the text after the pause, picks a hit by its label and unpicks when the text moves away', () => {
    vi.useFakeTimers();
    const onPick = vi.fn();
    const input = show({ onPick });
    fireEvent.change(input, { target: { value: 'Cor' } });
    expect(searched.at(-1)).toBe('');
    act(() => vi.advanceTimersByTime(300));
    expect(searched.at(-1)).toBe('Cor');
    fireEvent.change(input, { target: { value: 'Cornbelt' } });
    expect(onPick).toHaveBeenLastCalledWith(ITEMS[0]);
    // no search while an item is picked
    act(() => vi.advanceTimersByTime(300));
    expect(searched.at(-1)).toBe('');
    fireEvent.change(input, { target: { value: 'Cornbel' } });
    expect(onPick).toHaveBeenLastCalledWith(null);
  });

  it('does not offer an excluded hit', () => {
    vi.useFakeTimers();
    const onPick = vi.fn();
    const input = show({ onPick, exclude: (item) => item.id === '1' });
    fireEvent.change(input, { target: { value: 'Cor' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(input, { target: { value: 'Cornbelt' } });
    expect(onPick).not.toHaveBeenCalled();
  });
});
