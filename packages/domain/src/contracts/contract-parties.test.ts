import { describe, expect, it } from 'vitest';
import { mayContractAsReseller } from './contract-parties';

describe('mayContractAsReseller', () => {
  it('1.50: admits Enogen dealers, and other resellers only when they allow Non Enogen Contracts', () => {
    expect(mayContractAsReseller({ enogen_dealer: true, allow_non_enogen_contracts: false })).toBe(true);
    expect(mayContractAsReseller({ enogen_dealer: false, allow_non_enogen_contracts: true })).toBe(true);
    expect(mayContractAsReseller({ enogen_dealer: false, allow_non_enogen_contracts: false })).toBe(false);
    expect(mayContractAsReseller({ enogen_dealer: null, allow_non_enogen_contracts: null })).toBe(false);
  });
});
