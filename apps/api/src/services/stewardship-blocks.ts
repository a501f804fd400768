import {
  STEWARDSHIP_LIMITS,
  type Harvest,
  type HarvestCleanout,
  type Planting,
  type PlantingCleanout,
} from '@portal/domain';

/**
 * A stewardship activity's stored JSON blocks as the wire shape: older or seeded rows may miss keys or
 * carry numbers as text. The stewardship page and the contract page's summary read them the same way.
 */
type Raw = Record<string, unknown> | null | undefined;

const num = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : null;
};
const date = (value: unknown): string | null =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
const flag = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);
const oneOf = <T extends string>(list: readonly T[], value: unknown): T | null =>
  list.includes(value as T) ? (value as T) : null;

export function plantingOf(raw: Raw): Planting | null {
  if (!raw) return null;
  const acres = num(raw.total_planted_acres);
  return {
    total_planted_acres: acres === null ? null : acres.toFixed(2),
    planting_rate: num(raw.planting_rate),
    plant_date: date(raw.plant_date),
    crop: num(raw.crop),
  };
}

export function harvestOf(raw: Raw): Harvest | null {
  if (!raw) return null;
  return {
    total_acres: num(raw.total_acres),
    harvest_date: date(raw.harvest_date),
    total_harvest: num(raw.total_harvest),
    yield_per_acre: num(raw.yield_per_acre),
    unit_type: oneOf(['bushels', 'tons'], raw.unit_type === 'bu' ? 'bushels' : raw.unit_type),
    storage_type: oneOf(STEWARDSHIP_LIMITS.storageTypes, raw.storage_type),
  };
}

export const plantingCleanoutOf = (raw: Raw): PlantingCleanout => ({
  planting_equipment: flag(raw?.planting_equipment),
  seed_return: flag(raw?.seed_return),
});
export const harvestCleanoutOf = (raw: Raw): HarvestCleanout => ({ harvest_equipment: flag(raw?.harvest_equipment) });
