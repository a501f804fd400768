import type { ActivityView } from '@portal/domain';
import { ApiError } from '../../../lib/api';
import { offlineDb, type QueuedSave } from '../../../lib/offline-db';

export type { QueuedSave };

/** The outbox's reads sit outside stewardshipKeys.all (their source is the phone, not the API). */
export const outboxKeys = {
  all: ['stewardship-outbox'] as const,
  section: (activityId: string, section: string) => ['stewardship-outbox', activityId, section] as const,
};

const keyOf = (activityId: string, section: string) => `${activityId}:${section}`;

/** Queues a section's save on the phone; a newer save of the same section replaces the one waiting. */
export async function queueSave(
  save: Omit<QueuedSave, 'key' | 'queued_at' | 'conflict'>,
  now = new Date(),
): Promise<QueuedSave> {
  const db = await offlineDb();
  if (!db) throw new Error('This browser cannot keep saves on the phone.');
  const entry: QueuedSave = {
    ...save,
    key: keyOf(save.activity_id, save.section),
    queued_at: now.toISOString(),
    conflict: null,
  };
  await db.put('outbox', entry);
  return entry;
}

export async function queuedSave(activityId: string, section: string): Promise<QueuedSave | null> {
  const db = await offlineDb()?.catch(() => null);
  return (await db?.get('outbox', keyOf(activityId, section))) ?? null;
}

export async function dropQueued(activityId: string, section: string): Promise<void> {
  const db = await offlineDb()?.catch(() => null);
  await db?.delete('outbox', keyOf(activityId, section));
}

export type SendOutcome = { sent: QueuedSave[]; conflicts: QueuedSave[]; stopped: boolean };

/**
 * Sends the user's queued saves, oldest first, each on the version it was made on. A save the server
 * refuses (a newer version: 412, or a refusal such as a lost steward role) is kept with the server's
 * message for the steward to choose; a failure that may pass (no network, 5xx, signed out) stops the
 * run and leaves the rest queued for the next one.
 */
export async function sendQueued(
  userId: string,
  send: (save: QueuedSave) => Promise<ActivityView>,
  onSent?: (save: QueuedSave, view: ActivityView) => void,
): Promise<SendOutcome> {
  const outcome: SendOutcome = { sent: [], conflicts: [], stopped: false };
  const db = await offlineDb()?.catch(() => null);
  if (!db) return outcome;
  const waiting = (await db.getAll('outbox'))
    .filter((save) => save.user_id === userId && save.conflict === null)
    .sort((a, b) => a.queued_at.localeCompare(b.queued_at));
  for (const save of waiting) {
    try {
      const view = await send(save);
      await db.delete('outbox', save.key);
      outcome.sent.push(save);
      onSent?.(save, view);
    } catch (error) {
      const refused =
        error instanceof ApiError &&
        error.status >= 400 &&
        error.status < 500 &&
        ![401, 408, 429].includes(error.status);
      if (!refused) {
        outcome.stopped = true;
        break;
      }
      const kept = { ...save, conflict: error.message };
      await db.put('outbox', kept);
      outcome.conflicts.push(kept);
    }
  }
  return outcome;
}
