import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
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
