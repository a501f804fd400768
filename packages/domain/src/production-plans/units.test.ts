import { describe, expect, it } from 'vitest';
import { formatAmount } from '../formatting/quantities';
import {
  acresToBushels,
  bushelsToAcres,
  formatPremium,
  parseNumericInput,
  recalculateTotals,
  remainingAmounts,
  round2,
  roundPremium,
  sanitizeNumericInput,
} from './units';

describe('unit conversion', () => {
  it('acres times APH gives bushels, rounded', () => {
    expect(acresToBushels(100, 200)).toBe(20000);
    expect(acresToBushels(45.5, 199)).toBe(9055); // 9054.5 rounds up
    expect(acresToBushels(0.3, 1)).toBe(0);
  });

  it('bushels divided by APH gives acres to two decimals; no APH gives 0', () => {
    expect(bushelsToAcres(20000, 200)).toBe(100);
    expect(bushelsToAcres(10000, 3)).toBe(3333.33);
    expect(bushelsToAcres(500, 0)).toBe(0);
  });

  it('changing APH recalculates acres from bushels', () => {
    expect(recalculateTotals('aph', { aph: 250, total_acres: 100, total_units: 20000 })).toEqual({
      aph: 250,
      total_acres: 80,
      total_units: 20000,
    });
  });

  it('changing APH with only acres entered recalculates bushels', () => {
    expect(recalculateTotals('aph', { aph: 180, total_acres: 100, total_units: null })).toEqual({
      aph: 180,
      total_acres: 100,
      total_units: 18000,
    });
  });

  it('changing acres recalculates bushels and the reverse', () => {
    expect(recalculateTotals('total_acres', { aph: 200, total_acres: 12.5, total_units: 1 })).toEqual({
      aph: 200,
      total_acres: 12.5,
      total_units: 2500,
    });
    expect(recalculateTotals('total_units', { aph: 200, total_acres: 1, total_units: 30001 })).toEqual({
      aph: 200,
      total_acres: 150.01,
      total_units: 30001,
    });
    expect(recalculateTotals('total_acres', { aph: 200, total_acres: null, total_units: 5 }).total_units).toBeNull();
  });

  it('leaves the totals alone without a usable APH', () => {
    const totals = { aph: null, total_acres: 10, total_units: 99 };
    expect(recalculateTotals('total_acres', totals)).toBe(totals);
    expect(recalculateTotals('aph', { aph: 0, total_acres: 10, total_units: 99 })).toEqual({
      aph: 0,
      total_acres: 10,
      total_units: 99,
    });
    expect(recalculateTotals('aph', { aph: 200, total_acres: null, total_units: null })).toEqual({
      aph: 200,
      total_acres: null,
      total_units: null,
    });
  });
});

describe('remaining acres and units', () => {
  it('is the total minus the sum of the rows (empty cells count as 0)', () => {
    const rows = [
      { available_acres: 40, available_units: 8000 },
      { available_acres: 10.25, available_units: null },
      { available_acres: null, available_units: 1000 },
    ];
    expect(remainingAmounts({ total_acres: 100, total_units: 20000 }, rows)).toEqual({ acres: 49.75, units: 11000 });
  });

  it('goes negative when the rows exceed the totals, and is the total without rows', () => {
    expect(
      remainingAmounts({ total_acres: 10, total_units: 100 }, [{ available_acres: 15, available_units: 300 }]),
    ).toEqual({
      acres: -5,
      units: -200,
    });
    expect(remainingAmounts({ total_acres: null, total_units: 7 }, [])).toEqual({ acres: 0, units: 7 });
  });
});

describe('premium and numbers', () => {
  it('rounds and shows premiums with two decimals', () => {
    expect(roundPremium(0.125)).toBe(0.13);
    expect(round2(1.005)).toBe(1.01);
    expect(formatPremium(0.1)).toBe('0.10');
    expect(formatPremium(2)).toBe('2.00');
    expect(formatPremium(null)).toBe('');
  });

  it('numeric inputs keep only digits and one point', () => {
    expect(sanitizeNumericInput('1a2,3.4.5-')).toBe('123.45');
    expect(sanitizeNumericInput('..5')).toBe('.5');
    expect(sanitizeNumericInput('-12e3')).toBe('123');
    expect(parseNumericInput('12.50')).toBe(12.5);
    expect(parseNumericInput('')).toBeNull();
    expect(parseNumericInput('.')).toBeNull();
    expect(parseNumericInput('abc')).toBeNull();
  });

  it('formats amounts with separators and at most two decimals', () => {
    expect(formatAmount(1234567.891)).toBe('1,234,567.89');
    expect(formatAmount(0)).toBe('0');
    expect(formatAmount(null)).toBe('');
  });
});
