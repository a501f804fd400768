import type { ActivityView } from '@portal/domain';

/** Placeholder: the stewardship-modals helper replaces this file (the header button and its modal). */
export function ReplantButton({ activity }: { activity: ActivityView }) {
  void activity;
  return null;
}
