import { describe, expect, it } from 'vitest';
import {
  canHaveProductionPlans,
  contractYearDigits,
  isValidPlanInventoryCode,
  planInventoryCode,
} from './inventory-code';

describe('production plan inventory code', () => {
  it('is the two year digits and the company inventory code', () => {
    expect(planInventoryCode(2026, { company_type: 'grain-receiver', inventory_code: 'COR1' })).toBe('26COR1');
    expect(planInventoryCode(2027, { company_type: '3PO', inventory_code: 'MID1' })).toBe('27MID1');
    expect(planInventoryCode(2009, { company_type: 'grain-receiver', inventory_code: 'AB12' })).toBe('09AB12');
  });

  it('is the year digits and SYN1 for the provider, whatever its own code', () => {
    expect(planInventoryCode(2026, { company_type: 'syngenta', inventory_code: null })).toBe('26SYN1');
    expect(planInventoryCode(2025, { company_type: 'syngenta', inventory_code: 'ZZZ9' })).toBe('25SYN1');
  });

  it('cannot be built without a year or a company code', () => {
    expect(planInventoryCode(null, { company_type: 'grain-receiver', inventory_code: 'COR1' })).toBeNull();
    expect(planInventoryCode(2026, { company_type: 'grain-receiver', inventory_code: null })).toBeNull();
    expect(planInventoryCode(2026, { company_type: 'grain-receiver', inventory_code: '  ' })).toBeNull();
  });

  it('is valid only as 6 capitals or digits starting with the year digits', () => {
    expect(isValidPlanInventoryCode('26COR1', 2026)).toBe(true);
    expect(isValidPlanInventoryCode('26COR1')).toBe(true);
    expect(isValidPlanInventoryCode('25COR1', 2026)).toBe(false);
    expect(isValidPlanInventoryCode('26cor1', 2026)).toBe(false);
    expect(isValidPlanInventoryCode('26COR', 2026)).toBe(false);
    expect(isValidPlanInventoryCode('26COR12', 2026)).toBe(false);
    expect(isValidPlanInventoryCode('26CO-1', 2026)).toBe(false);
    expect(contractYearDigits(2100)).toBe('00');
  });

  it('belongs to syngenta, grain-receiver and 3PO companies only', () => {
    for (const type of ['syngenta', 'grain-receiver', '3PO']) expect(canHaveProductionPlans(type), type).toBe(true);
    for (const type of ['reseller', 'distributor', null])
      expect(canHaveProductionPlans(type), String(type)).toBe(false);
  });
});
