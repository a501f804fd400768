import { PassThrough, type Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { writePdf } from './pdf-writer';
import { readPdf, readWorkbook } from './report-files.fixtures';
import { inBatches, type Cell, type ReportTable } from './report-table';
import { writeXlsx } from './xlsx-writer';

const ROWS = 150;
const created = (i: number) => new Date(Date.UTC(2026, 2, 1 + (i % 28)));

/** A long synthetic report with a column of every kind, rows read in batches of 40. */
function table(): ReportTable {
  const rows = Array.from({ length: ROWS }, (_, i) => ({ i }));
  return {
    title: 'Test report',
    filters: ['Program: Pilot', 'Status: completed'],
    columns: [
      { header: 'Contract ID', kind: 'text', width: 20 },
      { header: 'Units', kind: 'number', width: 10 },
      { header: 'Created', kind: 'date', width: 12 },
      { header: 'Dealer', kind: 'boolean', width: 8 },
    ],
    batches: inBatches(
      40,
      async (after?: number) => rows.slice(after === undefined ? 0 : after + 1, (after ?? -1) + 41),
      (row) => row.i,
      (row): Cell[] => [`C-${String(row.i).padStart(4, '0')}`, row.i * 1.5, created(row.i), row.i % 2 === 0],
    ),
  };
}

async function written(write: (out: Writable) => Promise<void>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await write(out);
  return Buffer.concat(chunks);
}

describe('the report writers', () => {
  it('xlsx: every row once, typed numbers, dates and TRUE/FALSE, a bold frozen header, sized columns, the filters', async () => {
    const workbook = await readWorkbook(await written((out) => writeXlsx(table(), out)));
    const sheet = workbook.getWorksheet('Report')!;
    expect(sheet.rowCount).toBe(ROWS + 1);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Contract ID', 'Units', 'Created', 'Dealer']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect([1, 2, 3, 4].map((c) => sheet.getColumn(c).width)).toEqual([20, 10, 12, 8]);
    const last = sheet.getRow(ROWS + 1);
    expect(last.getCell(1).value).toBe(`C-0${ROWS - 1}`);
    expect(last.getCell(2).value).toBe((ROWS - 1) * 1.5);
    expect(last.getCell(3).value).toEqual(created(ROWS - 1));
    expect(last.getCell(3).numFmt).toBe('yyyy-mm-dd');
    expect(sheet.getRow(2).getCell(4).value).toBe(true);
    expect(sheet.getRow(3).getCell(4).value).toBe(false);
    const filters = workbook.getWorksheet('Filters')!;
    expect(filters.getColumn(1).values.slice(1)).toEqual(['Test report', 'Program: Pilot', 'Status: completed']);
  });

  it('pdf: landscape, the title and filters once on top, the header row and a page number on every page', async () => {
    const body = await written((out) => writePdf(table(), out));
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(body.toString('latin1').match(/\/MediaBox \[0 0 792 612\]/g)?.length).toBeGreaterThanOrEqual(1);
    expect(body.toString('latin1')).not.toMatch(/\/MediaBox \[0 0 612 792\]/);
    const { pages, text } = readPdf(body);
    expect(pages).toBeGreaterThanOrEqual(3);
    const lines = text.split('\n');
    expect(lines.filter((line) => line === 'Contract ID')).toHaveLength(pages);
    for (let page = 1; page <= pages; page += 1) expect(lines).toContain(`Page ${page}`);
    expect(lines.filter((line) => line === 'Program: Pilot')).toHaveLength(1);
    // the filters stand above the first header row
    expect(lines.indexOf('Status: completed')).toBeLessThan(lines.indexOf('Contract ID'));
    expect(lines).toContain(`C-0${ROWS - 1}`);
    expect(lines).toContain('2026-03-01');
    expect(lines).toContain('TRUE');
  });

  it('pdf: columns sized by their content, long texts cut with an ellipsis, numbers whole', async () => {
    const long = 'Grower with a name far too long for any column of a landscape page, Incorporated';
    const months = Array.from({ length: 13 }, (_, i) => ({ header: `M-${i}`, kind: 'number' as const, width: 10 }));
    const wide: ReportTable = {
      title: 'Wide report',
      filters: [],
      columns: [
        { header: 'Contract ID', kind: 'text', width: 20 },
        { header: 'Grower', kind: 'text', width: 24 },
        ...months,
        { header: 'Net Total', kind: 'number', width: 12 },
      ],
      batches: inBatches(
        10,
        async (after?: number) => (after === undefined ? [0, 1] : []),
        (i) => i,
        (i): Cell[] => [`C-${i}`, i ? long : 'Short Farms', ...months.map(() => 1_234), 16_042],
      ),
    };
    const lines = readPdf(await written((out) => writePdf(wide, out, { compress: false }))).text.split('\n');
    expect(lines).toContain('Short Farms');
    expect(lines).not.toContain(long);
    expect(lines.some((line) => long.startsWith(line.slice(0, -1)) && line.length > 10)).toBe(true);
    expect(lines.filter((line) => line === '1,234')).toHaveLength(26);
    expect(lines.filter((line) => line === '16,042')).toHaveLength(2);
  });

  it('reliability 4: pdf prints names in any script as entered, in an embedded font', async () => {
    const names = ['Zoë Ångström', 'Łukasz Żółć', 'Nguyễn Văn An', 'Дмитрий'];
    const report: ReportTable = {
      title: 'Growers of Łódź',
      filters: ['Grower name: Дмитрий'],
      columns: [{ header: 'Grower', kind: 'text', width: 24 }],
      batches: inBatches(
        10,
        async (after?: number) => (after === undefined ? [0, 1, 2, 3] : []),
        (i) => i,
        (i): Cell[] => [names[i]!],
      ),
    };
    const body = await written((out) => writePdf(report, out));
    const lines = readPdf(body).text.split('\n');
    for (const name of [...names, 'Growers of Łódź', 'Grower name: Дмитрий']) expect(lines).toContain(name);
    expect(body.toString('latin1')).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSans\b/);
  });
});
