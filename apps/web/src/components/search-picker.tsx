import { Autocomplete, Loader, type AutocompleteProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '@portal/domain';
import { useState, type ReactNode } from 'react';

export type SearchHits<T> = { data: readonly T[] | undefined; isFetching: boolean };

export type SearchPickerProps<T, S> = Omit<
  AutocompleteProps,
  'value' | 'defaultValue' | 'onChange' | 'data' | 'filter' | 'onOptionSubmit' | 'rightSection'
> & {
  /** The server search for a term (a hook; it searches from the spec's minimum length). */
  useSearch: (term: string, search: S) => SearchHits<T>;
  /** What the search needs besides the term (enabled, limit...). */
  search: S;
  toLabel: (item: T) => string;
  /** The picked item; one set from outside (prefill, bookmark) shows its label. */
  value: T | null;
  onPick: (item: T | null) => void;
  /** The typed text, when the caller keeps it (to reset it, or to read what was typed). */
  text?: string;
  onTextChange?: (text: string) => void;
  /** Options offered without a search (filtered by the text), before the hits. */
  extraOptions?: readonly T[];
  /** Hits not to offer. */
  exclude?: (item: T) => boolean;
  debounceMs?: number;
  /** Shown at the right while searching. */
  fetching?: ReactNode;
};

/**
 * The one search picker: the server searches the typed text after a pause (none while an item is
 * picked) and shows its hits as they come, with no local filtering. Typing or choosing an option's
 * label picks it; typing away from it unpicks.
 */
export function SearchPicker<T, S>({
  useSearch,
  search,
  toLabel,
  value,
  onPick,
  text: keptText,
  onTextChange,
  extraOptions = [],
  exclude,
  debounceMs = SEARCH_DEBOUNCE_MS,
  fetching = <Loader size="xs" />,
  ...input
}: SearchPickerProps<T, S>) {
  const [ownText, setOwnText] = useState(value ? toLabel(value) : '');
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value && keptText === undefined) setOwnText(toLabel(value));
  }
  const text = keptText ?? ownText;
  const [term] = useDebouncedValue(value ? '' : text.trim(), debounceMs);
  const found = useSearch(term, search);
  const needle = text.trim().toLowerCase();
  const local = needle ? extraOptions.filter((item) => toLabel(item).toLowerCase().includes(needle)) : extraOptions;
  const options = new Map<string, T>();
  for (const item of [...local, ...(term.length >= SEARCH_MIN_LENGTH ? (found.data ?? []) : [])]) {
    const label = toLabel(item);
    if (!options.has(label) && !exclude?.(item)) options.set(label, item);
  }

  // Mantine calls onChange with the option's label when one is chosen too.
  const change = (next: string) => {
    if (keptText === undefined) setOwnText(next);
    onTextChange?.(next);
    const hit = options.get(next) ?? (value && toLabel(value) === next ? value : null);
    if (hit !== value) onPick(hit);
  };
  return (
    <Autocomplete
      {...input}
      value={text}
      onChange={change}
      data={[...options.keys()]}
      filter={({ options: all }) => all}
      rightSection={found.isFetching ? fetching : null}
    />
  );
}
