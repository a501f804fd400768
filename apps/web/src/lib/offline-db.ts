import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** A section save made on the phone, waiting to be sent (or, after a conflict, for the steward's choice). */
export type QueuedSave = {
  /** `<activity id>:<section>`: a newer save of the same section replaces the queued one */
  key: string;
  user_id: string;
  activity_id: string;
  section: string;
  /** the activity's version the edit was made on (sent as If-Match) */
  version: string;
  body: unknown;
  /** the section's form as typed, and as loaded when the edit opened (to apply the edits again) */
  form: unknown;
  filled: unknown;
  queued_at: string;
  /** the server refused it as stale: its message (who changed the activity, and when) */
  conflict: string | null;
};

type OfflineSchema = DBSchema & {
  outbox: { key: string; value: QueuedSave; indexes: { activity: string } };
  queries: { key: string; value: unknown };
};

const NAME = 'enogen-portal-offline';
let opening: Promise<IDBPDatabase<OfflineSchema>> | null = null;

/** The phone's own store (IndexedDB); null where the browser has none (a unit test's jsdom, a private mode). */
export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> | null {
  if (typeof indexedDB === 'undefined') return null;
  opening ??= openDB<OfflineSchema>(NAME, 1, {
    upgrade(db) {
      db.createObjectStore('outbox', { keyPath: 'key' }).createIndex('activity', 'activity_id');
      db.createObjectStore('queries');
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/**
 * Sign-out: what the phone holds for the user goes (queued saves, the kept query cache, runtime caches).
 * The service worker's precache stays: it holds the public app shell only, and the next user needs it offline.
 */
export async function clearOfflineData(): Promise<void> {
  const db = await offlineDb()?.catch(() => null);
  if (db) await Promise.all([db.clear('outbox'), db.clear('queries')]).catch(() => undefined);
  if (typeof caches === 'undefined') return;
  const names = await caches.keys().catch(() => [] as string[]);
  await Promise.all(names.filter((name) => !name.includes('precache')).map((name) => caches.delete(name)));
}
