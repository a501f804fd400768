import { describe, expect, it } from 'vitest';
import { defaultContractYearOptions, defaultPlantingAndHarvestDates, trainingVideoYears } from './years';

describe('year lists', () => {
  it('offers 5 default contract years starting 2 before the sales year', () => {
    expect(defaultContractYearOptions(2026)).toEqual([2024, 2025, 2026, 2027, 2028]);
  });
  it('offers 3 video years from the sales year minus 1', () => {
    expect(trainingVideoYears(2026)).toEqual([2025, 2026, 2027]);
  });
});

describe('planting and harvest date defaults', () => {
  it('are June 15 and November 15 of the selected year', () => {
    expect(defaultPlantingAndHarvestDates(2027)).toEqual({ planting_date: '2027-06-15', harvest_date: '2027-11-15' });
  });
});
