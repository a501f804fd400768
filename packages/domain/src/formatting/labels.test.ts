import { describe, expect, it } from 'vitest';
import {
  companyTypeLabel,
  deliveryTypeLabel,
  contractTypeLabel,
  languageLabel,
  roleNameLabel,
  roleTypeLabel,
  statusLabel,
} from './labels';

describe('labels', () => {
  it("keeps the spec's contract status texts", () => {
    expect(statusLabel('pendinggrowersigned')).toBe('pending grower signed');
    expect(statusLabel('amendmentpendinggrowersigned')).toBe('amd pend grower signed');
    expect(statusLabel('denied')).toBe('Denied');
  });
  it('names contract types, company types, role types and languages in words', () => {
    expect(contractTypeLabel('commercial-feed')).toBe('Commercial feed');
    expect(contractTypeLabel('fed-on-farm')).toBe('Fed on farm');
    expect(companyTypeLabel('grain-receiver')).toBe('Grain Receiver');
    expect(companyTypeLabel('distributor')).toBe('Distributor');
    expect(roleTypeLabel('internal')).toBe('Internal');
    expect(roleNameLabel('grain-ops-manager')).toBe('Grain ops manager');
    expect(languageLabel('en')).toBe('English');
    expect(languageLabel('fr')).toBe('French');
    expect(deliveryTypeLabel('high-moisture')).toBe('High moisture corn');
  });
  it('shows an unknown code as it is and nothing for a missing one', () => {
    expect(contractTypeLabel('something-new')).toBe('something-new');
    expect(companyTypeLabel(null)).toBe('');
    expect(languageLabel(undefined)).toBe('');
  });
});
