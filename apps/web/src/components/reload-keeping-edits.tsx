import { Alert } from '@mantine/core';
import { useState } from 'react';

/** Shown once a conflict's Reload has taken the record's newest version under the user's own values. */
export const RELOADED_NOTE = 'Reloaded. Your changes are kept: check them and save again.';

/**
 * Reload after a conflict (412), keeping the user's edits: `read` fetches the record again (refreshing
 * its queries) and answers its newest version, which `onVersion` makes the one the form's next save is
 * made on; the form's values are left as typed, so Save applies them again. `reloaded` says the note is
 * due; `clear` hides it (a new save). A failed read leaves the conflict shown.
 */
export function useReloadKeepingEdits(
  read: () => Promise<string | null | undefined>,
  onVersion: (version: string) => void,
  after?: () => void,
) {
  const [reloaded, setReloaded] = useState(false);
  const reload = async () => {
    const version = await read().catch(() => null);
    if (!version) return;
    onVersion(version);
    after?.();
    setReloaded(true);
  };
  return { reload: () => void reload(), reloaded, clear: () => setReloaded(false) };
}

export function ReloadedNote({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <Alert color="blue" role="status" mb="md">
      {RELOADED_NOTE}
    </Alert>
  );
}
