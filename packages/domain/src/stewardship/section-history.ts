import { z } from 'zod';
import { harvestUnitLabel } from '../formatting/labels';
import { diffChanges, type FieldChange } from '../history/changes';
import { rowField } from '../history/labels';
import { HARVEST_KEYS, PLANTING_KEYS } from './completeness';
import { STEWARDSHIP_MESSAGES } from './messages';
import type { ActivityView } from './stewardship.schema';

/** A replant or field-lost event as recorded (its date and acres, the notes given). */
export type FieldEventInput = { type: 'replant' | 'field_lost'; date: string; acres: number; notes: string | null };

/**
 * The sections of the stewardship page, as it names them, with the key its audit rows carry in
 * `details.section` (History filters on it). `fields` is the Assign Fields action's own.
 */
export const STEWARDSHIP_SECTIONS = {
  planting: 'Planting Stewardship',
  harvest: 'Harvest Stewardship',
  storage: 'Storage Cleanout',
  field_events: STEWARDSHIP_MESSAGES.eventLogTitle,
  stewards: 'Stewards',
  fields: 'Enogen Fields',
} as const;
export type StewardshipSection = keyof typeof STEWARDSHIP_SECTIONS;
export const stewardshipSectionSchema = z.enum(
  Object.keys(STEWARDSHIP_SECTIONS) as [StewardshipSection, ...StewardshipSection[]],
);

/** What a section's History compares: the activity's rows and flags as the page reads them. */
export type StewardshipSnapshot = Pick<
  ActivityView,
  'fields' | 'storage_locations' | 'planting_cleanout' | 'harvest_cleanout' | 'stewards'
>;

/** A steward as the Stewards table names them: first and last name, else the e-mail. */
export const stewardLabel = (s: { first_name: string | null; last_name: string | null; email: string }) =>
  [s.first_name, s.last_name].filter(Boolean).join(' ') || s.email;

/** Each row's values under "<row>:<key>" (a row without its block has them empty). */
function rowValues<K extends string>(
  rows: readonly { name: string; block: Partial<Record<K, unknown>> | null }[],
  keys: readonly K[],
): Record<string, unknown> {
  return Object.fromEntries(rows.flatMap(({ name, block }) => keys.map((key) => [rowField(name, key), block?.[key]])));
}

/** A section's values, flat: what its History lists old → new. */
export function stewardshipSectionValues(
  section: Exclude<StewardshipSection, 'field_events'>,
  s: StewardshipSnapshot,
): Record<string, unknown> {
  switch (section) {
    case 'planting':
      return {
        ...rowValues(
          s.fields.map((f) => ({ name: f.field_name, block: f.planting })),
          PLANTING_KEYS,
        ),
        ...s.planting_cleanout,
      };
    case 'harvest':
      return {
        ...rowValues(
          // the unit as the section offers it (Bushels), not its code
          s.fields.map((f) => ({
            name: f.field_name,
            block: f.harvest && { ...f.harvest, unit_type: harvestUnitLabel(f.harvest.unit_type) || null },
          })),
          HARVEST_KEYS,
        ),
        ...s.harvest_cleanout,
      };
    case 'storage':
      return rowValues(
        s.storage_locations.map((l) => ({ name: l.location_name, block: l })),
        ['cleanout_date', 'capacity'],
      );
    case 'stewards':
      return { stewards: s.stewards.map(stewardLabel).sort() };
    case 'fields':
      return {
        fields: s.fields.map((f) => f.field_name),
        ...rowValues(
          s.fields.map((f) => ({ name: f.field_name, block: f })),
          ['acres', 'border_rows'],
        ),
      };
  }
}

/** The field changes of a section's save: its values before and after, old → new. */
export const stewardshipSectionChanges = (
  section: Exclude<StewardshipSection, 'field_events'>,
  before: StewardshipSnapshot,
  after: StewardshipSnapshot,
): FieldChange[] => diffChanges(stewardshipSectionValues(section, before), stewardshipSectionValues(section, after));

/**
 * A replant or a field lost adds an event rather than changing a value: its History lists the
 * event's values as new, in the modal's words, and a lost field as lost.
 */
export function fieldEventChanges(fieldName: string, event: FieldEventInput): FieldChange[] {
  const lost = event.type === 'field_lost';
  const at = (key: string) => rowField(fieldName, key);
  return diffChanges(lost ? { [at('field_lost')]: false } : {}, {
    [at(lost ? 'date_lost' : 'replanted_date')]: event.date,
    [at(lost ? 'acres_lost' : 'acres_replanted')]: event.acres,
    [at('notes')]: event.notes,
    ...(lost ? { [at('field_lost')]: true } : {}),
  });
}
