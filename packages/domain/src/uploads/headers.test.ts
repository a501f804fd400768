import { describe, expect, it } from 'vitest';
import { isAcceptedUpload, isBlankRow, mapHeaders, normalizeHeader, rowsToRecords } from './headers';
import { issuesFoundText } from './messages';

const aliases = {
  ticket_number: ['Ticket Number', 'Ticket #', 'Tkt No.'],
  net_qty: ['Net Qty', 'Net Quantity'],
} as const;

describe('mapHeaders', () => {
  it('matches aliases case-insensitively with dots stripped', () => {
    expect(normalizeHeader('  Tkt  No. ')).toBe('tkt no');
    const mapping = mapHeaders(aliases, ['NET QUANTITY', 'tkt no', 'Other']);
    expect(mapping).toEqual({ columns: { ticket_number: 1, net_qty: 0 }, missing: [] });
  });

  it('accepts the canonical key itself and reports missing columns', () => {
    expect(mapHeaders(aliases, ['ticket_number'])).toEqual({ columns: { ticket_number: 0 }, missing: ['net_qty'] });
  });

  it('turns rows into canonical records, empty strings for missing columns', () => {
    const mapping = mapHeaders(aliases, ['Ticket Number']);
    expect(rowsToRecords(mapping, [[' 42 '], []])).toEqual([
      { ticket_number: '42', net_qty: '' },
      { ticket_number: '', net_qty: '' },
    ]);
  });
});

describe('upload helpers', () => {
  it('accepts csv, xls and xlsx only', () => {
    expect(['a.csv', 'B.XLSX', 'c.xls'].map(isAcceptedUpload)).toEqual([true, true, true]);
    expect(['a.txt', 'b.pdf', 'xlsx'].map(isAcceptedUpload)).toEqual([false, false, false]);
  });
  it('spots blank rows and words the issue count', () => {
    expect(isBlankRow(['', ' ', null])).toBe(true);
    expect(isBlankRow(['', 'x'])).toBe(false);
    expect(issuesFoundText(3)).toBe('3 issue(s) found. Edit and reupload the corrected source file in order to save.');
  });
});
