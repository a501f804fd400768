import { singleFlight } from '../services/remembered';
import type { Actor } from './actor';

/** Entries beyond this many are dropped wholesale (they are refilled by one query each). */
const MAX_ENTRIES = 10_000;

/**
 * Better Auth's cookie cache (auth.ts, SESSION_COOKIE_CACHE_SECONDS): a signed copy of the session in
 * a cookie spares the session lookup. A session ended ends at once on this instance and within a
 * moment on the others (services/revocation-broadcast.ts): per user, the number of times this instance
 * saw sessions ended is the copy's version, so a copy made before a sign-out or a revocation no longer
 * matches and the session is looked up again.
 *
 * Verifying the copy still costs Better Auth's endpoint machinery (~1 ms of CPU), so the session
 * cookie that verified is also remembered for ttlMs (PERMISSION_CACHE_MS, bounded by the session's
 * end); any session ended on this instance forgets them all. A page's parallel requests with one
 * cookie share one verification (`verify`): when the remembered cookie expires they would each
 * verify it at once.
 */
export function sessionRevocations(ttlMs: number) {
  const epochs = new Map<string, number>();
  // Bumped when the map is emptied, so no version ever comes back (all copies are checked once).
  let clears = 0;
  // Bumped by every revocation: a verification started before one is neither joined nor remembered.
  let revocations = 0;
  const verified = new Map<string, { userId: string; until: number }>();
  const verifying = singleFlight<string | undefined>();
  const remember = (token: string, userId: string, sessionEnd: Date) => {
    if (ttlMs <= 0) return;
    if (verified.size >= MAX_ENTRIES) verified.clear();
    verified.set(token, { userId, until: Math.min(Date.now() + ttlMs, new Date(sessionEnd).getTime()) });
  };
  return {
    version: (userId: string) => `${clears}.${epochs.get(userId) ?? 0}`,
    /** The user of a session cookie, verified by `check` once for all the concurrent calls. */
    verify(token: string, check: () => Promise<{ userId: string; sessionEnd: Date } | null>) {
      const seen = revocations;
      return verifying(`${seen}:${token}`, async () => {
        const session = await check();
        if (session && seen === revocations) remember(token, session.userId, session.sessionEnd);
        return session?.userId;
      });
    },
    revoke(userId: string) {
      revocations++;
      verified.clear();
      if (epochs.size >= MAX_ENTRIES) {
        epochs.clear();
        clears++;
      }
      epochs.set(userId, (epochs.get(userId) ?? 0) + 1);
    },
    /** Every user's sessions checked again (revocations may have been missed). */
    revokeAll() {
      revocations++;
      verified.clear();
      epochs.clear();
      clears++;
    },
    /** The user of a session cookie value that verified within ttlMs. */
    recall(token: string): string | undefined {
      const entry = verified.get(token);
      if (entry && entry.until > Date.now()) return entry.userId;
      if (entry) verified.delete(token);
      return undefined;
    },
  };
}
export type SessionRevocations = ReturnType<typeof sessionRevocations>;

/**
 * A user's actor (loadActor) with an in-process cache keyed by user id. Any write on this instance
 * (every mutating request, see access.ts) invalidates all entries, so a removed assignment, role
 * permission, company or user takes effect on the next request; other instances see it within ttlMs
 * (PERMISSION_CACHE_MS). 0 turns the cache off (concurrent loads are still shared).
 */
export function actorCache(loadActor: (userId: string) => Promise<Actor | null>, ttlMs: number) {
  let generation = 0;
  const entries = new Map<string, { actor: Actor; generation: number; loadedAt: number }>();
  // A user's parallel requests (a page's several calls) share one load; none joins one from before a write.
  const loading = singleFlight<Actor | null>();
  return {
    async load(userId: string): Promise<Actor | null> {
      const now = Date.now();
      const entry = entries.get(userId);
      if (entry && entry.generation === generation && now - entry.loadedAt < ttlMs) return entry.actor;
      // Taken before the query: a load that raced a write is not kept.
      const loadingGeneration = generation;
      return loading(`${loadingGeneration}:${userId}`, async () => {
        const actor = await loadActor(userId);
        if (actor && ttlMs > 0 && loadingGeneration === generation) {
          if (entries.size >= MAX_ENTRIES) entries.clear();
          entries.set(userId, { actor, generation, loadedAt: now });
        }
        return actor;
      });
    },
    invalidate() {
      generation++;
      entries.clear();
    },
  };
}
export type ActorCache = ReturnType<typeof actorCache>;
