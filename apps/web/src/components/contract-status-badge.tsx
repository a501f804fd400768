import { Badge } from '@mantine/core';
import { statusColor, statusLabel } from '@portal/domain';

// The theme's autoContrast writes black on the yellow and white on the red and green (AA contrast).
const BADGE_COLOR = { yellow: 'yellow.4', red: 'red', green: 'green' } as const;

/** A contract state as the dashboard shows it: yellow while awaiting signatures, red voided or Denied, green otherwise. */
export function ContractStatusBadge({ state }: { state: string }) {
  const color = statusColor(state);
  return (
    <Badge
      color={BADGE_COLOR[color]}
      tt="none"
      data-status-color={color}
      style={{ flexShrink: 0, maxWidth: 'none' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {statusLabel(state)}
    </Badge>
  );
}
