import { describe, expect, it } from 'vitest';
import { CANADIAN_PROVINCES, defaultStateFor, isRegionOf, regionLabel, regionsOf, US_STATES } from './regions';

describe('states and provinces', () => {
  it('defaults USA to AL and any other country to Alberta', () => {
    expect(defaultStateFor('USA')).toBe('AL');
    expect(defaultStateFor('Canada')).toBe('AB');
    expect(regionLabel('Canada', defaultStateFor('Canada'))).toBe('Alberta');
  });

  it('offers the US states and territories, or the 13 Canadian provinces and territories', () => {
    expect(regionsOf('USA')).toBe(US_STATES);
    expect(US_STATES).toHaveLength(56);
    for (const territory of ['DC', 'PR', 'GU', 'VI', 'AS', 'MP']) expect(isRegionOf('USA', territory)).toBe(true);
    expect(regionsOf('Canada')).toBe(CANADIAN_PROVINCES);
    expect(CANADIAN_PROVINCES).toHaveLength(13);
    expect(isRegionOf('Canada', 'ON')).toBe(true);
    expect(isRegionOf('Canada', 'IA')).toBe(false);
    expect(new Set(US_STATES.map((s) => s.value)).size).toBe(56);
  });
});
