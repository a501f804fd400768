import { describe, expect, it } from 'vitest';
import { defaultPlantingAndHarvestDates, plantingAndHarvestDateSchema } from './planting-dates.schema';

describe('planting and harvest dates', () => {
  it('take iso dates only', () => {
    expect(
      plantingAndHarvestDateSchema.safeParse({
        selected_year: 2026,
        planting_date: '06/15/2026',
        harvest_date: '2026-11-15',
      }).success,
    ).toBe(false);
  });
  it('default to June 15 and November 15 of the selected year', () => {
    expect(defaultPlantingAndHarvestDates(2027)).toEqual({ planting_date: '2027-06-15', harvest_date: '2027-11-15' });
  });
});
