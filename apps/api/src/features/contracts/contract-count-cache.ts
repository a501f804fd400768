/** How long a capped count stays remembered. */
export const CAPPED_COUNT_TTL_MS = 10_000;
/** Entries beyond this many are dropped wholesale (each is refilled by one count). */
const MAX_ENTRIES = 1_000;

/**
 * Totals of the contracts list that reached the cap ("10,000+"), per query (its SQL and parameters:
 * the actor's visibility and the filters), remembered for CAPPED_COUNT_TTL_MS on this instance.
 * Only capped totals are kept: counting up to the cap is what costs (an index scan of 10,001
 * entries, ~2 ms of database CPU per page), and such a total changes only when a scope drops to
 * 10,000 or fewer, which then shows within the TTL on every instance. Totals under the cap are
 * cheap and always counted, so they are exact after any write on any instance. A TTL rather than
 * invalidation: instances share no memory, and a TTL bounds the staleness the same way on all.
 */
export function cappedCountCache(ttlMs = CAPPED_COUNT_TTL_MS, now = () => Date.now()) {
  const entries = new Map<string, { total: number; until: number }>();
  return {
    get(key: string): number | undefined {
      const entry = entries.get(key);
      if (entry && entry.until > now()) return entry.total;
      if (entry) entries.delete(key);
      return undefined;
    },
    /** Remembers a total only when it is past the cap. */
    offer(key: string, total: number, cap: number) {
      if (total <= cap || ttlMs <= 0) return;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(key, { total, until: now() + ttlMs });
    },
  };
}
export type CappedCountCache = ReturnType<typeof cappedCountCache>;
