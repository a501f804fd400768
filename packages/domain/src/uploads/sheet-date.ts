/**
 * A date cell of an uploaded file, as yyyy-mm-dd; null when it is not one, so the row is flagged
 * (TICKET WITH INVALID DATE FOUND, INVALID DATE FOUND) rather than guessed. Accepted: the spec's
 * month-first MM/DD/YY and mm/dd/yyyy (also with dashes), and yyyy-mm-dd, which is also how the
 * reader gives a spreadsheet's real date cells (by their value, whatever their display format).
 * A day-first date is not guessed: 13/04/2026 is refused (there is no month 13).
 */
export function parseSheetDate(value: string): string | null {
  const text = value.trim();
  let parts: [number, number, number] | null = null;
  const us = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (us) parts = [us[3]!.length === 2 ? 2000 + Number(us[3]) : Number(us[3]), Number(us[1]), Number(us[2])];
  else if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  if (!parts) return null;
  const [y, m, d] = parts;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
