import { Badge } from '@mantine/core';
import { statusColor, statusLabel } from '@portal/domain';

const BADGE_COLOR = { yellow: 'yellow', red: 'red', green: 'green' } as const;

/** A contract state as the dashboard shows it: yellow while awaiting signatures, red voided or Denied, green otherwise. */
export function ContractStatusBadge({ state }: { state: string }) {
  const color = statusColor(state);
  return (
    <Badge color={BADGE_COLOR[color]} variant={color === 'yellow' ? 'filled' : 'light'} c={color === 'yellow' ? 'dark' : undefined} data-status-color={color}>
      {statusLabel(state)}
    </Badge>
  );
}
