import { Group, Radio, Select, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINT_MOBILE_PX, formatDate, groupDigits } from '@portal/domain';
import { QuantityInput } from '../../../components/quantity-input';
import { decimalText } from './section-form';

/** Inputs a thumb can hit on a phone (issue 12: used in a farm yard). */
export function useControlSize(): 'sm' | 'lg' {
  return useMediaQuery(`(max-width: ${BREAKPOINT_MOBILE_PX - 1}px)`) ? 'lg' : 'sm';
}

type CellProps = { label: string; value: string; error?: string; disabled?: boolean; onValue: (value: string) => void };

/** A number typed as text: the decimal keyboard on a phone, digits and one point, two decimals. */
export function DecimalCell({ label, value, error, disabled, onValue }: CellProps) {
  return (
    <QuantityInput
      aria-label={label}
      clean={decimalText}
      size={useControlSize()}
      value={value}
      error={error}
      disabled={disabled}
      onValue={onValue}
      miw={90}
    />
  );
}

export function DateCell({ label, value, error, disabled, onValue }: CellProps) {
  return (
    <TextInput
      aria-label={label}
      type="date"
      size={useControlSize()}
      value={value}
      error={error}
      disabled={disabled}
      onChange={(event) => onValue(event.currentTarget.value)}
      miw={140}
    />
  );
}

export function SelectCell({
  label,
  value,
  options,
  error,
  disabled,
  onValue,
}: CellProps & { options: { value: string; label: string }[] }) {
  return (
    <Select
      aria-label={label}
      size={useControlSize()}
      data={options}
      value={value || null}
      error={error}
      disabled={disabled}
      onChange={(next) => onValue(next ?? '')}
      allowDeselect={false}
      miw={130}
    />
  );
}

/** A cleanout flag: Yes, No, or not answered yet (null). */
export function CleanoutFlag({
  label,
  value,
  editing,
  onValue,
}: {
  label: string;
  value: boolean | null;
  editing: boolean;
  onValue: (value: boolean) => void;
}) {
  const size = useControlSize();
  if (!editing)
    return (
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {label}:
        </Text>
        <Text size="sm">{value === null ? 'Not answered' : value ? 'Yes' : 'No'}</Text>
      </Group>
    );
  return (
    <Radio.Group
      label={label}
      value={value === null ? '' : value ? 'yes' : 'no'}
      onChange={(next) => onValue(next === 'yes')}
    >
      <Group gap="lg" mt={4}>
        <Radio value="yes" label="Yes" size={size} />
        <Radio value="no" label="No" size={size} />
      </Group>
    </Radio.Group>
  );
}

/** A read-only value: the text (a date as MM-DD-YYYY, spec 3 §9), or a dash when empty. */
/** A value as the section shows it read-only: a date as MM/DD/YYYY, a quantity with separators (33,000). */
export const shown = (value: string, date = false) =>
  value === '' ? '--' : date ? formatDate(value) : groupDigits(value);
