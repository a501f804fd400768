import { describe, expect, it } from 'vitest';
import {
  completenessOf,
  harvestCleanoutSet,
  harvestLevel,
  isBlank,
  plantingCleanoutLevel,
  plantingLevel,
  rowDisabled,
  storageLevel,
} from './completeness';
import type { ActivityField, Harvest, Planting } from './stewardship.schema';

const planting: Planting = { total_planted_acres: '80.00', planting_rate: 32000, plant_date: '2026-05-01', crop: 190 };
const harvest: Harvest = {
  total_acres: 80,
  harvest_date: '2026-10-10',
  total_harvest: 15200,
  yield_per_acre: 190,
  unit_type: 'bushels',
  storage_type: 'Grain',
};
const empty = { planting: null, harvest: null };
const field = (values: Partial<ActivityField> = {}): ActivityField => ({
  field_id: crypto.randomUUID(),
  field_name: 'North 80',
  acres: 80,
  border_rows: false,
  field_lost: false,
  ...empty,
  field_lost_replant: [],
  ...values,
});

describe('isBlank', () => {
  it('treats empty, --, zero and missing as not filled', () => {
    for (const value of [null, undefined, '', '  ', '--', '0', 0, '0.00']) expect(isBlank(value)).toBe(true);
    for (const value of ['12.50', 1, 'bushels', '2026-05-01']) expect(isBlank(value)).toBe(false);
  });
});

describe('planting and harvest levels', () => {
  it('is complete when every live field has the 4 planting values', () => {
    expect(plantingLevel([field({ planting }), field({ planting })])).toBe('complete');
  });

  it('is partial when a field misses a value or another field has none', () => {
    expect(plantingLevel([field({ planting: { ...planting, crop: null } })])).toBe('partial');
    expect(plantingLevel([field({ planting }), field()])).toBe('partial');
  });

  it("is empty with no fields, or when every value is empty, '--' or '0'", () => {
    expect(plantingLevel([])).toBe('empty');
    expect(plantingLevel([field()])).toBe('empty');
    expect(
      plantingLevel([
        field({ planting: { total_planted_acres: '0', planting_rate: 0, plant_date: null, crop: null } }),
      ]),
    ).toBe('empty');
  });

  it('ignores lost fields', () => {
    expect(plantingLevel([field({ planting }), field({ field_lost: true })])).toBe('complete');
    expect(harvestLevel([field({ harvest }), field({ field_lost: true, planting })])).toBe('complete');
    expect(plantingLevel([field({ field_lost: true, planting })])).toBe('empty');
  });

  it('needs the 6 harvest values per field', () => {
    expect(harvestLevel([field({ harvest })])).toBe('complete');
    expect(harvestLevel([field({ harvest: { ...harvest, storage_type: null } })])).toBe('partial');
    expect(harvestLevel([field({ planting })])).toBe('empty');
  });
});

describe('storage and cleanout', () => {
  it('needs both date and capacity for every location', () => {
    const bin = { location_name: 'Bin 1', capacity: 5000, cleanout_date: '2026-09-01' };
    expect(storageLevel([bin, { ...bin, location_name: 'Bin 2' }])).toBe('complete');
    expect(storageLevel([bin, { ...bin, capacity: null }])).toBe('partial');
    expect(storageLevel([{ ...bin, capacity: 0, cleanout_date: null }])).toBe('empty');
    expect(storageLevel([])).toBe('empty');
  });

  it('planting cleanout is complete only with both flags set (false counts as set)', () => {
    expect(plantingCleanoutLevel({ planting_equipment: true, seed_return: false })).toBe('complete');
    expect(plantingCleanoutLevel({ planting_equipment: true, seed_return: null })).toBe('partial');
    expect(plantingCleanoutLevel({ planting_equipment: null, seed_return: null })).toBe('empty');
    expect(harvestCleanoutSet({ harvest_equipment: false })).toBe(true);
    expect(harvestCleanoutSet({ harvest_equipment: null })).toBe(false);
  });

  it('completenessOf combines the four sections', () => {
    expect(
      completenessOf({
        fields: [field({ planting, harvest: { ...harvest, total_harvest: null } })],
        storage_locations: [],
        planting_cleanout: { planting_equipment: true, seed_return: true },
      }),
    ).toEqual({ planting: 'complete', harvest: 'partial', storage: 'empty', planting_cleanout: 'complete' });
  });
});

describe('rowDisabled', () => {
  it("disables a row while acres, rate, date or crop is empty, '--' or '0'", () => {
    expect(rowDisabled(planting)).toBe(false);
    expect(rowDisabled(null)).toBe(true);
    expect(rowDisabled({ ...planting, total_planted_acres: '0' })).toBe(true);
    expect(rowDisabled({ ...planting, planting_rate: null })).toBe(true);
    expect(rowDisabled({ ...planting, plant_date: null })).toBe(true);
    expect(rowDisabled({ ...planting, crop: 0 })).toBe(true);
  });
});
