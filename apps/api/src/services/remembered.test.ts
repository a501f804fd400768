import { describe, expect, it } from 'vitest';
import { remembered } from './remembered';

const large = (n: number) => n >= 1_000;

/** A computation that counts its calls and resolves when told. */
function deferred(value: number) {
  let calls = 0;
  let release = () => {};
  const compute = () => {
    calls += 1;
    return new Promise<number>((resolve) => (release = () => resolve(value)));
  };
  return { compute, release: () => release(), calls: () => calls };
}

/** A computation answering `value` that counts its calls. */
function counter(value: number | ((call: number) => number)) {
  let calls = 0;
  const compute = async () => {
    calls += 1;
    return typeof value === 'number' ? value : value(calls);
  };
  return { compute, calls: () => calls };
}

describe('remembered', () => {
  it('keeps a value keep accepts for the TTL, then computes again', async () => {
    let now = 0;
    const cache = remembered<number>(10_000, { now: () => now });
    const { compute, calls } = counter((call) => call * 1_000);
    expect(await cache.through('k', compute, large)).toBe(1_000);
    now = 9_999;
    expect(await cache.through('k', compute, large)).toBe(1_000);
    now = 10_000;
    expect(await cache.through('k', compute, large)).toBe(2_000);
    expect(calls()).toBe(2);
  });

  it('computes a value under the threshold on every call', async () => {
    const cache = remembered<number>(10_000, { now: () => 0 });
    const { compute, calls } = counter(999);
    await cache.through('k', compute, large);
    await cache.through('k', compute, large);
    expect(calls()).toBe(2);
  });

  it('shares one pending computation between concurrent calls for a key', async () => {
    const cache = remembered<number>(10_000, { now: () => 0 });
    const job = deferred(5_000);
    const calls = [cache.through('k', job.compute, large), cache.through('k', job.compute, large)];
    const other = cache.through('other', async () => 7_000, large);
    job.release();
    expect(await Promise.all(calls)).toEqual([5_000, 5_000]);
    expect(await other).toBe(7_000);
    expect(job.calls()).toBe(1);
  });

  it('lets a concurrent call compute its own value when the shared one is small', async () => {
    const cache = remembered<number>(10_000, { now: () => 0 });
    const first = deferred(10);
    const leader = cache.through('k', first.compute, large);
    const own = counter(20);
    const follower = cache.through('k', own.compute, large);
    first.release();
    expect(await leader).toBe(10);
    expect(await follower).toBe(20);
    expect(own.calls()).toBe(1);
  });

  it('forgets a failed computation', async () => {
    const cache = remembered<number>(10_000, { now: () => 0 });
    await expect(cache.through('k', () => Promise.reject(new Error('down')), large)).rejects.toThrow('down');
    expect(await cache.through('k', async () => 3_000, large)).toBe(3_000);
  });

  it('keeps at most max entries', async () => {
    const cache = remembered<number>(10_000, { max: 2, now: () => 0 });
    const { compute, calls } = counter(1_000);
    await cache.through('a', compute, large);
    await cache.through('b', compute, large);
    await cache.through('a', compute, large);
    expect(calls()).toBe(2);
    await cache.through('c', compute, large); // the third entry drops the others
    await cache.through('a', compute, large);
    expect(calls()).toBe(4);
  });

  it('remembers nothing and shares nothing with a TTL of 0', async () => {
    const cache = remembered<number>(0);
    const counted = counter(5_000);
    await Promise.all([cache.through('k', counted.compute, large), cache.through('k', counted.compute, large)]);
    await cache.through('k', counted.compute, large);
    expect(counted.calls()).toBe(3);
  });
});
