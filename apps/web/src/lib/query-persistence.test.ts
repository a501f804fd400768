import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearOfflineData } from './offline-db';
import { keepQueries, KEEP_MS, restoreQueries } from './query-persistence';

const settle = () => new Promise((resolve) => setTimeout(resolve, 700));

beforeEach(() => clearOfflineData());

describe('the reads kept on the phone', () => {
  it('keeps only the named reads with an answer, and restores them marked for a new read', async () => {
    const client = new QueryClient();
    const stop = keepQueries(client, (key) => key[0] === 'stewardship' || key[0] === 'session');
    client.setQueryData(['stewardship', 'activity', 'a-1'], { id: 'a-1' });
    client.setQueryData(['session'], null);
    client.setQueryData(['grower-contracts', 'list'], [{ id: 'c-1' }]);
    await settle();
    stop();

    const restored = new QueryClient();
    await restoreQueries(restored);
    expect(restored.getQueryData(['stewardship', 'activity', 'a-1'])).toEqual({ id: 'a-1' });
    expect(restored.getQueryState(['stewardship', 'activity', 'a-1'])!.isInvalidated).toBe(true);
    // no session is no answer to keep; other reads are not kept
    expect(restored.getQueryState(['session'])).toBeUndefined();
    expect(restored.getQueryData(['grower-contracts', 'list'])).toBeUndefined();

    const later = new QueryClient();
    await restoreQueries(later, Date.now() + KEEP_MS);
    expect(later.getQueryData(['stewardship', 'activity', 'a-1'])).toBeUndefined();
  });

  it('sign-out’s clearing leaves nothing to restore', async () => {
    const client = new QueryClient();
    const stop = keepQueries(client, () => true);
    client.setQueryData(['stewardship', 'activity', 'a-1'], { id: 'a-1' });
    await settle();
    stop();
    await clearOfflineData();
    const restored = new QueryClient();
    await restoreQueries(restored);
    expect(restored.getQueryData(['stewardship', 'activity', 'a-1'])).toBeUndefined();
  });
});
