import {
  patchActivitySchema,
  rowDisabled,
  type ActivityView,
  type Harvest,
  type HarvestCleanout,
  type PatchActivity,
  type PlantingCleanout,
  type STEWARDSHIP_LIMITS,
} from '@portal/domain';

export type Section = 'planting' | 'harvest' | 'storage';

type StorageType = (typeof STEWARDSHIP_LIMITS.storageTypes)[number];

/** The widgets' forms hold the inputs' text; the patch body is built and validated on Save. */
export type PlantingRow = {
  field_id: string;
  field_name: string;
  total_planted_acres: string;
  planting_rate: string;
  plant_date: string;
  crop: string;
};
export type PlantingForm = { rows: PlantingRow[]; cleanout: PlantingCleanout; sameDate: boolean };

export type HarvestRow = {
  field_id: string;
  field_name: string;
  /** the field's planting is not complete yet (spec 3, §5) */
  disabled: boolean;
  total_acres: string;
  harvest_date: string;
  total_harvest: string;
  yield_per_acre: string;
  unit_type: '' | NonNullable<Harvest['unit_type']>;
  storage_type: '' | StorageType;
};
export type HarvestForm = { rows: HarvestRow[]; cleanout: HarvestCleanout; sameDate: boolean };

export type StorageRow = { location_name: string; capacity: string; cleanout_date: string };
export type StorageForm = { rows: StorageRow[] };

/** Errors by `<row index>.<key>` (or the key alone for the cleanout flags). */
export type FormErrors = Record<string, string>;

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const numberOf = (value: string) => (value.trim() === '' ? null : Number(value));
const dateOf = (value: string) => (value === '' ? null : value);
const ACRES = /^\d{1,7}(\.\d{1,2})?$/;

/** Lost fields leave the lists (spec 3, §4). */
const liveFields = (activity: ActivityView) => activity.fields.filter((field) => !field.field_lost);

export const plantingFormOf = (activity: ActivityView): PlantingForm => ({
  rows: liveFields(activity).map((field) => ({
    field_id: field.field_id,
    field_name: field.field_name,
    total_planted_acres: text(field.planting?.total_planted_acres),
    planting_rate: text(field.planting?.planting_rate),
    plant_date: text(field.planting?.plant_date),
    crop: text(field.planting?.crop),
  })),
  cleanout: { ...activity.planting_cleanout },
  sameDate: false,
});

export const harvestFormOf = (activity: ActivityView): HarvestForm => ({
  rows: liveFields(activity).map((field) => ({
    field_id: field.field_id,
    field_name: field.field_name,
    disabled: rowDisabled(field.planting),
    total_acres: text(field.harvest?.total_acres),
    harvest_date: text(field.harvest?.harvest_date),
    total_harvest: text(field.harvest?.total_harvest),
    yield_per_acre: text(field.harvest?.yield_per_acre),
    unit_type: field.harvest?.unit_type ?? '',
    storage_type: field.harvest?.storage_type ?? '',
  })),
  cleanout: { ...activity.harvest_cleanout },
  sameDate: false,
});

export const storageFormOf = (activity: ActivityView): StorageForm => ({
  rows: activity.storage_locations.map((location) => ({
    location_name: location.location_name,
    capacity: text(location.capacity),
    cleanout_date: text(location.cleanout_date),
  })),
});

export function plantingPatch(activityId: string, form: PlantingForm): PatchActivity {
  return {
    section: 'planting',
    stewardship_activity_id: activityId,
    fields: form.rows.map((row) => ({
      field_id: row.field_id,
      value: {
        // the spec's two-decimal string; a malformed value is sent as typed so the schema names it
        total_planted_acres:
          row.total_planted_acres === ''
            ? null
            : ACRES.test(row.total_planted_acres)
              ? Number(row.total_planted_acres).toFixed(2)
              : row.total_planted_acres,
        planting_rate: numberOf(row.planting_rate),
        plant_date: dateOf(row.plant_date),
        crop: numberOf(row.crop),
      },
    })),
    planting_cleanout: form.cleanout,
  };
}

export function harvestPatch(activityId: string, form: HarvestForm): PatchActivity {
  return {
    section: 'harvest',
    stewardship_activity_id: activityId,
    fields: form.rows
      .filter((row) => !row.disabled)
      .map((row) => ({
        field_id: row.field_id,
        value: {
          total_acres: numberOf(row.total_acres),
          harvest_date: dateOf(row.harvest_date),
          total_harvest: numberOf(row.total_harvest),
          yield_per_acre: numberOf(row.yield_per_acre),
          unit_type: row.unit_type || null,
          storage_type: row.storage_type || null,
        },
      })),
    harvest_cleanout: form.cleanout,
  };
}

export const storagePatch = (activityId: string, form: StorageForm): PatchActivity => ({
  section: 'storage',
  stewardship_activity_id: activityId,
  storage_locations: form.rows.map((row) => ({
    location_name: row.location_name,
    capacity: numberOf(row.capacity),
    cleanout_date: dateOf(row.cleanout_date),
  })),
});

function messageOf(issue: { code: string; message: string; maximum?: unknown; minimum?: unknown }) {
  if (issue.code === 'invalid_type') return 'Enter a number';
  if (issue.code === 'too_big') return `Enter at most ${String(issue.maximum)}`;
  if (issue.code === 'too_small') return `Enter at least ${String(issue.minimum)}`;
  return issue.message;
}

/**
 * The body checked with the domain schema; errors keyed by row and value. `rowOf` maps the body's
 * row index back to the form's (harvest leaves its disabled rows out).
 */
export function validatePatch(
  body: PatchActivity,
  rowOf: (index: number) => number = (index) => index,
): { body: PatchActivity; errors: null } | { body: null; errors: FormErrors } {
  const parsed = patchActivitySchema.safeParse(body);
  if (parsed.success) return { body: parsed.data, errors: null };
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const index = issue.path.find((part) => typeof part === 'number');
    const key = [...issue.path].reverse().find((part) => typeof part === 'string' && part !== 'value');
    const name = index === undefined ? String(key) : `${rowOf(index)}.${String(key)}`;
    errors[name] ??= messageOf(issue as Parameters<typeof messageOf>[0]);
  }
  return { body: null, errors };
}

/** Keeps digits and one point, with at most two decimals (spec 3, §3). */
export function decimalText(value: string): string {
  const kept = value.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  if (point === -1) return kept;
  return (
    kept.slice(0, point + 1) +
    kept
      .slice(point + 1)
      .replace(/\./g, '')
      .slice(0, 2)
  );
}

/** The same-date rule: the first (enabled) row's date copied to every other enabled row. */
export function copyFirstDate<Row>(rows: Row[], key: keyof Row, enabled: (row: Row) => boolean = () => true): Row[] {
  const first = rows.find(enabled);
  if (!first) return rows;
  return rows.map((row) => (enabled(row) ? { ...row, [key]: first[key] } : row));
}
