import { dehydrate, hydrate, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { offlineDb } from './offline-db';

/** How long a kept read stays on the phone (and in memory) after it was last fetched. */
export const KEEP_MS = 7 * 24 * 60 * 60 * 1000;
const ENTRY = 'cache';
const WRITE_DELAY_MS = 500;

type Kept = { saved_at: number; state: ReturnType<typeof dehydrate> };

/** Puts the reads kept on the phone back into the cache; before the first render, so a page offline shows them. */
export async function restoreQueries(client: QueryClient, now = Date.now()): Promise<void> {
  try {
    const db = await offlineDb();
    const kept = (await db?.get('queries', ENTRY)) as Kept | undefined;
    if (!kept || now - kept.saved_at >= KEEP_MS) return;
    hydrate(client, kept.state);
    // shown at once, read again as soon as a page uses them with a connection (a session may have ended);
    // the page's own reads, started ahead, stay as they are
    const restored = new Set(kept.state.queries.map((query) => query.queryHash));
    await client.invalidateQueries({ predicate: (query) => restored.has(query.queryHash), refetchType: 'none' });
  } catch {
    // an unreadable store: the app starts as if nothing was kept
  }
}

/**
 * Keeps the successful reads `shouldKeep` names on the phone, written a moment after the cache changes
 * (what is written is the cache then, so a sign-out's removals are never undone by a late write).
 */
export function keepQueries(client: QueryClient, shouldKeep: (key: QueryKey) => boolean): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const write = async () => {
    timer = null;
    const state = dehydrate(client, {
      // only records are kept: an empty answer (no session) or a session still waiting for its second factor
      // would, restored, hide a later sign-in or send a finished setup back to the setup page
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' &&
        typeof query.state.data === 'object' &&
        query.state.data !== null &&
        shouldKeep(query.queryKey),
    });
    const db = await offlineDb()?.catch(() => null);
    await db?.put('queries', { saved_at: Date.now(), state } satisfies Kept, ENTRY).catch(() => undefined);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === 'observerResultsUpdated' || timer) return;
    timer = setTimeout(() => void write(), WRITE_DELAY_MS);
  });
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}

/** Drops the kept reads (the session ended: the next user must not read them). */
export async function forgetQueries(): Promise<void> {
  const db = await offlineDb()?.catch(() => null);
  await db?.delete('queries', ENTRY).catch(() => undefined);
}
