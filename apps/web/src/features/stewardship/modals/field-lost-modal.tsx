import type { ActivityView } from '@portal/domain';

/** Placeholder: the stewardship-modals helper replaces this file (the header button and its modal). */
export function FieldLostButton({ activity }: { activity: ActivityView }) {
  void activity;
  return null;
}
