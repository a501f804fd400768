import { formatAmount } from '../formatting/quantities';
/**
 * How large a spreadsheet upload may be, and how it travels: the browser reads at most `maxBytes`
 * and `maxRows` rows (an area may take fewer) of `maxColumns` columns, so a crafted file cannot
 * freeze the tab; the rows then go to the server in chunks of `chunkRows`.
 */
export const SHEET_FILE_LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  /** a season's scale tickets of one receiver */
  maxRows: 50_000,
  maxColumns: 200,
} as const;

/** What one area's file may hold (its rows at most the sheet's). */
export type UploadLimits = { maxBytes: number; maxRows: number; maxColumns: number };

/** Rows per request when a file is checked against stored rows or staged for its commit. */
export const UPLOAD_CHUNK_ROWS = 5_000;

/** The limits of an area: SHEET_FILE_LIMITS with its own row cap, if it has one. */
export function uploadLimits(maxRows?: number): UploadLimits {
  return { ...SHEET_FILE_LIMITS, maxRows: Math.min(maxRows ?? SHEET_FILE_LIMITS.maxRows, SHEET_FILE_LIMITS.maxRows) };
}

const count = (n: number) => formatAmount(n);
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** Not in the spec: the limits, as the drop zone states them and as a refused file names them. */
export const UPLOAD_LIMIT_TEXTS = {
  /** under the drop zone, before a file is chosen */
  stated: (limits: UploadLimits) => `Up to ${count(limits.maxRows)} rows and ${megabytes(limits.maxBytes)} per file.`,
  tooLarge: (limits: UploadLimits) =>
    `The file is larger than ${megabytes(limits.maxBytes)}, the most one upload takes. Split it into smaller files and upload each one.`,
  tooManyRows: (limits: UploadLimits) =>
    `The sheet has more than ${count(limits.maxRows)} rows, the most one upload takes. Split it into smaller files and upload each one.`,
  tooManyColumns: (limits: UploadLimits) =>
    `The sheet has more than ${count(limits.maxColumns)} columns. Remove the columns the upload does not need and try again.`,
  checked: (done: number, total: number) => `Checked ${count(done)} of ${count(total)} rows`,
  stored: (done: number, total: number) => `Stored ${count(done)} of ${count(total)} rows`,
  committing: (total: number) => `Saving all ${count(total)} rows…`,
} as const;

/** The items in consecutive chunks of at most `size` (the last one shorter). */
export function chunksOf<T>(items: readonly T[], size = UPLOAD_CHUNK_ROWS): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError('chunk size must be a positive integer');
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** How many chunks a file of `total` rows travels in. */
export const chunkCount = (total: number, size = UPLOAD_CHUNK_ROWS) => Math.ceil(total / size);

/**
 * Whether staged chunks make up the whole file: indexes 0..n-1 each once, every chunk but the last
 * full, and the rows adding up to the announced total. A commit of anything else is refused.
 */
export function isCompleteUpload(
  total: number,
  chunks: readonly { index: number; rows: number }[],
  size = UPLOAD_CHUNK_ROWS,
): boolean {
  const expected = chunkCount(total, size);
  if (chunks.length !== expected) return false;
  const sorted = [...chunks].sort((a, b) => a.index - b.index);
  return sorted.every(
    (chunk, i) => chunk.index === i && chunk.rows === (i < expected - 1 ? size : total - size * (expected - 1)),
  );
}

/** An upload session lives this long and a user may hold this many at once (each up to a season of rows). */
export const UPLOAD_SESSION_LIMITS = { ttlMinutes: 60, openPerUser: 3 } as const;

/** Not in the spec: why an upload session refuses a chunk or its commit. */
export const UPLOAD_SESSION_TEXTS = {
  notFound: 'This upload was not found or has expired. Choose the file again.',
  tooManyOpen: `You have ${UPLOAD_SESSION_LIMITS.openPerUser} uploads in progress. Finish or cancel one, then try again.`,
  chunkOutOfRange: 'This part of the file is not in the upload.',
  chunkSize: 'Each part of the file but the last must hold exactly the rows the upload announced.',
  otherPlan: 'Every row of the upload must belong to its production plan.',
  incomplete: 'Some parts of the file have not arrived. Upload the file again.',
} as const;
