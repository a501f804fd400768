import { OFFLINE_MESSAGES, type PatchActivity } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { showSuccess } from '../../../components/toast';
import { useSession } from '../../../session/session-context';
import { stewardshipKeys } from '../api/keys';
import { patchActivity } from '../api/write-activity';
import { outboxKeys, sendQueued, type QueuedSave } from './outbox';

/** The tag a queued save registers for the browser's background sync, and the worker's message back. */
export const OUTBOX_SYNC_TAG = 'stewardship-outbox';

const NOUNS: Record<string, string> = { planting: 'planting', harvest: 'harvest', storage: 'storage cleanout' };

export const sendSave = (save: QueuedSave) => patchActivity({ ...(save.body as PatchActivity), version: save.version });

/** Asks the browser to wake the service worker when the connection returns (where it has background sync). */
export async function requestOutboxSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as { sync?: { register: (tag: string) => Promise<void> } } | undefined)?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // no background sync here: the `online` event and the next start send it
  }
}

/**
 * Sends the signed-in user's queued stewardship saves: at start, when the connection returns, and when
 * the service worker's background sync asks. A sent save shows the page the saved activity; a refused
 * one reloads it, for the section to show both versions.
 */
export function StewardshipOutboxSync() {
  const { me } = useSession();
  const userId = me?.user_id ?? null;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let running = false;
    const flush = async () => {
      if (running || !navigator.onLine) return;
      running = true;
      try {
        const outcome = await sendQueued(userId, sendSave, (save, view) => {
          queryClient.setQueryData(stewardshipKeys.activity(view.stewardship_activity_id), view);
          showSuccess(OFFLINE_MESSAGES.sent(NOUNS[save.section] ?? save.section));
        });
        if (outcome.sent.length || outcome.conflicts.length) {
          await queryClient.invalidateQueries({ queryKey: outboxKeys.all });
          await queryClient.invalidateQueries({ queryKey: stewardshipKeys.all });
        }
      } catch {
        // an unreadable store: nothing can be sent from it
      } finally {
        running = false;
      }
    };
    const onMessage = (event: MessageEvent) => {
      if (event.data?.type === OUTBOX_SYNC_TAG) void flush();
    };
    const onOnline = () => void flush();
    void flush();
    window.addEventListener('online', onOnline);
    navigator.serviceWorker?.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('online', onOnline);
      navigator.serviceWorker?.removeEventListener('message', onMessage);
    };
  }, [userId, queryClient]);
  return null;
}
