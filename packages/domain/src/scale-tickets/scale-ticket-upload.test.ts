import { describe, expect, it } from 'vitest';
import { parseSheetDate } from '../uploads/sheet-date';
import { mapHeaders, rowsToRecords } from '../uploads/headers';
import { UPLOAD_TEXTS } from '../uploads/messages';
import { SCALE_TICKET_MESSAGES } from './messages';
import {
  checkScaleTicketRows,
  parseQuantity,
  parseRva,
  SCALE_TICKET_HEADERS,
  SCALE_TICKET_UPLOAD,
  type ScaleTicketKey,
} from './scale-ticket-upload';

const HEADER = [
  'Grower',
  'Contract Number',
  'Date',
  'Ticket Number',
  'BOL',
  'Gross Weight',
  'Tare',
  'Net Weight',
  'Gross Qty',
  'Net Qty',
  'Test Weight',
  'MST',
  'FM',
  'DMG',
  'RVA',
];
const ROW = [
  'Lakeside Farms',
  '',
  '10/05/26',
  'T-1',
  'B-1',
  '60,000',
  '20,000',
  '40,000',
  '1,250.5',
  '1,200',
  '56.5',
  '15.2',
  '1.1',
  '0.5',
  '1',
];

const records = (header: string[], rows: string[][]) => rowsToRecords(mapHeaders(SCALE_TICKET_HEADERS, header), rows);
const check = (rows: string[][], header = HEADER) => SCALE_TICKET_UPLOAD.check(records(header, rows), []);

describe('scale ticket headers', () => {
  it('maps the real-world names onto the canonical columns', () => {
    const header = [
      'Farmer Name',
      'Contract #',
      'Ticket Date',
      'Ticket #',
      'Bill of Lading',
      'Gross Lbs',
      'Tare Weight',
      'Net Lbs',
      'Gross Bushels',
      'Net Bushels',
      'TW',
      'Moisture',
      'Foreign Material',
      'Damage',
      'Rapid Visco Analyzer',
    ];
    const mapping = mapHeaders(SCALE_TICKET_HEADERS, header);
    expect(mapping.missing).toEqual([]);
    expect(Object.values(mapping.columns)).toEqual(header.map((_, i) => i));
    expect(mapHeaders(SCALE_TICKET_HEADERS, ['B/L', 'Tkt No.', 'moist', 'T/W']).columns).toEqual({
      bill_of_landing_number: 0,
      scale_ticket_number: 1,
      moisture: 2,
      test_weight: 3,
    });
  });

  it('no alias belongs to two columns', () => {
    const all = Object.values(SCALE_TICKET_HEADERS)
      .flat()
      .map((a) => a.toLowerCase().replace(/\./g, ''));
    expect(new Set(all).size).toBe(all.length);
  });

  it('requires the spec’s eleven columns, not the weights or the contract number', () => {
    expect(SCALE_TICKET_UPLOAD.requiredColumns).toHaveLength(11);
    const missing = mapHeaders(SCALE_TICKET_HEADERS, ['Grower', 'Date']).missing;
    const required = SCALE_TICKET_UPLOAD.requiredColumns.filter((k) => missing.includes(k as ScaleTicketKey));
    expect(required).not.toContain('gross_lbs');
    expect(required).not.toContain('original_new_contract_id');
    expect(required).toContain('rapid_visco_analyzer');
  });
});

describe('cells', () => {
  it('reads dates MM/DD/YY and mm/dd/yyyy as yyyy-mm-dd and rejects impossible ones', () => {
    expect(parseSheetDate('10/05/26')).toBe('2026-10-05');
    expect(parseSheetDate('1/5/2026')).toBe('2026-01-05');
    expect(parseSheetDate('2026-01-05')).toBe('2026-01-05');
    expect(parseSheetDate('02/30/2026')).toBeNull();
    expect(parseSheetDate('13/01/26')).toBeNull();
    expect(parseSheetDate('yesterday')).toBeNull();
  });

  it('parses comma-formatted quantities', () => {
    expect(parseQuantity('1,234.5')).toBe(1234.5);
    expect(parseQuantity(' 12 %')).toBe(12);
    expect(parseQuantity('-40')).toBe(-40);
    expect(parseQuantity('1.2.3')).toBeNull();
    expect(parseQuantity('abc')).toBeNull();
  });

  it('stores RVA as 0 or 1: below 1 is 0', () => {
    expect(['1', '0', '0.99', '2', 'Pass', 'fail', 'x'].map(parseRva)).toEqual([1, 0, 0, 1, 1, 0, null]);
  });
});

describe('SCALE_TICKET_UPLOAD.check', () => {
  it('turns a clean row into a ticket', () => {
    const result = check([ROW]);
    expect(result.sections.every((s) => s.lines.length === 0)).toBe(true);
    expect(result.items[0]).toEqual({
      grower_name: 'Lakeside Farms',
      original_new_contract_id: null,
      scale_ticket_number: 'T-1',
      scale_ticket_date: '2026-10-05',
      bill_of_landing_number: 'B-1',
      gross_lbs: 60000,
      tar_lbs: 20000,
      net_lbs: 40000,
      gross_quantity: 1250.5,
      net_quantity: 1200,
      test_weight: 56.5,
      moisture: 15.2,
      foreign_material: 1.1,
      damage: 0.5,
      rapid_visco_analyzer: 1,
      notes: null,
    });
    expect(result.rows[0]).toMatchObject({ row: 2, issue: null, flagged: [] });
  });

  it('lists missing and unreadable required fields by row, in red', () => {
    const missing = [...ROW];
    missing[4] = '';
    missing[9] = '';
    const unreadable = [...ROW];
    unreadable[3] = 'T-2';
    unreadable[12] = 'lots';
    const result = check([missing, unreadable]);
    expect(result.sections[0]).toEqual({
      title: UPLOAD_TEXTS.missingData,
      lines: ['Row 2: BOL, Net Qty', 'Row 3: FM (invalid)'],
    });
    expect(result.rows.map((r) => r.issue)).toEqual(['missing', 'missing']);
    expect(result.rows[0]!.flagged).toEqual(['bill_of_landing_number', 'net_quantity']);
  });

  it('flags the same bol, date, grower and ticket number twice as duplicates', () => {
    const again = [...ROW];
    again[0] = ' Lakeside Farms ';
    again[2] = '10/5/2026';
    const other = [...ROW];
    other[3] = 'T-9';
    // another spelling is another grower to the database's unique index (the preview respells matched growers)
    const cased = [...ROW];
    cased[0] = 'lakeside  FARMS';
    const result = check([ROW, other, again, cased]);
    expect(result.sections[1]).toEqual({ title: UPLOAD_TEXTS.duplicates, lines: ['Rows 2, 4: ticket T-1'] });
    expect(result.rows.map((r) => r.issue)).toEqual(['duplicate', null, 'duplicate', null]);
  });

  it('flags invalid dates in their own section', () => {
    const bad = [...ROW];
    bad[2] = '02/30/26';
    const result = check([bad]);
    expect(result.sections[2]).toEqual({ title: SCALE_TICKET_MESSAGES.invalidDate, lines: ['Row 2: 02/30/26'] });
    expect(result.rows[0]).toMatchObject({ issue: 'invalid', flagged: ['scale_ticket_date'] });
  });

  it('X21: a day-first text date is flagged with the spec text, not guessed; a date cell read by value passes', () => {
    const dayFirst = [...ROW];
    dayFirst[2] = '13/04/2026';
    const byValue = [...ROW];
    byValue[2] = '2026-04-03';
    byValue[3] = 'T-2';
    const result = check([dayFirst, byValue]);
    expect(result.sections[2]).toEqual({ title: SCALE_TICKET_MESSAGES.invalidDate, lines: ['Row 2: 13/04/2026'] });
    expect(result.rows[1]).toMatchObject({ issue: null });
    expect(result.items[1]!.scale_ticket_date).toBe('2026-04-03');
  });

  it('counts the issues the way the review modal shows them', () => {
    const bad = [...ROW];
    bad[2] = 'soon';
    const empty = [...ROW];
    empty[0] = '';
    const result = check([ROW, ROW, bad, empty]);
    expect(result.sections.map((s) => s.lines.length)).toEqual([1, 1, 1]);
  });

  it('checks 10,000 rows quickly (benchmark print)', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => {
      const row = [...ROW];
      row[3] = `T-${i}`;
      return row;
    });
    const start = performance.now();
    const result = check(rows);
    const ms = performance.now() - start;
    console.log(`scale ticket check: 10,000 rows in ${ms.toFixed(0)} ms`);
    expect(result.items).toHaveLength(10_000);
    expect(checkScaleTicketRows(records(HEADER, rows.slice(0, 2))).duplicates).toEqual([]);
  });
});
