import { Badge } from '@mantine/core';
import { statusColor, statusLabel } from '@portal/domain';

const BADGE = {
  yellow: { color: 'yellow.4', c: 'dark.8' },
  red: { color: 'red.7', c: 'white' },
  green: { color: 'green.7', c: 'white' },
} as const;

/** A contract state as the dashboard shows it: yellow while awaiting signatures, red voided or Denied, green otherwise. */
export function ContractStatusBadge({ state }: { state: string }) {
  const color = statusColor(state);
  return (
    <Badge
      color={BADGE[color].color}
      c={BADGE[color].c}
      tt="none"
      data-status-color={color}
      style={{ flexShrink: 0, maxWidth: 'none' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {statusLabel(state)}
    </Badge>
  );
}
