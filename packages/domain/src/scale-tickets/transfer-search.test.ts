import { describe, expect, it } from 'vitest';
import { SCALE_TICKET_MESSAGES } from './messages';
import { transferSearch, transferYears } from './transfer-search';

describe('transferSearch', () => {
  it('waits for 3 characters', () => {
    expect(transferSearch('  ab ', 2026)).toBeNull();
    expect(transferSearch('abc', 2026)).toEqual({ type: 'grower_name', term: 'abc' });
  });

  it('reads 16 characters starting with the year’s two digits as a new contract id', () => {
    expect(transferSearch('2612345678901234', 2026)).toEqual({ type: 'new_contract_id', term: '2612345678901234' });
    expect(transferSearch('26cor1000000042', 2026)).toEqual({ type: 'new_contract_id', term: '26COR1000000042' });
  });

  it('asks for the right year when the contract id’s digits differ', () => {
    expect(transferSearch('2512345678901234', 2026)).toEqual({ message: SCALE_TICKET_MESSAGES.transferContractIdYear });
  });

  it('prefixes 1 and 8 characters with 00, and reads 00 with 10+ characters as a SAP id', () => {
    expect(transferSearch('123456789', 2026)).toEqual({ type: 'sap_id', term: '00123456789' });
    expect(transferSearch('0012345678', 2026)).toEqual({ type: 'sap_id', term: '0012345678' });
    expect(transferSearch('001234', 2026)).toEqual({ type: 'grower_name', term: '001234' });
  });

  it('treats anything else as a grower name', () => {
    expect(transferSearch(' Lakeside Farms ', 2026)).toEqual({ type: 'grower_name', term: 'Lakeside Farms' });
  });
});

describe('transferYears', () => {
  it('offers the sales year and the 4 before it', () => {
    expect(transferYears(2026)).toEqual([2026, 2025, 2024, 2023, 2022]);
  });
});
