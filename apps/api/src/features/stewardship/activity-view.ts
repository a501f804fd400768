import { completenessOf, type ActivityField, type ActivityStorage, type Completeness } from '@portal/domain';
import { harvestOf, plantingCleanoutOf, plantingOf } from '../../services/stewardship-blocks';
import type { FieldRow, StorageRow } from './repository';

type Raw = Record<string, unknown> | null | undefined;

export function fieldOf(row: FieldRow): ActivityField {
  return {
    field_id: row.fieldId,
    field_name: row.fieldName,
    acres: row.acres,
    border_rows: row.borderRows,
    field_lost: row.fieldLost,
    planting: plantingOf(row.planting),
    harvest: harvestOf(row.harvest),
    field_lost_replant: (row.fieldLostReplant ?? []).map((e) => ({
      type: e.type === 'field_lost' ? 'field_lost' : 'replant',
      date: String(e.date ?? ''),
      acres: Number(e.acres ?? 0),
      notes: typeof e.notes === 'string' ? e.notes : null,
      user_name: typeof e.user_name === 'string' ? e.user_name : null,
      created: String(e.created ?? ''),
    })),
  };
}

export const storageOf = (row: StorageRow): ActivityStorage => ({
  location_name: row.locationName,
  capacity: row.capacity,
  cleanout_date: row.cleanoutDate,
});

/** The domain's completeness of an activity's rows. */
export function completenessOfRows(fields: FieldRow[], storage: StorageRow[], plantingCleanout: Raw): Completeness {
  return completenessOf({
    fields: fields.map(fieldOf),
    storage_locations: storage.map(storageOf),
    planting_cleanout: plantingCleanoutOf(plantingCleanout),
  });
}

export const isComplete = (c: Completeness): boolean => Object.values(c).every((level) => level === 'complete');
