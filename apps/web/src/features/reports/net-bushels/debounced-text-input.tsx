import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { REPORT_LIMITS } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';

/** A text filter written to the URL 300 ms after the last key (one history entry, not one per key). */
export function DebouncedTextInput({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder?: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const [text, setText] = useState(value ?? '');
  const [debounced] = useDebouncedValue(text.trim(), REPORT_LIMITS.searchDebounceMs);
  const change = useRef(onChange);
  change.current = onChange;
  const current = useRef(value);
  current.current = value;
  useEffect(() => {
    if (debounced !== (current.current ?? '')) change.current(debounced || undefined);
  }, [debounced]);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={text}
      type="search"
      onChange={(event) => setText(event.currentTarget.value)}
    />
  );
}
