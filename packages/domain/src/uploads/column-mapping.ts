import { mapHeaders, normalizeHeader } from './headers';
import type { SheetUpload } from './sheet-upload';

/** source header (as the file names it) → canonical column key: what a company confirmed once. */
export type ColumnMappingRecord = Record<string, string>;

/** The upload with a company's confirmed headers added to the aliases of their columns (unknown keys ignored). */
export function withColumnMapping<Key extends string, Item>(
  upload: SheetUpload<Key, Item>,
  mapping: ColumnMappingRecord | null | undefined,
): SheetUpload<Key, Item> {
  const entries = Object.entries(mapping ?? {}).filter(([, key]) => key in upload.headers);
  if (!entries.length) return upload;
  const headers = { ...upload.headers };
  for (const [source, key] of entries) headers[key as Key] = [...headers[key as Key], source];
  return { ...upload, headers };
}

/**
 * What the user may map: the required columns the header row lacks, and the file's headers that no
 * column claimed (the choices for them).
 */
export function columnsToMap<Key extends string, Item>(
  upload: SheetUpload<Key, Item>,
  header: readonly string[],
): { missing: Key[]; unclaimed: string[] } {
  const mapping = mapHeaders(upload.headers, header);
  const required = upload.requiredColumns.filter((c): c is Key => typeof c === 'string');
  const claimed = new Set(Object.values(mapping.columns) as number[]);
  return {
    missing: required.filter((key) => mapping.missing.includes(key)),
    unclaimed: header.filter((cell, index) => !claimed.has(index) && normalizeHeader(cell) !== ''),
  };
}
