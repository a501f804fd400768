/** canonical column key → accepted header names (any case, dots ignored). */
export type HeaderAliases<Key extends string> = Record<Key, readonly string[]>;

/** Header cells compare case-insensitively with dots stripped and spaces collapsed. */
export function normalizeHeader(value: unknown): string {
  return String(value ?? '')
    .replace(/\./g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

export type HeaderMapping<Key extends string> = {
  /** canonical key → column index in the row */
  columns: Partial<Record<Key, number>>;
  /** canonical keys no header matched */
  missing: Key[];
};

/** Finds each canonical column in a header row through its aliases (the first matching cell wins). */
export function mapHeaders<Key extends string>(
  aliases: HeaderAliases<Key>,
  headerRow: readonly unknown[],
): HeaderMapping<Key> {
  const cells = headerRow.map(normalizeHeader);
  const columns: Partial<Record<Key, number>> = {};
  const missing: Key[] = [];
  for (const key of Object.keys(aliases) as Key[]) {
    const names = new Set([key, ...aliases[key]].map(normalizeHeader));
    const index = cells.findIndex((cell) => names.has(cell));
    if (index >= 0) columns[key] = index;
    else missing.push(key);
  }
  return { columns, missing };
}

/** Turns data rows into records keyed by canonical column (cells as trimmed strings, '' when absent). */
export function rowsToRecords<Key extends string>(
  mapping: HeaderMapping<Key>,
  rows: readonly (readonly unknown[])[],
): Record<Key, string>[] {
  const keys = Object.keys(mapping.columns) as Key[];
  return rows.map((row) => {
    const record = {} as Record<Key, string>;
    for (const key of [...keys, ...mapping.missing]) {
      const index = mapping.columns[key];
      record[key] = index === undefined ? '' : String(row[index] ?? '').trim();
    }
    return record;
  });
}

/** True for a row whose every cell is empty (spreadsheets often end with some). */
export function isBlankRow(row: readonly unknown[]): boolean {
  return row.every((cell) => String(cell ?? '').trim() === '');
}

export const UPLOAD_EXTENSIONS = ['.csv', '.xls', '.xlsx'] as const;
export function isAcceptedUpload(fileName: string): boolean {
  const name = fileName.toLowerCase();
  return UPLOAD_EXTENSIONS.some((ext) => name.endsWith(ext));
}
