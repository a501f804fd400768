import type { StewardshipLevel } from '../contracts/contract-view';
import type {
  ActivityField,
  Completeness,
  Harvest,
  HarvestCleanout,
  Planting,
  PlantingCleanout,
  ActivityStorage,
} from './stewardship.schema';

/** Empty, '--' and zero count as not filled (spec 3, §5). */
export const isBlank = (value: unknown): boolean => {
  if (value === null || value === undefined) return true;
  const text = String(value).trim();
  return text === '' || text === '--' || Number(text) === 0;
};

export const PLANTING_KEYS = [
  'total_planted_acres',
  'planting_rate',
  'plant_date',
  'crop',
] as const satisfies readonly (keyof Planting)[];
export const HARVEST_KEYS = [
  'total_acres',
  'harvest_date',
  'total_harvest',
  'yield_per_acre',
  'unit_type',
  'storage_type',
] as const satisfies readonly (keyof Harvest)[];

/** A planting or harvest row is disabled while its field's planting (acres, rate, date, crop) is not all filled. */
export const rowDisabled = (planting: Planting | null | undefined): boolean =>
  !planting || PLANTING_KEYS.some((key) => isBlank(planting[key]));

/** complete when every item has every value, empty when none has any, partial otherwise. */
function levelOf<T>(items: T[], keys: readonly (keyof T)[]): StewardshipLevel {
  if (items.length === 0) return 'empty';
  const filled = items.map((item) => keys.filter((key) => !isBlank(item[key])).length);
  if (filled.every((n) => n === keys.length)) return 'complete';
  if (filled.every((n) => n === 0)) return 'empty';
  return 'partial';
}

const live = (fields: ActivityField[]) => fields.filter((field) => !field.field_lost);

export const plantingLevel = (fields: ActivityField[]): StewardshipLevel =>
  levelOf(
    live(fields).map((f) => f.planting ?? ({} as Planting)),
    PLANTING_KEYS,
  );

export const harvestLevel = (fields: ActivityField[]): StewardshipLevel =>
  levelOf(
    live(fields).map((f) => f.harvest ?? ({} as Harvest)),
    HARVEST_KEYS,
  );

/** Every location needs both its cleanout date and its capacity. */
export const storageLevel = (locations: ActivityStorage[]): StewardshipLevel =>
  levelOf(locations, ['cleanout_date', 'capacity']);

/** Complete only when both planting equipment and seed return are set. */
export const plantingCleanoutLevel = (flags: PlantingCleanout): StewardshipLevel => {
  const set = [flags.planting_equipment, flags.seed_return].filter((v) => v !== null && v !== undefined).length;
  return set === 2 ? 'complete' : set === 0 ? 'empty' : 'partial';
};

export const harvestCleanoutSet = (flags: HarvestCleanout): boolean =>
  flags.harvest_equipment !== null && flags.harvest_equipment !== undefined;

export function completenessOf(activity: {
  fields: ActivityField[];
  storage_locations: ActivityStorage[];
  planting_cleanout: PlantingCleanout;
}): Completeness {
  return {
    planting: plantingLevel(activity.fields),
    harvest: harvestLevel(activity.fields),
    storage: storageLevel(activity.storage_locations),
    planting_cleanout: plantingCleanoutLevel(activity.planting_cleanout),
  };
}
