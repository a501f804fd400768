import { isBlankRow } from '@portal/domain';

/**
 * Reads the first sheet of a .csv, .xls or .xlsx file in the browser with a maintained
 * spreadsheet parser (@e965/xlsx, loaded on demand): the header row and the non-blank data rows,
 * every cell as displayed text.
 */
export async function readSheet(file: File): Promise<{ header: string[]; rows: string[][] }> {
  const XLSX = await import('@e965/xlsx');
  const workbook = XLSX.read(await file.arrayBuffer(), { type: 'array', raw: false, cellDates: false });
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  if (!sheet) return { header: [], rows: [] };
  const all = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: false });
  const cells = all.map((row) => row.map((cell) => String(cell ?? '').trim()));
  const start = cells.findIndex((row) => !isBlankRow(row));
  if (start < 0) return { header: [], rows: [] };
  return { header: cells[start]!, rows: cells.slice(start + 1).filter((row) => !isBlankRow(row)) };
}
