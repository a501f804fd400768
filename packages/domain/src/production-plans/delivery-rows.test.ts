import { describe, expect, it } from 'vitest';
import { contractTypeLabel } from '../formatting/labels';
import {
  childTotals,
  clearChildValues,
  endProductTypesFor,
  hasPremiumToggle,
  isCompletedChildRow,
  isEnteredRow,
  isFullDeliveryRow,
  isQualifyingDeliveryRow,
  parentAvailability,
  rowKey,
  type MonthlyUnitInput,
} from './delivery-rows';

const row = (values: Partial<MonthlyUnitInput> = {}): MonthlyUnitInput => ({
  month: 9,
  year: 2026,
  end_product_type: 'grain',
  available_acres: null,
  available_units: null,
  ...values,
});

describe('delivery row qualification', () => {
  it('needs acres and units both filled and nonzero', () => {
    expect(isFullDeliveryRow(row({ available_acres: 10, available_units: 2000 }))).toBe(true);
    expect(isFullDeliveryRow(row({ available_acres: 10, available_units: 0 }))).toBe(false);
    expect(isFullDeliveryRow(row({ available_acres: null, available_units: 2000 }))).toBe(false);
    expect(isFullDeliveryRow(row({ available_acres: 0, available_units: 0 }))).toBe(false);
  });

  it('with a parent, a complete child pair also qualifies', () => {
    const child = row({ child_plan_acres: 5, child_plan_units: 900 });
    expect(isCompletedChildRow(child)).toBe(true);
    expect(isQualifyingDeliveryRow(child, true)).toBe(true);
    expect(isQualifyingDeliveryRow(child, false)).toBe(false);
    expect(isQualifyingDeliveryRow(row({ child_plan_acres: 5, child_plan_units: 0 }), true)).toBe(false);
    expect(isQualifyingDeliveryRow(row({ available_acres: 1, available_units: 1 }), false)).toBe(true);
  });

  it('keeps rows that have anything entered', () => {
    expect(isEnteredRow(row(), false)).toBe(false);
    expect(isEnteredRow(row({ premium: 0.25 }), false)).toBe(true);
    expect(isEnteredRow(row({ available_units: 3 }), false)).toBe(true);
    expect(isEnteredRow(row({ child_plan_units: 3 }), false)).toBe(false);
    expect(isEnteredRow(row({ child_plan_units: 3 }), true)).toBe(true);
  });

  it('clears child values when the parent goes and sums them otherwise', () => {
    const rows = [
      row({ child_plan_acres: 5, child_plan_units: 900 }),
      row({ month: 10, child_plan_acres: 2.5, child_plan_units: null }),
    ];
    expect(childTotals(rows)).toEqual({ total_child_acres: 7.5, total_child_units: 900 });
    expect(clearChildValues(rows).every((r) => r.child_plan_acres === null && r.child_plan_units === null)).toBe(true);
  });
});

describe('end product types and premium toggle', () => {
  it('offers silage, earlage and high moisture corn only for commercial-feed', () => {
    expect(endProductTypesFor('commercial-feed')).toEqual(['grain', 'silage', 'earlage', 'high-moisture']);
    expect(endProductTypesFor('fuel')).toEqual(['grain']);
    expect(endProductTypesFor(null)).toEqual(['grain']);
  });

  it('names the contract types for the screen', () => {
    expect(contractTypeLabel('commercial-feed')).toBe('Commercial feed');
    expect(contractTypeLabel('fuel')).toBe('Fuel');
    expect(contractTypeLabel('something-new')).toBe('something-new');
    expect(contractTypeLabel(null)).toBe('');
  });

  it('shows the per-acre/per-bushel toggle for Fuel only', () => {
    expect(hasPremiumToggle('fuel')).toBe(true);
    expect(hasPremiumToggle('enogen')).toBe(false);
  });
});

describe('parent availability and the duplicate-month rule', () => {
  const parent = {
    contract_year: 2026,
    monthly_units: [
      row({ month: 9, year: 2026, available_acres: 10, available_units: 2000 }),
      row({ month: 10, year: 2026, available_acres: 20, available_units: 4000 }),
      row({ month: 9, year: 2027, available_acres: 30, available_units: 6000 }),
      row({ month: 10, year: 2026, end_product_type: 'silage', available_acres: 1, available_units: 15 }),
    ],
  };

  it('matches month and year when the plan years are the same', () => {
    const same = parentAvailability(parent, 2026);
    expect(same.get(rowKey(9, 2026, 'grain'))).toEqual({ acres: 10, units: 2000 });
    expect(same.get(rowKey(9, 2027, 'grain'))).toEqual({ acres: 30, units: 6000 });
    expect(same.get(rowKey(10, 2026, 'grain'))).toEqual({ acres: 20, units: 4000 });
    expect(same.get(rowKey(10, 2026, 'silage'))).toEqual({ acres: 1, units: 15 });
    expect(same.get(rowKey(11, 2026, 'grain'))).toEqual({ acres: 0, units: 0 });
  });

  it('matches the calendar month when the years differ, with September zero for the parent', () => {
    const other = parentAvailability(parent, 2027);
    expect(other.size).toBe(13 * 4);
    expect(other.get(rowKey(9, 2027, 'grain'))).toEqual({ acres: 0, units: 0 });
    expect(other.get(rowKey(9, 2028, 'grain'))).toEqual({ acres: 0, units: 0 });
    expect(other.get(rowKey(10, 2027, 'grain'))).toEqual({ acres: 20, units: 4000 });
  });
});
