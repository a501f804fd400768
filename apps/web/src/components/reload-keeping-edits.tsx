import { Alert } from '@mantine/core';
import { useState } from 'react';

/** Shown once a conflict's Reload has put the user's edits on the record's newest version. */
export const RELOADED_NOTE = 'Reloaded. Your changes are kept: check them and save again.';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The user's edits applied again on a reloaded record: what the user changed from the values the form
 * was filled with (`filled`) keeps its typed value; anything left alone takes the reloaded record's
 * (`fresh`), so a save after Reload does not put back what the other person changed. Objects merge by
 * key, lists of the same length by position.
 */
export function applyEdits<T>(filled: T, typed: T, fresh: T): T {
  if (same(typed, filled)) return fresh;
  if (Array.isArray(filled) && Array.isArray(typed) && Array.isArray(fresh)) {
    // rows merge by position while the three lists match (the same rows); else the typed list stays
    if (filled.length !== typed.length || fresh.length !== typed.length) return typed;
    return typed.map((row, index) => applyEdits(filled[index], row, fresh[index])) as T;
  }
  if (!isPlainObject(filled) || !isPlainObject(typed) || !isPlainObject(fresh)) return typed;
  const keys = new Set([...Object.keys(typed), ...Object.keys(fresh)]);
  const merged = [...keys].map((key) => [
    key,
    key in typed ? applyEdits(filled[key], typed[key], fresh[key]) : fresh[key],
  ]);
  // a key the reloaded record no longer has, and the user left alone, goes
  return Object.fromEntries(merged.filter(([, value]) => value !== undefined)) as T;
}

/**
 * Reload after a conflict (412), keeping the user's edits: `read` fetches the record again (refreshing
 * its queries); `onRecord` makes its version the one the next save is made on and applies the user's
 * edits on its values (applyEdits), so Save sends them again. `reloaded` says the note is due; `clear`
 * hides it (a new save). A failed read leaves the conflict shown.
 */
export function useReloadKeepingEdits<R>(
  read: () => Promise<R | null | undefined>,
  onRecord: (record: R) => void,
  after?: () => void,
) {
  const [reloaded, setReloaded] = useState(false);
  const reload = async () => {
    const record = await read().catch(() => null);
    if (!record) return;
    onRecord(record);
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
