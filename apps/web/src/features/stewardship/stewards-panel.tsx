import type { ActivityView } from '@portal/domain';

/** Placeholder: the stewardship-modals helper replaces this file (Stewards table, Assign Me, admin assignment). */
export function StewardsPanel({ activity }: { activity: ActivityView }) {
  void activity;
  return null;
}
