import { describe, expect, it } from 'vitest';
import { deliveryMonths } from '../production-plans/delivery-months';
import { dateColumnIndex, firstColumnOrdinal, monthColumnIndex, monthColumns, monthOrdinal } from './month-columns';

describe('monthColumns', () => {
  it('has the 13 months from September of the report year, labelled like Sep-25', () => {
    const columns = monthColumns(2025);
    expect(columns).toHaveLength(13);
    expect(columns.map((c) => c.label)).toEqual([
      'Sep-25',
      'Oct-25',
      'Nov-25',
      'Dec-25',
      'Jan-26',
      'Feb-26',
      'Mar-26',
      'Apr-26',
      'May-26',
      'Jun-26',
      'Jul-26',
      'Aug-26',
      'Sep-26',
    ]);
  });

  it('finds the column of a month and of a date, -1 outside', () => {
    expect(monthColumnIndex(2026, 9, 2026)).toBe(0);
    expect(monthColumnIndex(2026, 1, 2027)).toBe(4);
    expect(monthColumnIndex(2026, 9, 2027)).toBe(12);
    expect(monthColumnIndex(2026, 8, 2026)).toBe(-1);
    expect(monthColumnIndex(2026, 10, 2027)).toBe(-1);
    expect(dateColumnIndex(2026, '2026-10-04')).toBe(1);
    expect(dateColumnIndex(2026, '2027-09-30')).toBe(12);
    expect(dateColumnIndex(2026, '2026-08-31')).toBe(-1);
    expect(dateColumnIndex(2026, 'not a date')).toBe(-1);
  });

  it('runs a report year from its September to the next September, as a contract year (2022 to 2026)', () => {
    expect(monthColumns(2022)[0]!.label).toBe('Sep-22');
    expect(monthColumns(2026).at(-1)!.label).toBe('Sep-27');
    expect(monthColumns(2026).map((c) => c.key)).toEqual(deliveryMonths(2026).map((m) => m.key));
  });

  it('numbers months so that a column is a difference of ordinals', () => {
    expect(monthOrdinal(1, 2027) - firstColumnOrdinal(2026)).toBe(4);
  });
});
