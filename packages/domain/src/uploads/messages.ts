/** Texts every spreadsheet upload shares (spec 1 §5 account leads, spec 3 §5 scale tickets and training). */
export const UPLOAD_TEXTS = {
  wrongFormat: 'Whoops! Wrong file format, please make sure to use the following formats .csv, .xls, or .xlsx.',
  reviewTitle: 'Review Upload Issue(s)',
  missingColumns: 'MISSING COLUMN(S)',
  missingData: 'MISSING REQUIRED DATA FIELD(S)',
  duplicates: 'Duplicate Entries Found. Please Retry',
  serverError: 'Whoops! Something is not working quite right. Please contact your admin',
  // Not in the spec: the heading of a file past its limits (upload-limits.ts).
  sheetLimits: 'FILE TOO LARGE',
} as const;

/** '{n} issue(s) found. Edit and reupload the corrected source file in order to save.' */
export function issuesFoundText(count: number): string {
  return `${count} issue(s) found. Edit and reupload the corrected source file in order to save.`;
}

/** Not in the spec: the /docUploader page, the hub of the upload and programme pages a user may open. */
export const UPLOADS_HUB_TEXTS = {
  title: 'Uploads',
  empty: 'None of the upload pages is open to you.',
  scaleTickets:
    'Upload a production plan’s scale tickets from a spreadsheet: open your company, then its scale tickets.',
  stewardshipTraining: 'Mark resellers’ stewardship training complete for a year from a spreadsheet.',
  accountLeads: 'Assign new account leads to resellers from a spreadsheet.',
  programs: 'Add, rename and delete the programs contracts belong to.',
  trainingVideo: 'Set the stewardship training video of each year.',
  growers: 'Import growers and their fields from a spreadsheet.',
} as const;
