import { describe, expect, it } from 'vitest';
import { deliveryMonthLabel, deliveryMonths, isDeliveryMonth, monthKey } from './delivery-months';

describe('delivery months', () => {
  it('spans 13 months from September of the contract year, labelled like Sep-25', () => {
    const months = deliveryMonths(2025);
    expect(months).toHaveLength(13);
    expect(months.map((m) => m.label)).toEqual([
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
    expect(months[0]).toEqual({ month: 9, year: 2025, label: 'Sep-25', key: '2025-09' });
    expect(months[12]).toEqual({ month: 9, year: 2026, label: 'Sep-26', key: '2026-09' });
  });

  it('pads labels and keys', () => {
    expect(deliveryMonthLabel(1, 2009)).toBe('Jan-09');
    expect(deliveryMonthLabel(12, 2100)).toBe('Dec-00');
    expect(monthKey(3, 2027)).toBe('2027-03');
  });

  it('knows which months belong to a contract year', () => {
    expect(isDeliveryMonth(2026, 9, 2026)).toBe(true);
    expect(isDeliveryMonth(2026, 9, 2027)).toBe(true);
    expect(isDeliveryMonth(2026, 8, 2026)).toBe(false);
    expect(isDeliveryMonth(2026, 10, 2027)).toBe(false);
  });
});
