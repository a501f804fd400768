import {
  isBlankRow,
  mapHeaders,
  rowsToRecords,
  type SheetCheck,
  type SheetUpload,
  type UploadIssueSection,
  type UploadRowIssue,
  UPLOAD_TEXTS,
} from '@portal/domain';

/** A sheet as read: the header row and the non-blank data rows, every cell as text. */
export type Sheet = { header: string[]; rows: string[][] };

/** A chosen file after the checks: what the preview, the review modal and Save need. */
export type ParsedUpload<Item> = SheetCheck<Item> & {
  fileName: string;
  /** labels of the required columns the file lacks */
  missingColumns: string[];
  /** missing columns plus every line of every section */
  issueCount: number;
};

/** The first non-blank row is the header; blank rows are dropped. */
export function sheetFromCells(cells: readonly (readonly unknown[])[]): Sheet {
  const text = cells.map((row) => row.map((cell) => String(cell ?? '').trim()));
  const start = text.findIndex((row) => !isBlankRow(row));
  if (start < 0) return { header: [], rows: [] };
  return { header: text[start]!, rows: text.slice(start + 1).filter((row) => !isBlankRow(row)) };
}

const keysOf = <Key extends string>(column: Key | readonly Key[]): readonly Key[] =>
  typeof column === 'string' ? [column] : (column as readonly Key[]);

function countIssues(missingColumns: readonly string[], sections: readonly UploadIssueSection[]): number {
  return missingColumns.length + sections.reduce((sum, section) => sum + section.lines.length, 0);
}

/** Maps the header through the area's aliases, finds the missing required columns and checks the rows. */
export function parseSheet<Key extends string, Item>(
  upload: SheetUpload<Key, Item>,
  sheet: Sheet,
  fileName: string,
): ParsedUpload<Item> {
  const mapping = mapHeaders(upload.headers, sheet.header);
  const absent = upload.requiredColumns.filter((column) =>
    keysOf(column).every((key) => mapping.missing.includes(key)),
  );
  const missingColumns = absent.map((column) => upload.labels[keysOf(column)[0]!]);
  const check = upload.check(rowsToRecords(mapping, sheet.rows), absent.flatMap(keysOf));
  return { ...check, fileName, missingColumns, issueCount: countIssues(missingColumns, check.sections) };
}

/** A file past SHEET_FILE_LIMITS: its message is the reason. */
export class SheetLimitError extends Error {}

/** A file the reader could not open: every required column is reported missing. */
export function unreadableSheet<Key extends string, Item>(
  upload: SheetUpload<Key, Item>,
  fileName: string,
): ParsedUpload<Item> {
  return parseSheet(upload, { header: [], rows: [] }, fileName);
}

/** A file past the limits: no rows, and the limit it passed as its one issue. */
export function limitedSheet<Key extends string, Item>(
  upload: SheetUpload<Key, Item>,
  fileName: string,
  error: SheetLimitError,
): ParsedUpload<Item> {
  const sections = [{ title: UPLOAD_TEXTS.sheetLimits, lines: [error.message] }];
  return { ...upload.check([], []), sections, fileName, missingColumns: [], issueCount: 1 };
}

/** Issues found after parsing (e.g. by the server): lines join the section of the same title, rows get marked. */
export type ExtraIssues = { sections?: UploadIssueSection[]; rows?: ReadonlyMap<number, UploadRowIssue> };

export function addIssues<Item>(parsed: ParsedUpload<Item>, extra: ExtraIssues): ParsedUpload<Item> {
  const sections = parsed.sections.map((section) => ({ ...section, lines: [...section.lines] }));
  for (const added of extra.sections ?? []) {
    const same = sections.find((section) => section.title === added.title);
    if (same) same.lines.push(...added.lines);
    else sections.push({ ...added, lines: [...added.lines] });
  }
  const rows = parsed.rows.map((row) => ({ ...row, issue: row.issue ?? extra.rows?.get(row.row) ?? null }));
  return { ...parsed, rows, sections, issueCount: countIssues(parsed.missingColumns, sections) };
}
