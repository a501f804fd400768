import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import type { Cell, Column, ReportTable } from './report-table';

const MARGIN = 30;
const FONT_SIZE = 7;
const ROW_HEIGHT = 12;

const format = (cell: Cell, column: Column): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  if (typeof cell === 'number')
    return column.kind === 'number' ? cell.toLocaleString('en-US', { maximumFractionDigits: 2 }) : String(cell);
  return cell;
};

/**
 * Streams the report as a landscape PDF (pdfkit): the title and filters at the top of the first
 * page, the header row repeated on every page, "Page n" at the foot of each. Pages are flushed to
 * the stream as they fill, so a long report never sits in memory whole. `compress: false` keeps
 * the page text readable (tests).
 */
export async function writePdf(table: ReportTable, out: Writable, options: { compress?: boolean } = {}) {
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: MARGIN,
    compress: options.compress ?? true,
  });
  doc.pipe(out);
  const done = finished(out);
  const width = doc.page.width - MARGIN * 2;
  const bottom = doc.page.height - MARGIN - ROW_HEIGHT;
  const units = table.columns.reduce((sum, c) => sum + c.width, 0);
  const widths = table.columns.map((c) => (c.width / units) * width);
  let pageNumber = 0;
  let y = MARGIN;

  const row = (texts: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
    let x = MARGIN;
    texts.forEach((text, i) => {
      const right = table.columns[i]!.kind === 'number';
      doc.text(text, x + 2, y + 2, {
        width: widths[i]! - 4,
        height: FONT_SIZE + 2,
        lineBreak: false,
        ellipsis: true,
        align: right ? 'right' : 'left',
      });
      x += widths[i]!;
    });
    y += ROW_HEIGHT;
    if (bold)
      doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + width, y)
        .lineWidth(0.5)
        .stroke();
  };
  const startPage = () => {
    if (pageNumber > 0) doc.addPage();
    pageNumber += 1;
    // The footer sits in the bottom margin, where pdfkit would otherwise start a new page.
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    doc.font('Helvetica').fontSize(FONT_SIZE);
    doc.text(`Page ${pageNumber}`, MARGIN, doc.page.height - MARGIN + 8, { width, align: 'right', lineBreak: false });
    doc.page.margins = margins;
    y = MARGIN;
    if (pageNumber === 1) {
      doc.font('Helvetica-Bold').fontSize(14).text(table.title, MARGIN, y, { width, lineBreak: false });
      y += 20;
      doc.font('Helvetica').fontSize(9);
      for (const line of table.filters) {
        doc.text(line, MARGIN, y, { width, lineBreak: false });
        y += 12;
      }
      y += 6;
    }
    row(
      table.columns.map((c) => c.header),
      true,
    );
  };

  startPage();
  for await (const batch of table.batches) {
    for (const cells of batch) {
      if (y > bottom) startPage();
      row(
        cells.map((cell, i) => format(cell, table.columns[i]!)),
        false,
      );
    }
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  doc.end();
  await done;
}
