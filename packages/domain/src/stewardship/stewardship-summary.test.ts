import { describe, expect, it } from 'vitest';
import { stewardshipSummary } from './stewardship-summary';

const planting = { total_planted_acres: '40.00', planting_rate: 32000, plant_date: '2026-05-02', crop: 190 };
const harvest = {
  total_acres: 40,
  harvest_date: '2026-10-02',
  total_harvest: 7600,
  yield_per_acre: 190,
  unit_type: 'bushels' as const,
  storage_type: 'Grain' as const,
};

describe('stewardshipSummary', () => {
  it('2.57: counts the live fields planted and harvested, the lost ones, and keeps each location’s cleanout date and capacity', () => {
    const summary = stewardshipSummary({
      stewardship_activity_id: 'a-1',
      fields: [
        { field_lost: false, planting, harvest },
        { field_lost: false, planting, harvest: { ...harvest, total_harvest: null } },
        { field_lost: false, planting: { ...planting, crop: 0 }, harvest: null },
        { field_lost: true, planting: null, harvest: null },
      ],
      storage_locations: [
        { location_name: 'East bin', capacity: 5000, cleanout_date: '2026-08-01' },
        { location_name: 'West bin', capacity: null, cleanout_date: null },
      ],
      planting_cleanout: { planting_equipment: true, seed_return: null },
      harvest_cleanout: { harvest_equipment: false },
    });
    expect(summary).toEqual({
      stewardship_activity_id: 'a-1',
      completeness: { planting: 'partial', harvest: 'partial', storage: 'partial', planting_cleanout: 'partial' },
      fields: { total: 3, planted: 2, harvested: 1, lost: 1 },
      storage_locations: [
        { location_name: 'East bin', capacity: 5000, cleanout_date: '2026-08-01' },
        { location_name: 'West bin', capacity: null, cleanout_date: null },
      ],
      cleanout: { planting_equipment: true, seed_return: null, harvest_equipment: false },
    });
  });

  it('an activity with nothing recorded is empty everywhere', () => {
    const summary = stewardshipSummary({
      stewardship_activity_id: 'a-1',
      fields: [],
      storage_locations: [],
      planting_cleanout: { planting_equipment: null, seed_return: null },
      harvest_cleanout: { harvest_equipment: null },
    });
    expect(summary.completeness).toEqual({
      planting: 'empty',
      harvest: 'empty',
      storage: 'empty',
      planting_cleanout: 'empty',
    });
    expect(summary.fields).toEqual({ total: 0, planted: 0, harvested: 0, lost: 0 });
  });
});
