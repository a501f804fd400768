import { describe, expect, it } from 'vitest';
import { classifySearchTerm, contractSearchFilter, prefixSapId } from './search-terms';

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

  it('2.120: a contract search names a contract id, a grower SAP id or a grower name', () => {
    expect(contractSearchFilter(' 26cor1000000042 ')).toEqual({ new_contract_id: '26COR1000000042' });
    expect(contractSearchFilter('0012345678')).toEqual({ grower_sap_id: '0012345678' });
    expect(contractSearchFilter('Hansen Family')).toEqual({ grower_name: 'Hansen Family' });
    // too short for either id: a name
    expect(contractSearchFilter('26COR12')).toEqual({ grower_name: '26COR12' });
    expect(contractSearchFilter('00123')).toEqual({ grower_name: '00123' });
  });

  it('2.120: under three characters a contract search filters nothing', () => {
    expect(contractSearchFilter('')).toEqual({});
    expect(contractSearchFilter(' ab ')).toEqual({});
  });
});
