import { STEWARDSHIP_ACTIONS } from './messages';
import type { ActivityField } from './stewardship.schema';

type FieldEvent = ActivityField['field_lost_replant'][number];

/** One replant or field-lost event with its field, as the stewardship page's log lists it. */
export type FieldEventRow = FieldEvent & {
  field_id: string;
  field_name: string;
  /** the field is lost now (it has left the planting and harvest lists) */
  field_lost: boolean;
  /** Replant or Field lost: the history's action names (spec 3, §3) */
  label: string;
};

const LABELS: Record<FieldEvent['type'], string> = {
  replant: STEWARDSHIP_ACTIONS.replant,
  field_lost: STEWARDSHIP_ACTIONS.fieldLost,
};

/**
 * Every field's replant and field-lost events, lost fields included: per field (by name), oldest event
 * first. The acres are what the event recorded: the field's planted acres (spec 3, §5).
 */
export function fieldEventLog(fields: readonly ActivityField[]): FieldEventRow[] {
  return [...fields]
    .sort((a, b) => a.field_name.localeCompare(b.field_name) || a.field_id.localeCompare(b.field_id))
    .flatMap((field) =>
      [...field.field_lost_replant]
        .sort((a, b) => a.date.localeCompare(b.date) || a.created.localeCompare(b.created))
        .map((event) => ({
          ...event,
          field_id: field.field_id,
          field_name: field.field_name,
          field_lost: field.field_lost,
          label: LABELS[event.type],
        })),
    );
}
