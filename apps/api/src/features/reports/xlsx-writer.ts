import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Column, ReportTable } from './report-table';

const NUMBER_FORMAT = '#,##0.##';
const DATE_FORMAT = 'yyyy-mm-dd';

const numFmt = (column: Column) =>
  column.kind === 'number' ? NUMBER_FORMAT : column.kind === 'date' ? DATE_FORMAT : undefined;

/**
 * Streams the report as an .xlsx workbook (exceljs' streaming writer): each row is committed and
 * leaves memory as it is written. Sheet "Report": the header row bold and frozen, typed cells
 * (numbers, dates, TRUE/FALSE), sized columns; sheet "Filters": what the report was made with.
 */
export async function writeXlsx(table: ReportTable, out: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Report', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width,
    style: numFmt(column) ? { numFmt: numFmt(column) } : {},
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  for await (const batch of table.batches) {
    for (const cells of batch) sheet.addRow(cells).commit();
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  sheet.commit();
  const filters = workbook.addWorksheet('Filters');
  filters.columns = [{ header: table.title, key: 'filter', width: 60 }];
  filters.getRow(1).font = { bold: true };
  filters.getRow(1).commit();
  for (const line of table.filters) filters.addRow([line]).commit();
  filters.commit();
  await workbook.commit();
}
