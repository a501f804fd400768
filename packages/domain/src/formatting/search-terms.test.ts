import { describe, expect, it } from 'vitest';
import { classifySearchTerm, prefixSapId, usDateToIso } from './search-terms';

describe('search term rules', () => {
  it('prefixes eight-digit SAP ids with 00', () => {
    expect(prefixSapId('12345678')).toBe('0012345678');
    expect(prefixSapId('0012345678')).toBe('0012345678');
    expect(prefixSapId('ACME')).toBe('ACME');
  });

  it('applies the 1+8 rule and recognises SAP-style ids', () => {
    expect(classifySearchTerm('123456789')).toEqual({ term: '00123456789', kind: 'sap_id' });
    expect(classifySearchTerm('0012345678')).toEqual({ term: '0012345678', kind: 'sap_id' });
    expect(classifySearchTerm('00123')).toEqual({ term: '00123', kind: 'text' });
  });

  it('recognises new contract ids and plain text', () => {
    expect(classifySearchTerm('26ENO123456789').kind).toBe('new_contract_id');
    expect(classifySearchTerm('Prairie Gold').kind).toBe('text');
  });

  it('converts mm/dd/yyyy to yyyy-mm-dd', () => {
    expect(usDateToIso('6/5/2026')).toBe('2026-06-05');
    expect(usDateToIso('2026-06-05')).toBe('2026-06-05');
  });
});
