import type { CompiledQuery } from '../db/raw-query';

/** Entries beyond this many are dropped wholesale (each is refilled by one computation). */
const MAX_ENTRIES = 1_000;

/**
 * Costly values (the totals of large scopes) remembered per key for `ttlMs` on this instance, the key
 * naming everything the value depends on (a query's SQL and parameters: the actor's visibility and the
 * filters). A TTL rather than invalidation: instances share no memory, and a TTL bounds the staleness
 * the same way on all. Only values `keep` accepts are remembered; the others (cheap, small scopes) are
 * computed on every call, so they are exact after any write on any instance. Concurrent calls for a
 * key share one pending computation (single-flight) and take its value when `keep` accepts it, else
 * compute their own (it may predate a write they follow). A TTL of 0 turns all of this off.
 */
export function remembered<T>(ttlMs: number, options: { max?: number; now?: () => number } = {}) {
  const { max = MAX_ENTRIES, now = () => Date.now() } = options;
  const entries = new Map<string, { value: T; until: number }>();
  const shared = singleFlight<T>();
  return {
    async through(key: string, compute: () => Promise<T>, keep: (value: T) => boolean): Promise<T> {
      if (ttlMs <= 0) return compute();
      const entry = entries.get(key);
      if (entry && entry.until > now()) return entry.value;
      if (entry) entries.delete(key);
      let joined = true;
      const value = await shared(key, async () => {
        joined = false;
        const computed = await compute();
        if (keep(computed)) {
          if (entries.size >= max) entries.clear();
          entries.set(key, { value: computed, until: now() + ttlMs });
        }
        return computed;
      });
      return !joined || keep(value) ? value : compute();
    },
  };
}
export type Remembered<T> = ReturnType<typeof remembered<T>>;

/**
 * Concurrent calls for a key share one pending computation, which each of them awaits; the next call
 * after it settles computes again. A key that names a state (a cache generation) keeps a call made
 * after the state changed from joining a computation that started before.
 */
export function singleFlight<T>() {
  const pending = new Map<string, Promise<T>>();
  return (key: string, compute: () => Promise<T>): Promise<T> => {
    const running = pending.get(key);
    if (running) return running;
    const computing = compute().finally(() => pending.delete(key));
    pending.set(key, computing);
    return computing;
  };
}

/** The key of a compiled query's value: its SQL text and parameters. */
export const queryKey = (query: CompiledQuery): string => `${query.sql}\n${JSON.stringify(query.params)}`;

/** One cache per owner (a database handle, a feature's deps), made on first use: each portal instance keeps its own. */
export function rememberedPer<O extends object, T>(make: (owner: O) => Remembered<T>): (owner: O) => Remembered<T> {
  const caches = new WeakMap<O, Remembered<T>>();
  return (owner) => {
    let cache = caches.get(owner);
    if (!cache) caches.set(owner, (cache = make(owner)));
    return cache;
  };
}
