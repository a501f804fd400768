import { csvText } from '../formatting/csv';
import type { UploadPreviewRow } from './sheet-upload';

/** Why a row is flagged: 'Missing Grower; Date invalid; Duplicate'. */
export function rowIssueReasons(row: UploadPreviewRow, labels: Readonly<Record<string, string>>): string {
  const reasons = row.flagged.map((key) => `${labels[key] ?? key} ${row.cells[key] ? 'invalid' : 'missing'}`);
  if (row.issue === 'duplicate') reasons.push('Duplicate');
  return reasons.join('; ');
}

/** "Download issues": the rows with an issue, their cells and the reasons, as csv text. */
export function issuesCsv(
  columns: readonly { key: string; label: string }[],
  rows: readonly UploadPreviewRow[],
): string {
  const labels = Object.fromEntries(columns.map((c) => [c.key, c.label]));
  const lines = [['Row', ...columns.map((c) => c.label), 'Issues']];
  for (const row of rows) {
    if (!row.issue) continue;
    lines.push([String(row.row), ...columns.map((c) => row.cells[c.key] ?? ''), rowIssueReasons(row, labels)]);
  }
  return csvText(lines);
}
