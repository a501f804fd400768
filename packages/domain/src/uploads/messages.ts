/** Texts every spreadsheet upload shares (spec 1 §5 account leads, spec 3 §5 scale tickets and training). */
export const UPLOAD_TEXTS = {
  wrongFormat: 'Whoops! Wrong file format, please make sure to use the following formats .csv, .xls, or .xlsx.',
  reviewTitle: 'Review Upload Issue(s)',
  missingColumns: 'MISSING COLUMN(S)',
  missingData: 'MISSING REQUIRED DATA FIELD(S)',
  duplicates: 'Duplicate Entries Found. Please Retry',
  serverError: 'Whoops! Something is not working quite right. Please contact your admin',
  // Not in the spec: the limits of a file read in the browser (SHEET_FILE_LIMITS).
  sheetLimits: 'FILE TOO LARGE',
  fileTooLarge: 'The file is larger than 10 MB. Split it into smaller files and upload each one.',
  sheetTooLarge: 'The sheet has more than 10,000 rows or 200 columns. Split it into smaller files and upload each one.',
} as const;

/**
 * What the browser reads of an uploaded spreadsheet: its size, and the rows (below the header) and
 * columns its sheet may declare, so a crafted file cannot freeze the tab. The scale ticket API takes
 * at most 10,000 tickets a request, so no honest upload is larger.
 */
export const SHEET_FILE_LIMITS = { maxBytes: 10 * 1024 * 1024, maxRows: 10_000, maxColumns: 200 } as const;

/** '{n} issue(s) found. Edit and reupload the corrected source file in order to save.' */
export function issuesFoundText(count: number): string {
  return `${count} issue(s) found. Edit and reupload the corrected source file in order to save.`;
}
