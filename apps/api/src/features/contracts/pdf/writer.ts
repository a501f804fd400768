import { type PDFDocument, PDFRef, PDFTextField, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { fit, printable, wrap } from '../../../services/pdf/text';

export const GREEN = rgb(0.09, 0.36, 0.2);
const TEXT = rgb(0.1, 0.1, 0.1);
export const GREY = rgb(0.38, 0.38, 0.38);
const RULE = rgb(0.78, 0.8, 0.78);
const SHADE = rgb(0.95, 0.97, 0.95);
export const MARGIN = 50;
const PAGE: [number, number] = [612, 792];
export const BOTTOM = 60;

export type Fonts = { regular: PDFFont; bold: PDFFont };
type Column = { title: string; width: number; align?: 'left' | 'right' };

/** A top-down writer over appended pages that starts a new page when the next block does not fit. */
export class Writer {
  pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;
  readonly width = PAGE[0] - 2 * MARGIN;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
    private readonly header: string,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.pdf.addPage(PAGE);
    this.pages.push(this.page);
    this.page.drawRectangle({ x: 0, y: PAGE[1] - 8, width: PAGE[0], height: 8, color: GREEN });
    this.page.drawText(printable(this.fonts.bold, this.header), {
      x: MARGIN,
      y: PAGE[1] - 40,
      size: 9,
      font: this.fonts.bold,
      color: GREY,
    });
    this.y = PAGE[1] - 64;
  }

  /** Makes room for `height` points, on a new page when needed. */
  room(height: number) {
    if (this.y - height < BOTTOM) this.newPage();
  }

  text(
    value: string,
    options: { x?: number; size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; width?: number } = {},
  ) {
    const size = options.size ?? 9;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    this.page.drawText(fit(font, value, size, options.width ?? this.width), {
      x: options.x ?? MARGIN,
      y: this.y,
      size,
      font,
      color: options.color ?? TEXT,
    });
  }

  heading(value: string) {
    this.room(40);
    this.y -= 8;
    this.text(value, { size: 12, bold: true, color: GREEN });
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + this.width, y: this.y },
      thickness: 0.6,
      color: GREEN,
    });
    this.y -= 14;
  }

  paragraph(value: string, size = 9) {
    for (const line of wrap(this.fonts.regular, value, size, this.width)) {
      this.room(size * 1.5);
      this.text(line, { size });
      this.y -= size * 1.45;
    }
  }

  /** Label/value pairs in two columns. */
  pairs(items: [string, string][]) {
    const half = this.width / 2;
    for (let i = 0; i < items.length; i += 2) {
      this.room(26);
      items.slice(i, i + 2).forEach(([label, value], column) => {
        const x = MARGIN + column * half;
        this.text(label, { x, size: 7.5, bold: true, color: GREY, width: half - 12 });
        this.y -= 11;
        this.text(value, { x, size: 10, width: half - 12 });
        this.y += 11;
      });
      this.y -= 26;
    }
  }

  /** Side-by-side boxes of lines (the parties). */
  boxes(items: { title: string; lines: string[] }[]) {
    const gap = 10;
    const width = (this.width - gap * (items.length - 1)) / items.length;
    const height = 18 + Math.max(...items.map((b) => b.lines.length)) * 12;
    this.room(height + 8);
    const top = this.y + 10;
    items.forEach((box, index) => {
      const x = MARGIN + index * (width + gap);
      this.page.drawRectangle({ x, y: top - height, width, height, color: SHADE, borderColor: RULE, borderWidth: 0.6 });
      this.page.drawText(fit(this.fonts.bold, box.title, 8, width - 12), {
        x: x + 6,
        y: top - 13,
        size: 8,
        font: this.fonts.bold,
        color: GREEN,
      });
      box.lines.forEach((line, n) => {
        this.page.drawText(fit(this.fonts.regular, line, 8.5, width - 12), {
          x: x + 6,
          y: top - 27 - n * 12,
          size: 8.5,
          font: this.fonts.regular,
          color: TEXT,
        });
      });
    });
    this.y = top - height - 16;
  }

  table(columns: Column[], rows: string[][], options: { totalRow?: string[] } = {}) {
    const scale = this.width / columns.reduce((sum, c) => sum + c.width, 0);
    const widths = columns.map((c) => c.width * scale);
    const drawRow = (cells: string[], style: 'head' | 'body' | 'total') => {
      this.room(16);
      if (style !== 'body')
        this.page.drawRectangle({ x: MARGIN, y: this.y - 4, width: this.width, height: 15, color: SHADE });
      let x = MARGIN;
      cells.forEach((cell, index) => {
        const font = style === 'body' ? this.fonts.regular : this.fonts.bold;
        const size = style === 'head' ? 7.5 : 8.5;
        const text = fit(font, cell, size, widths[index]! - 6);
        const right = columns[index]!.align === 'right';
        const offset = right ? widths[index]! - 4 - font.widthOfTextAtSize(text, size) : 3;
        this.page.drawText(text, { x: x + offset, y: this.y, size, font, color: style === 'head' ? GREY : TEXT });
        x += widths[index]!;
      });
      this.y -= 15;
      if (style === 'body') {
        this.page.drawLine({
          start: { x: MARGIN, y: this.y + 10 },
          end: { x: MARGIN + this.width, y: this.y + 10 },
          thickness: 0.3,
          color: RULE,
        });
      }
    };
    drawRow(
      columns.map((c) => c.title),
      'head',
    );
    for (const row of rows) {
      if (this.y - 16 < BOTTOM) {
        this.newPage();
        drawRow(
          columns.map((c) => c.title),
          'head',
        );
      }
      drawRow(row, 'body');
    }
    if (options.totalRow) drawRow(options.totalRow, 'total');
    this.y -= 8;
  }
}

/** Fills the template's known fields (see seed/master-agreement-pdf.ts) when it has them. */
export function fillTemplateFields(pdf: PDFDocument, fonts: Fonts, values: Record<string, string>) {
  const form = pdf.getForm();
  const fields = form.getFields();
  if (!fields.length) return;
  for (const field of fields) {
    if (!(field instanceof PDFTextField)) continue;
    const value = values[field.getName()];
    if (value === undefined) continue;
    field.setText(
      value
        .split('\n')
        .map((line) => printable(fonts.regular, line))
        .join('\n'),
    );
  }
  form.updateFieldAppearances(fonts.regular);
  form.flatten();
  // pdf-lib deletes the flattened widgets but can leave them in the pages' Annots (dangling references).
  for (const page of pdf.getPages()) {
    const annots = page.node.Annots();
    if (!annots) continue;
    for (let i = annots.size() - 1; i >= 0; i -= 1) {
      const ref = annots.get(i);
      if (ref instanceof PDFRef && !pdf.context.lookup(ref)) annots.remove(i);
    }
  }
}
