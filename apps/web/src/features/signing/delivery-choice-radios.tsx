import { Group, Radio } from '@mantine/core';
import { DELIVERY_CHOICE_LABELS, DELIVERY_CHOICES, type DeliveryChoice } from '@portal/domain';

/** How a signing link is sent: Email or Phone, in a row. */
export function DeliveryChoiceRadios({
  label,
  value,
  onChange,
}: {
  label: string;
  value: DeliveryChoice;
  onChange: (choice: DeliveryChoice) => void;
}) {
  return (
    <Radio.Group label={label} value={value} onChange={(choice) => onChange(choice as DeliveryChoice)}>
      <Group mt={4}>
        {DELIVERY_CHOICES.map((choice) => (
          <Radio key={choice} value={choice} label={DELIVERY_CHOICE_LABELS[choice]} />
        ))}
      </Group>
    </Radio.Group>
  );
}
