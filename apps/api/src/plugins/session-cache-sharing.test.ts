import { describe, expect, it } from 'vitest';
import type { Actor } from './actor';
import { actorCache, sessionRevocations } from './session-cache';

/** A loader that counts its calls and answers when released. */
function heldLoader<T>(value: T) {
  let calls = 0;
  const waiting: (() => void)[] = [];
  const load = () => {
    calls += 1;
    return new Promise<T>((resolve) => waiting.push(() => resolve(value)));
  };
  return { load, calls: () => calls, release: () => waiting.splice(0).forEach((resolve) => resolve()) };
}

const actor = { userId: 'u1' } as unknown as Actor;
const session = { userId: 'u1', sessionEnd: new Date(Date.now() + 3_600_000) };

describe('actor cache', () => {
  it("a user's concurrent requests share one load of the permissions", async () => {
    const loader = heldLoader<Actor | null>(actor);
    const cache = actorCache(loader.load, 5_000);
    const loads = Array.from({ length: 8 }, () => cache.load('u1'));
    loader.release();
    expect(await Promise.all(loads)).toEqual(Array(8).fill(actor));
    expect(loader.calls()).toBe(1);
    await cache.load('u1');
    expect(loader.calls()).toBe(1);
  });

  it('a request after a write does not join a load that started before it, nor is that load kept', async () => {
    const loader = heldLoader<Actor | null>(actor);
    const cache = actorCache(loader.load, 5_000);
    const before = cache.load('u1');
    cache.invalidate();
    const after = cache.load('u1');
    expect(loader.calls()).toBe(2);
    loader.release();
    await Promise.all([before, after]);
    void cache.load('u1');
    expect(loader.calls()).toBe(2); // the second load, after the write, is kept
  });
});

describe('session verification', () => {
  it('concurrent requests with one cookie verify it once, and it is remembered', async () => {
    const sessions = sessionRevocations(5_000);
    const check = heldLoader<typeof session | null>(session);
    const users = Array.from({ length: 8 }, () => sessions.verify('token', check.load));
    check.release();
    expect(await Promise.all(users)).toEqual(Array(8).fill('u1'));
    expect(check.calls()).toBe(1);
    expect(sessions.recall('token')).toBe('u1');
  });

  it('a revocation during a verification: later requests verify again, and the earlier result is not remembered', async () => {
    const sessions = sessionRevocations(5_000);
    const check = heldLoader<typeof session | null>(session);
    const before = sessions.verify('token', check.load);
    sessions.revoke('u1');
    const after = sessions.verify('token', check.load);
    expect(check.calls()).toBe(2);
    check.release();
    await Promise.all([before, after]);
    expect(sessions.recall('token')).toBe('u1'); // the verification after the revocation
  });

  it('a cookie that does not verify is not remembered', async () => {
    const sessions = sessionRevocations(5_000);
    expect(await sessions.verify('token', async () => null)).toBeUndefined();
    expect(sessions.recall('token')).toBeUndefined();
  });
});
