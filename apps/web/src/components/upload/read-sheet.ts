import type * as Xlsx from '@e965/xlsx';
import { sheetFromCells, type Sheet } from './parse-sheet';

/**
 * The spreadsheet parser (@e965/xlsx), imported on demand so only the upload pages download it:
 * its mini build (280 KB) reads .xlsx and .csv; legacy .xls needs the full build (490 KB).
 */
async function parser(file: File): Promise<typeof Xlsx> {
  if (/\.xls$/i.test(file.name)) return import('@e965/xlsx');
  const mini = await import('@e965/xlsx/dist/xlsx.mini.min.js');
  return ((mini as { default?: unknown }).default ?? mini) as typeof Xlsx;
}

/** Reads the first sheet of a .csv, .xls or .xlsx file in the browser, every cell as displayed text. */
export async function readSheet(file: File): Promise<Sheet> {
  const XLSX = await parser(file);
  const workbook = XLSX.read(await file.arrayBuffer(), { type: 'array', raw: false, cellDates: false });
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  if (!sheet) return { header: [], rows: [] };
  return sheetFromCells(
    XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: false }),
  );
}
