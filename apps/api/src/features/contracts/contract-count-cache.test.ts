import { describe, expect, it } from 'vitest';
import { cappedCountCache } from './contract-count-cache';

const capped = (total: number) => total > 10_000;

describe('cappedCountCache', () => {
  it('remembers only totals past the cap, for the TTL', async () => {
    let now = 0;
    let counts = 0;
    const count = (total: number) => async () => {
      counts += 1;
      return total;
    };
    const cache = cappedCountCache(1_000, () => now);
    await cache.through('exact', count(10_000), capped);
    expect(await cache.through('exact', count(9_999), capped)).toBe(9_999);
    await cache.through('capped', count(10_001), capped);
    expect(await cache.through('capped', count(5), capped)).toBe(10_001);
    now = 999;
    expect(await cache.through('capped', count(5), capped)).toBe(10_001);
    now = 1_000;
    expect(await cache.through('capped', count(5), capped)).toBe(5);
    expect(counts).toBe(4);
  });

  it('keeps nothing with a TTL of 0', async () => {
    const cache = cappedCountCache(0);
    await cache.through('capped', async () => 10_001, capped);
    expect(await cache.through('capped', async () => 5, capped)).toBe(5);
  });
});
