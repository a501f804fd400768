import type { HeaderAliases } from './headers';

/** Saving an upload starts after this pause (spec 3: the stewardship upload's save is delayed 3000 ms). */
export const UPLOAD_SAVE_DELAY_MS = 3000;

/** One group of issues as the review modal lists it: a heading and one line per issue. */
export type UploadIssueSection = { title: string; lines: string[] };

/** How the preview marks a row (its `data-issue`): red for missing or invalid data, orange for a duplicate. */
export type UploadRowIssue = 'missing' | 'invalid' | 'duplicate';

/** A file row as the preview shows it. */
export type UploadPreviewRow = {
  /** the row's number in the file (the header is row 1) */
  row: number;
  /** preview column key → displayed value */
  cells: Record<string, string>;
  /** cells shown in red ('Missing' when empty) */
  flagged: readonly string[];
  issue: UploadRowIssue | null;
};

/** What an area's row check makes of the file's records. */
export type SheetCheck<Item> = {
  rows: UploadPreviewRow[];
  /** what Save sends, once there is no issue */
  items: Item[];
  /** the issues, in the order the review modal lists them (empty sections are not shown) */
  sections: UploadIssueSection[];
};

/**
 * One spreadsheet upload of an area (account leads, growers, training, scale tickets): its columns
 * with their aliases and labels, the columns a file must have, the preview, and the row check.
 */
export type SheetUpload<Key extends string, Item> = {
  headers: HeaderAliases<Key>;
  labels: Record<Key, string>;
  /** columns the file must have; a list is satisfied by any one of its keys and named by the first */
  requiredColumns: readonly (Key | readonly Key[])[];
  previewColumns: readonly { key: string; label: string }[];
  /** at most this many rows in the preview (all when absent) */
  previewLimit?: number;
  /** at most this many rows a file (SHEET_FILE_LIMITS.maxRows when absent); the drop zone states it */
  maxRows?: number;
  /** checks the rows; `missingColumns` are the required columns the file lacks */
  check: (records: Record<Key, string>[], missingColumns: readonly Key[]) => SheetCheck<Item>;
};

/** The lines of rows with missing required fields: 'Row 3: NEW Account Lead Email'. */
export function missingFieldLines(missing: readonly { row: number; fields: readonly string[] }[]): string[] {
  return missing.map((m) => `Row ${m.row}: ${m.fields.join(', ')}`);
}
