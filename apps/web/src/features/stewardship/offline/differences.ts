/** One value a queued save and the server's version hold differently, for the steward to compare. */
export type Difference = { label: string; phone: string; server: string };

type Row = Record<string, unknown>;
const isObject = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const HIDDEN = new Set(['field_id', 'field_name', 'location_name', 'disabled', 'sameDate']);

const labelOf = (key: string) => {
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
const shownOf = (value: unknown) => {
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  return value === null || value === undefined || value === '' ? '—' : String(value);
};

/**
 * The values a section's form holds on the phone and on the server that differ: rows by their field or
 * location (a row only one side has, a field added or lost since, is left out), then the section's other
 * values (the cleanout flags).
 */
export function differences(phone: unknown, server: unknown): Difference[] {
  if (!isObject(phone) || !isObject(server)) return [];
  const found: Difference[] = [];
  const compare = (a: Row, b: Row, prefix: string) => {
    for (const key of Object.keys(a)) {
      if (HIDDEN.has(key) || Array.isArray(a[key])) continue;
      if (isObject(a[key])) {
        compare(a[key], isObject(b[key]) ? b[key] : {}, prefix);
        continue;
      }
      const [mine, theirs] = [shownOf(a[key]), shownOf(b[key])];
      if (mine !== theirs) found.push({ label: `${prefix}${labelOf(key)}`, phone: mine, server: theirs });
    }
  };
  const rowKey = (row: Row) => String(row.field_id ?? row.location_name);
  const [rowsA, rowsB] = [phone.rows, server.rows];
  if (Array.isArray(rowsA) && Array.isArray(rowsB)) {
    const byKey = new Map((rowsB as Row[]).map((row) => [rowKey(row), row]));
    for (const row of rowsA as Row[]) {
      const other = byKey.get(rowKey(row));
      if (other) compare(row, other, `${String(row.field_name ?? row.location_name)}: `);
    }
  }
  compare(phone, server, '');
  return found;
}
