import { describe, expect, it } from 'vitest';
import { defaultContractYearOptions, trainingVideoYears } from './years';

describe('year lists', () => {
  it('offers 5 default contract years starting 2 before the sales year', () => {
    expect(defaultContractYearOptions(2026)).toEqual([2024, 2025, 2026, 2027, 2028]);
  });
  it('offers 3 video years from the sales year minus 1', () => {
    expect(trainingVideoYears(2026)).toEqual([2025, 2026, 2027]);
  });
});
