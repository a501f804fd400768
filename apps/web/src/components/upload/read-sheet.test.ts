import * as XLSX from '@e965/xlsx';
import { describe, expect, it, vi } from 'vitest';
import { SHEET_FILE_LIMITS, UPLOAD_LIMIT_TEXTS, uploadLimits } from '@portal/domain';
import { SheetLimitError } from './parse-sheet';
import { readSheet } from './read-sheet';

function fileOf(bookType: 'xlsx' | 'xls' | 'csv', name: string): File {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      ['Grower Name', 'Net Bushels'],
      ['Ann Lee', '1,234'],
    ]),
    'S',
  );
  const bytes = XLSX.write(book, { type: 'array', bookType }) as ArrayBuffer;
  return new File([bytes], name);
}

describe('readSheet', () => {
  it.each([
    ['xlsx', 'tickets.xlsx'],
    ['xls', 'tickets.xls'],
    ['csv', 'tickets.csv'],
  ] as const)('reads a .%s file (mini build for xlsx and csv, full build for xls)', async (bookType, name) => {
    const sheet = await readSheet(fileOf(bookType, name));
    expect(sheet.header).toEqual(['Grower Name', 'Net Bushels']);
    expect(sheet.rows).toEqual([['Ann Lee', '1,234']]);
  });
});

describe('readSheet dates', () => {
  /** A workbook whose first column holds date cells (serials) shown in `format`, and one text cell. */
  function datedFile(bookType: 'xlsx' | 'xls', format: string, text = '03/04/2026'): File {
    // Excel's day serials (no time zone): 46115 is 3 April 2026, 45915.6 is 15 September 2025 at 14:24.
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Scale Ticket Date', 'Typed Date'],
      [{ t: 'n', v: 46115, z: format }, text],
      [{ t: 'n', v: 45915.6, z: format }, ''],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'S');
    return new File([XLSX.write(book, { type: 'array', bookType }) as ArrayBuffer], `tickets.${bookType}`);
  }

  it.each([
    ['xlsx', 'dd/mm/yyyy'],
    ['xls', 'dd/mm/yyyy'],
    ['xlsx', 'mm/dd/yyyy'],
    ['xlsx', 'd mmm yyyy hh:mm'],
  ] as const)(
    'X21: a .%s date cell shown as %s is read by its value (3 April stays 3 April)',
    async (bookType, format) => {
      const sheet = await readSheet(datedFile(bookType, format));
      expect(sheet.rows).toEqual([
        ['2026-04-03', '03/04/2026'],
        ['2025-09-15', ''],
      ]);
    },
  );

  it('X21: a date typed as text stays as typed, for the date rules to judge', async () => {
    const sheet = await readSheet(datedFile('xlsx', 'dd/mm/yyyy', '13/04/2026'));
    expect(sheet.rows[0]).toEqual(['2026-04-03', '13/04/2026']);
  });
});

describe('readSheet limits', { timeout: 20_000 }, () => {
  const bookOf = (rows: unknown[][], ref?: string) => {
    const sheet = XLSX.utils.aoa_to_sheet(rows);
    if (ref) sheet['!ref'] = ref;
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'S');
    return new File([XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer], 'tickets.xlsx');
  };
  const LIMITS = uploadLimits();
  const refusal = (file: File) =>
    readSheet(file).then(
      () => 'read',
      (error: unknown) => (error instanceof SheetLimitError ? error.message : `other: ${String(error)}`),
    );

  it('N-14: a file over the size limit is refused before it is read', async () => {
    const file = new File([new Uint8Array(SHEET_FILE_LIMITS.maxBytes + 1)], 'big.xlsx');
    const read = vi.spyOn(file, 'arrayBuffer');
    expect(await refusal(file)).toBe(UPLOAD_LIMIT_TEXTS.tooLarge(LIMITS));
    expect(read).not.toHaveBeenCalled();
  });

  it('N-14: a sheet that declares more rows or columns than the limits is refused', async () => {
    const rows = [['Grower'], ['Ann Lee']];
    expect(await refusal(bookOf(rows, `A1:A${SHEET_FILE_LIMITS.maxRows + 5}`))).toBe(
      UPLOAD_LIMIT_TEXTS.tooManyRows(LIMITS),
    );
    expect(await refusal(bookOf(rows, 'A1:XFD2'))).toBe(UPLOAD_LIMIT_TEXTS.tooManyColumns(LIMITS));
  });

  it('N-14: a sheet with more data rows than the limit is refused; one at the limit is read', async () => {
    const header = [['Grower']];
    const many = (count: number) => [...header, ...Array.from({ length: count }, (_, i) => [`Grower ${i}`])];
    expect(await refusal(bookOf(many(SHEET_FILE_LIMITS.maxRows + 1)))).toBe(UPLOAD_LIMIT_TEXTS.tooManyRows(LIMITS));
    expect((await readSheet(bookOf(many(SHEET_FILE_LIMITS.maxRows)))).rows).toHaveLength(SHEET_FILE_LIMITS.maxRows);
  });

  it('N-14: a csv with more rows than the limit is refused', async () => {
    const csv = ['Grower', ...Array.from({ length: SHEET_FILE_LIMITS.maxRows + 1 }, (_, i) => `G${i}`)].join('\n');
    expect(await refusal(new File([csv], 'tickets.csv'))).toBe(UPLOAD_LIMIT_TEXTS.tooManyRows(LIMITS));
  });
});
