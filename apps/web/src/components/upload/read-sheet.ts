import type * as Xlsx from '@e965/xlsx';
import { UPLOAD_LIMIT_TEXTS, uploadLimits, type UploadLimits } from '@portal/domain';
import { SheetLimitError, sheetFromCells, type Sheet } from './parse-sheet';

/**
 * The spreadsheet parser (@e965/xlsx), imported on demand so only the upload pages download it:
 * its mini build (280 KB) reads .xlsx and .csv; legacy .xls needs the full build (490 KB).
 */
async function parser(file: File): Promise<typeof Xlsx> {
  if (/\.xls$/i.test(file.name)) return import('@e965/xlsx');
  const mini = await import('@e965/xlsx/dist/xlsx.mini.min.js');
  return ((mini as { default?: unknown }).default ?? mini) as typeof Xlsx;
}

/** The range the sheet declares (before sheetRows cut it), checked before any cell is expanded. */
function checkDeclaredRange(XLSX: typeof Xlsx, sheet: Xlsx.WorkSheet, limits: UploadLimits) {
  const declared = sheet['!fullref'] ?? sheet['!ref'];
  if (!declared) return;
  const { s, e } = XLSX.utils.decode_range(declared);
  if (e.c - s.c + 1 > limits.maxColumns) throw new SheetLimitError(UPLOAD_LIMIT_TEXTS.tooManyColumns(limits));
  if (e.r - s.r + 1 > limits.maxRows + 1) throw new SheetLimitError(UPLOAD_LIMIT_TEXTS.tooManyRows(limits));
}

/**
 * A workbook's date cells hold a day number shown through the cell's format, which may be the
 * writer's locale (dd/mm/yyyy): read as displayed, 3 April would become 4 March. So each date cell
 * reads as its day, yyyy-mm-dd, which the date rules accept unambiguously. A csv has no date cells,
 * only text, which stays as typed.
 */
function datesByValue(XLSX: typeof Xlsx, sheet: Xlsx.WorkSheet) {
  for (const [address, cell] of Object.entries(sheet)) {
    if (address.startsWith('!')) continue;
    const { t, v, z } = cell as Xlsx.CellObject;
    // a serial below 1 is a time of day only, not a date
    if (t !== 'n' || typeof v !== 'number' || v < 1 || typeof z !== 'string' || !XLSX.SSF.is_date(z)) continue;
    const { y, m, d } = XLSX.SSF.parse_date_code(v);
    (cell as Xlsx.CellObject).w = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  }
}

/**
 * Reads the first sheet of a .csv, .xls or .xlsx file in the browser, every cell as displayed text
 * except date cells, read by their value as yyyy-mm-dd (datesByValue).
 * Throws SheetLimitError, naming the limit, past the area's limits (SHEET_FILE_LIMITS at most): the
 * file's size is checked before it is read, the parser stops after the header and maxRows rows, and
 * a sheet declaring a wider range is refused.
 */
export async function readSheet(file: File, limits: UploadLimits = uploadLimits()): Promise<Sheet> {
  const { maxBytes, maxRows } = limits;
  if (file.size > maxBytes) throw new SheetLimitError(UPLOAD_LIMIT_TEXTS.tooLarge(limits));
  const XLSX = await parser(file);
  const workbook = XLSX.read(await file.arrayBuffer(), {
    type: 'array',
    raw: false,
    cellDates: false,
    // the cells' number formats, to tell a date cell from a number
    cellNF: true,
    // one row past the header and the limit, so a longer sheet shows as too long
    sheetRows: maxRows + 2,
  });
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  if (!sheet) return { header: [], rows: [] };
  checkDeclaredRange(XLSX, sheet, limits);
  if (!/\.csv$/i.test(file.name)) datesByValue(XLSX, sheet);
  const read = sheetFromCells(
    XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: false }),
  );
  if (read.rows.length > maxRows) throw new SheetLimitError(UPLOAD_LIMIT_TEXTS.tooManyRows(limits));
  return read;
}
