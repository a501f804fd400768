import { TextInput, type TextInputProps } from '@mantine/core';
import { THOUSANDS_SEPARATOR, digitsOnly, groupDigits, sanitizeNumericInput } from '@portal/domain';
import { useLayoutEffect, useRef, type ChangeEvent } from 'react';

/** Digits and points before the caret: where the caret belongs once the separators move. */
const significantBefore = (text: string, caret: number) => text.slice(0, caret).replace(/[^\d.]/g, '').length;

function caretAfter(display: string, significant: number): number {
  if (significant === 0) return 0;
  let seen = 0;
  for (let i = 0; i < display.length; i++) {
    if (/[\d.]/.test(display[i]!) && ++seen === significant) return i + 1;
  }
  return display.length;
}

export type QuantityInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'inputMode'> & {
  /** The plain number as text ("32000"): what the form holds and sends. */
  value: string;
  onValue: (value: string) => void;
  /** Digits only (the numeric keyboard); otherwise one decimal point is allowed too. */
  whole?: boolean;
  /** Keeps what may be typed, for a field with its own rule (e.g. two decimals); separators are dropped first. */
  clean?: (text: string) => string;
};

/**
 * A quantity typed with thousands separators, as the portal shows quantities everywhere ("32,000"),
 * while the form keeps and sends the plain number ("32000"). The phone shows its numeric keyboard.
 */
export function QuantityInput({ value, onValue, whole, clean, ...props }: QuantityInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const display = groupDigits(value);

  useLayoutEffect(() => {
    const input = ref.current;
    if (caret.current === null || !input || document.activeElement !== input) return;
    const at = caretAfter(display, caret.current);
    caret.current = null;
    input.setSelectionRange(at, at);
  }, [display]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value;
    caret.current = significantBefore(typed, event.currentTarget.selectionStart ?? typed.length);
    const keep = clean ?? (whole ? digitsOnly : sanitizeNumericInput);
    onValue(keep(typed.replace(/[^\d.]/g, '')));
  };

  return (
    <TextInput
      ref={ref}
      inputMode={whole ? 'numeric' : 'decimal'}
      autoComplete="off"
      {...props}
      value={display}
      onChange={change}
    />
  );
}

/** The same separators for a Mantine NumberInput that holds a number (the scale ticket editor). */
export const QUANTITY_NUMBER_INPUT_PROPS = { thousandSeparator: THOUSANDS_SEPARATOR, inputMode: 'decimal' } as const;
