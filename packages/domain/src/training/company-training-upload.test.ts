import { describe, expect, it } from 'vitest';
import { parseSheetDate } from '../uploads/sheet-date';
import { checkTrainingRows, COMPANY_TRAINING_UPLOAD, TRAINING_HEADERS } from './company-training-upload';
import { mapHeaders, rowsToRecords } from '../uploads/headers';

const header = ['SAP ID', 'Company', 'Year', 'Training Date', 'Contact', 'E-mail'];
const check = (rows: string[][]) => checkTrainingRows(rowsToRecords(mapHeaders(TRAINING_HEADERS, header), rows));

describe('stewardship training rows', () => {
  it('maps aliases, prefixes 8-digit SAP ids and marks the training complete', () => {
    const result = check([
      ['12345678', 'Prairie Gold Seed Co.', '2026', '03/15/2026', 'Riley Jensen', 'Riley@Example.com'],
    ]);
    expect(result.issueCount).toBe(0);
    expect(result.rows[0]!.doc).toEqual({
      company_sap_id: '0012345678',
      company_name: 'Prairie Gold Seed Co.',
      training_year: 2026,
      active: true,
      contact_name: 'Riley Jensen',
      contact_email: 'riley@example.com',
    });
  });

  it('takes the year from the date when the year is empty', () => {
    expect(check([['0012345678', 'P', '', '2027-02-01', '', '']]).rows[0]!.doc.training_year).toBe(2027);
  });

  it('flags missing fields, invalid dates and duplicates', () => {
    const result = check([
      ['', 'No SAP', '2026', '', '', ''],
      ['12345679', 'Heartland', '', '02/30/2026', '', ''],
      ['12345680', 'North Star', '2026', '', '', ''],
      ['0012345680', 'North Star', '2026', '', '', ''],
      ['12345681', 'No year', '', '', '', ''],
    ]);
    expect(result.missing).toEqual([
      { row: 2, fields: ['Company SAP ID'] },
      { row: 6, fields: ['Training Year'] },
    ]);
    expect(result.invalidDates).toEqual([{ row: 3, value: '02/30/2026' }]);
    expect(result.duplicates).toEqual([{ company_sap_id: '0012345680', training_year: 2026, rows: [4, 5] }]);
    expect(result.issueCount).toBe(4);
  });

  it('parses the date formats people use', () => {
    expect(parseSheetDate('3/5/26')).toBe('2026-03-05');
    expect(parseSheetDate('2026-13-01')).toBeNull();
    expect(parseSheetDate('soon')).toBeNull();
  });

  it('shows the prefixed SAP id and the year of the date in the preview, and flags an invalid date', () => {
    const records = rowsToRecords(mapHeaders(TRAINING_HEADERS, header), [
      ['12345678', 'Prairie Gold Seed Co.', '', '03/15/2026', '', ''],
      ['12345679', 'Heartland', '', '02/30/2026', '', ''],
    ]);
    const { rows, items } = COMPANY_TRAINING_UPLOAD.check(records, []);
    expect(rows[0]).toMatchObject({ issue: null, cells: { company_sap_id: '0012345678', training_year: '2026' } });
    expect(rows[1]).toMatchObject({ issue: 'missing', flagged: ['training_date'] });
    expect(items[0]).toMatchObject({ company_sap_id: '0012345678', training_year: 2026, active: true });
  });
});
