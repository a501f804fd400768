import { describe, expect, it } from 'vitest';
import { cappedCountCache } from './contract-count-cache';

describe('cappedCountCache', () => {
  it('remembers only totals past the cap, for the TTL', () => {
    let now = 0;
    const cache = cappedCountCache(1_000, () => now);
    cache.offer('exact', 10_000, 10_000);
    expect(cache.get('exact')).toBeUndefined();
    cache.offer('capped', 10_001, 10_000);
    expect(cache.get('capped')).toBe(10_001);
    now = 999;
    expect(cache.get('capped')).toBe(10_001);
    now = 1_000;
    expect(cache.get('capped')).toBeUndefined();
  });

  it('keeps nothing with a TTL of 0', () => {
    const cache = cappedCountCache(0);
    cache.offer('capped', 10_001, 10_000);
    expect(cache.get('capped')).toBeUndefined();
  });
});
