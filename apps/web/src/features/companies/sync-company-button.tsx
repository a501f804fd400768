import { Button } from '@mantine/core';
import { SYNC_COMPLETE_DELAY_MS, SYNC_LABELS } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { syncCompany } from './api/sync-company';

type SyncState = 'idle' | 'inProgress' | 'complete' | 'failed';

/**
 * Sync company (sync-company): 'Sync company' → 'Sync in progress...'; after a 200 reply,
 * completeDelayMs later (60 s) 'Sync Complete' and the data reloaded; any other reply 'Sync Failed'.
 */
export function SyncCompanyButton({
  sapId,
  onSynced,
  completeDelayMs = SYNC_COMPLETE_DELAY_MS,
}: {
  sapId: string | null;
  onSynced: () => unknown;
  completeDelayMs?: number;
}) {
  const [state, setState] = useState<SyncState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function sync() {
    setState('inProgress');
    try {
      await syncCompany(sapId);
      timer.current = setTimeout(() => {
        setState('complete');
        void onSynced();
      }, completeDelayMs);
    } catch {
      setState('failed');
    }
  }

  return (
    <Button
      variant={state === 'failed' ? 'outline' : 'light'}
      color={state === 'failed' ? 'red' : undefined}
      onClick={sync}
      disabled={!sapId || state === 'inProgress'}
      aria-live="polite"
      title={sapId ? undefined : 'This company has no SAP ID to sync'}
    >
      {SYNC_LABELS[state]}
    </Button>
  );
}
