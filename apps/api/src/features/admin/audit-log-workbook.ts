import {
  AUDIT_LOG_EXPORT_MAX,
  AUDIT_LOG_MESSAGES,
  auditChangeLines,
  entityLabel,
  historyActionLabel,
  type AuditLogEntry,
  type AuditLogFilter,
} from '@portal/domain';
import ExcelJS from 'exceljs';

/**
 * "When" is a real date cell (sortable, filterable in Excel) holding the UTC instant, shown as the
 * portal shows date-times (MM/DD/YYYY h:mm AM/PM); the Changes read as the audit log page's.
 */
const COLUMNS = [
  { header: 'When (UTC)', width: 20, style: { numFmt: 'mm/dd/yyyy h:mm AM/PM' } },
  { header: 'Who', width: 24 },
  { header: 'E-mail', width: 30 },
  { header: 'Company', width: 30 },
  { header: 'Record type', width: 22 },
  { header: 'Record id', width: 38 },
  { header: 'Action', width: 14 },
  { header: 'Changes', width: 80 },
];

/** The audit log rows as an xlsx workbook: sheet "Audit log" (header bold and frozen), sheet "Filters". */
export async function auditLogWorkbook(
  rows: readonly AuditLogEntry[],
  filter: AuditLogFilter,
  capped: boolean,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Audit log', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS;
  sheet.getRow(1).font = { bold: true };
  for (const row of rows)
    sheet.addRow([
      new Date(row.at),
      row.user_name ?? '',
      row.user_email ?? '',
      row.company_names.join(', '),
      entityLabel(row.entity),
      row.entity_id ?? '',
      historyActionLabel(row.action, row.entity),
      auditChangeLines(row).join('\n'),
    ]);
  const filters = workbook.addWorksheet('Filters');
  filters.columns = [{ header: 'Audit log', width: 90 }];
  filters.getRow(1).font = { bold: true };
  for (const [name, value] of Object.entries(filter)) if (value) filters.addRow([`${name}: ${value}`]);
  filters.addRow([`Rows: ${rows.length}`]);
  if (capped) filters.addRow([AUDIT_LOG_MESSAGES.exportCapped(AUDIT_LOG_EXPORT_MAX)]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
