import { TextInput, type TextInputProps } from '@mantine/core';
import { sanitizeNumericInput } from '@portal/domain';

/** A text input that keeps only digits and one point (spec 3 §5). */
export function NumericField({
  value,
  onValue,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange'> & { value: string; onValue: (value: string) => void }) {
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(event) => onValue(sanitizeNumericInput(event.currentTarget.value))}
      {...props}
    />
  );
}
