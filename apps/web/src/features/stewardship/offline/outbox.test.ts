import 'fake-indexeddb/auto';
import type { ActivityView } from '@portal/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { clearOfflineData, offlineDb } from '../../../lib/offline-db';
import { queuedSave, queueSave, sendQueued, type QueuedSave } from './outbox';

const save = (activity: string, section: string, user = 'u-1') => ({
  user_id: user,
  activity_id: activity,
  section,
  version: '5',
  body: { section, stewardship_activity_id: activity },
  form: { rows: [] },
  filled: { rows: [] },
});
const view = (id: string) => ({ stewardship_activity_id: id }) as ActivityView;
const refused = (status: number, message: string) =>
  new ApiError(status, { code: 'stale_version', message, details: null });

beforeEach(() => clearOfflineData());

describe('the stewardship outbox on the phone', () => {
  it('queues one save per section: a newer save of the section replaces the waiting one', async () => {
    await queueSave(save('a-1', 'storage'), new Date('2026-11-28T10:00:00Z'));
    await queueSave({ ...save('a-1', 'storage'), version: '6' }, new Date('2026-11-28T10:05:00Z'));
    await queueSave(save('a-1', 'planting'));
    const db = await offlineDb();
    expect(await db!.count('outbox')).toBe(2);
    expect(await queuedSave('a-1', 'storage')).toMatchObject({ version: '6', conflict: null });
  });

  it('sends the user’s saves oldest first on the version each was made on, and forgets each once sent', async () => {
    await queueSave(save('a-2', 'harvest'), new Date('2026-11-28T10:05:00Z'));
    await queueSave(save('a-1', 'storage'), new Date('2026-11-28T10:00:00Z'));
    await queueSave(save('a-3', 'storage', 'someone-else'));
    const send = vi.fn(async (queued: QueuedSave) => view(queued.activity_id));
    const sent = vi.fn();
    const outcome = await sendQueued('u-1', send, sent);
    expect(send.mock.calls.map(([queued]) => queued.activity_id)).toEqual(['a-1', 'a-2']);
    expect(sent).toHaveBeenCalledTimes(2);
    expect(outcome).toMatchObject({ stopped: false, conflicts: [] });
    expect(await queuedSave('a-1', 'storage')).toBeNull();
    // another user's save waits for them
    expect(await queuedSave('a-3', 'storage')).not.toBeNull();
  });

  it('keeps a save the server refuses (a newer version) with the server’s message, and never sends it again', async () => {
    await queueSave(save('a-1', 'storage'));
    const message = 'Ann Admin changed this record at 15:04. Reload it to see the change.';
    const outcome = await sendQueued('u-1', async () => {
      throw refused(412, message);
    });
    expect(outcome.conflicts).toHaveLength(1);
    expect(await queuedSave('a-1', 'storage')).toMatchObject({ conflict: message });
    const send = vi.fn(async () => view('a-1'));
    await sendQueued('u-1', send);
    expect(send).not.toHaveBeenCalled();
  });

  it('stops at a failure that may pass (no network, a server error, signed out), leaving the saves queued', async () => {
    await queueSave(save('a-1', 'storage'), new Date('2026-11-28T10:00:00Z'));
    await queueSave(save('a-2', 'storage'), new Date('2026-11-28T10:01:00Z'));
    for (const failure of [new TypeError('Failed to fetch'), refused(503, 'away'), refused(401, 'signed out')]) {
      const send = vi.fn(async (): Promise<ActivityView> => {
        throw failure;
      });
      const outcome = await sendQueued('u-1', send);
      expect(outcome.stopped).toBe(true);
      expect(send).toHaveBeenCalledTimes(1);
    }
    expect(await queuedSave('a-1', 'storage')).toMatchObject({ conflict: null });
    expect(await queuedSave('a-2', 'storage')).toMatchObject({ conflict: null });
  });

  it('sign-out clears the queue and the reads kept on the phone', async () => {
    await queueSave(save('a-1', 'storage'));
    const db = await offlineDb();
    await db!.put('queries', { saved_at: 1, state: {} }, 'cache');
    await clearOfflineData();
    expect(await db!.count('outbox')).toBe(0);
    expect(await db!.count('queries')).toBe(0);
  });
});
