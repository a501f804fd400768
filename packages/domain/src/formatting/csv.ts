/**
 * Every csv file the portal writes goes through csvCell, so no cell runs as a formula when the file is
 * opened in a spreadsheet (OWASP's csv injection advice): text starting with = + - @ tab or CR gets a
 * leading apostrophe. Plain numbers (-5, +3.2) are left alone, since they cannot hold a formula.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[-+]?\d+(\.\d+)?$/;

/** One csv cell: defused, then quoted when it holds a separator, a quote or a line break. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Whole csv text: one line per row, CRLF line ends (as spreadsheets write them), a final line break. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
