import { describe, expect, it } from 'vitest';
import { salesYearSchema } from './sales-year.schema';

describe('sales year', () => {
  it('takes a year as a number or a numeric string', () => {
    expect(salesYearSchema.parse({ sales_year: '2027' })).toEqual({ sales_year: 2027 });
    expect(salesYearSchema.safeParse({ sales_year: 'soon' }).success).toBe(false);
  });
});
