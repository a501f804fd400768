import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import { fontBytes } from '../../services/pdf/fonts';
import type { Cell, Column, ReportTable } from './report-table';

const MARGIN = 30;
const MAX_FONT = 8;
const MIN_FONT = 5;
/** Space either side of a cell's text. */
const PAD = 3;
/** A text column grows to its longest text up to this many ems; longer texts end in an ellipsis. */
const TEXT_CAP_EM = 16;
const STRIPE = '#f1f3f5';

type Doc = InstanceType<typeof PDFDocument>;
/** The shared Unicode fonts (services/pdf/fonts), registered in each document under these names. */
const REGULAR = 'Regular';
const BOLD = 'Bold';
type Layout = { fontSize: number; widths: number[]; rowHeight: number; headerHeight: number };

const format = (cell: Cell, column: Column): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  if (typeof cell === 'number')
    return column.kind === 'number' ? cell.toLocaleString('en-US', { maximumFractionDigits: 2 }) : String(cell);
  return cell;
};

/** A text's width in ems (its width at font size 1). */
const ems = (doc: Doc, text: string, bold = false) =>
  doc
    .font(bold ? BOLD : REGULAR)
    .fontSize(1)
    .widthOfString(text);

/** The widest a column may stay for `widths` to add up to `total`: the widest ones give way first. */
function levelFor(widths: number[], total: number): number {
  const sorted = [...widths].sort((a, b) => a - b);
  let rest = total;
  for (const [i, w] of sorted.entries()) {
    const level = rest / (sorted.length - i);
    if (w >= level) return level;
    rest -= w;
  }
  return Infinity;
}

/**
 * Column widths from the content (the header and the first batch of rows): each column as wide as
 * its longest text (a text column up to TEXT_CAP_EM; a number column two digits more, its header
 * may wrap at its spaces), at the largest font size up to MAX_FONT at which all of it fits the page. Room to spare
 * goes to the text columns; what does not fit at MIN_FONT comes off the widest of them (their
 * texts then end in an ellipsis).
 */
function layout(doc: Doc, columns: Column[], sample: string[][], available: number): Layout {
  const isText = columns.map((c) => c.kind === 'text');
  const natural = columns.map((column, i) => {
    const content = Math.max(0, ...sample.map((row) => ems(doc, row[i] ?? '')));
    if (column.kind !== 'number') {
      const header = ems(doc, column.header, true);
      return Math.max(header, isText[i] ? Math.min(content, TEXT_CAP_EM) : content);
    }
    // a number column keeps room for two more digits (its total, often the last row)
    return Math.max(content + ems(doc, '00'), ...column.header.split(' ').map((word) => ems(doc, word, true)));
  });
  const pads = columns.length * PAD * 2;
  const fitting = (available - pads) / natural.reduce((sum, w) => sum + w, 0);
  const fontSize = Math.max(MIN_FONT, Math.min(MAX_FONT, Math.floor(fitting * 4) / 4));
  let widths = natural.map((w) => w * fontSize + PAD * 2);
  const spare = available - widths.reduce((sum, w) => sum + w, 0);
  const takers = isText.some(Boolean) ? isText : isText.map(() => true);
  const share = widths.reduce((sum, w, i) => sum + (takers[i] ? w : 0), 0);
  if (spare >= 0) widths = widths.map((w, i) => (takers[i] ? w + (spare * w) / share : w));
  else {
    const level = levelFor(
      widths.filter((_, i) => takers[i]),
      share + spare,
    );
    widths = widths.map((w, i) => (takers[i] ? Math.min(w, level) : w));
  }
  doc.font(BOLD).fontSize(fontSize);
  const headerLines = Math.max(
    ...columns.map((c, i) =>
      c.kind !== 'number'
        ? 1
        : Math.round(doc.heightOfString(c.header, { width: widths[i]! - PAD * 2 }) / doc.currentLineHeight()),
    ),
  );
  const rowHeight = Math.ceil(fontSize * 1.8);
  return { fontSize, widths, rowHeight, headerHeight: rowHeight + (headerLines - 1) * Math.ceil(fontSize * 1.2) };
}

/**
 * Streams the report as a landscape PDF (pdfkit): the title and filters at the top of the first
 * page, the header row repeated on every page, "Page n" at the foot of each, the columns sized by
 * layout() from the first batch. Numbers are right-aligned and never cut (one too wide for its
 * column is set smaller); long texts end in an ellipsis. Pages are flushed to the stream as they
 * fill, so a long report never sits in memory whole. `compress: false` keeps the page text
 * readable (tests).
 */
export async function writePdf(table: ReportTable, out: Writable, options: { compress?: boolean } = {}) {
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: MARGIN,
    compress: options.compress ?? true,
  });
  // Names print as entered, in any script the font covers (pdfkit embeds the glyphs used).
  doc.registerFont(REGULAR, fontBytes('regular'));
  doc.registerFont(BOLD, fontBytes('bold'));
  doc.pipe(out);
  const done = finished(out);
  const width = doc.page.width - MARGIN * 2;
  const batches = table.batches[Symbol.asyncIterator]();
  const formatted = (cells: Cell[]) => cells.map((cell, i) => format(cell, table.columns[i]!));
  const first = await batches.next();
  const firstRows = first.done ? [] : first.value.map(formatted);
  const { fontSize, widths, rowHeight, headerHeight } = layout(doc, table.columns, firstRows, width);
  const bottom = doc.page.height - MARGIN - rowHeight;
  let pageNumber = 0;
  let rowNumber = 0;
  let y = MARGIN;

  const cell = (text: string, i: number, x: number, bold: boolean, height: number) => {
    const right = table.columns[i]!.kind === 'number';
    const room = widths[i]! - PAD * 2;
    doc.font(bold ? BOLD : REGULAR).fontSize(fontSize);
    // a number is never cut: set smaller when too wide; a header of a number column may wrap
    if (right && !bold) doc.fontSize(Math.min(fontSize, (fontSize * room) / Math.max(doc.widthOfString(text), 1)));
    const wraps = bold && right;
    doc.text(text, x + PAD, y + (rowHeight - fontSize) / 2, {
      width: room,
      height: wraps ? height : fontSize + 2,
      lineBreak: wraps,
      ellipsis: !wraps,
      align: right ? 'right' : 'left',
    });
  };
  const row = (texts: string[], bold: boolean) => {
    const height = bold ? headerHeight : rowHeight;
    if (!bold && rowNumber++ % 2 === 1) doc.rect(MARGIN, y, width, height).fill(STRIPE).fillColor('black');
    let x = MARGIN;
    texts.forEach((text, i) => {
      cell(text, i, x, bold, height);
      x += widths[i]!;
    });
    y += height;
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
    rowNumber = 0;
    // The footer sits in the bottom margin, where pdfkit would otherwise start a new page.
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    doc.font(REGULAR).fontSize(8);
    doc.text(`Page ${pageNumber}`, MARGIN, doc.page.height - MARGIN + 8, { width, align: 'right', lineBreak: false });
    doc.page.margins = margins;
    y = MARGIN;
    if (pageNumber === 1) {
      doc.font(BOLD).fontSize(14).text(table.title, MARGIN, y, { width, lineBreak: false });
      y += 20;
      doc.font(REGULAR).fontSize(9);
      for (const line of table.filters) {
        doc.text(line, MARGIN, y, { width, height: 11, lineBreak: false, ellipsis: true });
        y += 12;
      }
      y += 6;
    }
    row(
      table.columns.map((c) => c.header),
      true,
    );
  };

  const write = (rows: string[][]) => {
    for (const texts of rows) {
      if (y > bottom) startPage();
      row(texts, false);
    }
  };
  startPage();
  write(firstRows);
  for (let next = await batches.next(); !next.done; next = await batches.next()) {
    write(next.value.map(formatted));
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  doc.end();
  await done;
}
