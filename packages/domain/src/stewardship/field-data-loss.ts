import { HARVEST_KEYS, isBlank, PLANTING_KEYS } from './completeness';
import type { ActivityField } from './stewardship.schema';

/** What a field holds: its recorded planting and harvest values and its replant log. */
export type RecordedField = Pick<ActivityField, 'field_id' | 'field_name' | 'field_lost'> & {
  planting: Partial<Record<(typeof PLANTING_KEYS)[number], unknown>> | null;
  harvest: Partial<Record<(typeof HARVEST_KEYS)[number], unknown>> | null;
  field_lost_replant: unknown[] | null;
};

export type DataLoss = { field_id: string; field_name: string; data: ('planting' | 'harvest' | 'replant')[] };

const filled = (block: Record<string, unknown> | null, keys: readonly string[]) =>
  Boolean(block) && keys.some((key) => !isBlank(block![key]));

/**
 * The assigned fields that an assignment of `keptIds` removes while they hold recorded data (a
 * removed field's data is deleted with it; lost fields are never removed).
 */
export function fieldsLosingData(assigned: RecordedField[], keptIds: readonly string[]): DataLoss[] {
  const kept = new Set(keptIds);
  return assigned.flatMap((field) => {
    if (field.field_lost || kept.has(field.field_id)) return [];
    const data: DataLoss['data'] = [];
    if (filled(field.planting, PLANTING_KEYS)) data.push('planting');
    if (filled(field.harvest, HARVEST_KEYS)) data.push('harvest');
    if (field.field_lost_replant?.length) data.push('replant');
    return data.length ? [{ field_id: field.field_id, field_name: field.field_name, data }] : [];
  });
}

const list = (words: string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** The question (and the API's refusal) naming what a removal deletes. */
export function dataLossMessage(losses: DataLoss[]): string {
  const lines = losses.map((loss) => `Field ${loss.field_name} has recorded ${list(loss.data)} data.`);
  return `${lines.join(' ')} Removing ${losses.length > 1 ? 'them' : 'it'} deletes that data.`;
}
