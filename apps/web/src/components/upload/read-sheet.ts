import { sheetFromCells, type Sheet } from './parse-sheet';

/**
 * Reads the first sheet of a .csv, .xls or .xlsx file in the browser with a maintained
 * spreadsheet parser (@e965/xlsx, imported on demand so only the upload pages download it),
 * every cell as displayed text.
 */
export async function readSheet(file: File): Promise<Sheet> {
  const XLSX = await import('@e965/xlsx');
  const workbook = XLSX.read(await file.arrayBuffer(), { type: 'array', raw: false, cellDates: false });
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  if (!sheet) return { header: [], rows: [] };
  return sheetFromCells(
    XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: false }),
  );
}
