import { describe, expect, it } from 'vitest';
import { SCALE_TICKET_UPLOAD } from '../scale-tickets/scale-ticket-upload';
import { columnsToMap, withColumnMapping } from './column-mapping';
import { issuesCsv } from './issues-csv';

describe('column mapping', () => {
  const header = [
    'Grower',
    'Date',
    'Ticket Number',
    'BOL',
    'Gross Qty',
    'Net Qty',
    'Test Weight',
    'MST',
    'FM',
    'DMG',
    'Starch Pass',
    'Driver',
  ];

  it('names the missing required columns and the headers left to choose from', () => {
    expect(columnsToMap(SCALE_TICKET_UPLOAD, header)).toEqual({
      missing: ['rapid_visco_analyzer'],
      unclaimed: ['Starch Pass', 'Driver'],
    });
  });

  it('adds the confirmed headers to the aliases, ignoring unknown columns', () => {
    const mapped = withColumnMapping(SCALE_TICKET_UPLOAD, { 'Starch Pass': 'rapid_visco_analyzer', Driver: 'nope' });
    expect(columnsToMap(mapped, header)).toEqual({ missing: [], unclaimed: ['Driver'] });
    expect(withColumnMapping(SCALE_TICKET_UPLOAD, {})).toBe(SCALE_TICKET_UPLOAD);
  });
});

describe('issuesCsv', () => {
  it('writes the rows with issues and their reasons, quoting and defusing formulas', () => {
    const csv = issuesCsv(
      [
        { key: 'grower', label: 'Grower' },
        { key: 'date', label: 'Date' },
      ],
      [
        { row: 2, cells: { grower: 'A, B', date: '' }, flagged: ['date'], issue: 'missing' },
        { row: 3, cells: { grower: 'ok', date: '2026-01-01' }, flagged: [], issue: null },
        { row: 4, cells: { grower: '=HYPERLINK("x")', date: '13/40/26' }, flagged: ['date'], issue: 'invalid' },
        { row: 5, cells: { grower: 'C', date: '-5' }, flagged: [], issue: 'duplicate' },
      ],
    );
    expect(csv.split('\r\n')).toEqual([
      'Row,Grower,Date,Issues',
      '2,"A, B",,Date missing',
      `4,"'=HYPERLINK(""x"")",13/40/26,Date invalid`,
      '5,C,-5,Duplicate',
      '',
    ]);
  });

  it("N-8: the audit's cells that start with a sign and a digit are written as text", () => {
    const csv = issuesCsv(
      [{ key: 'grower', label: 'Grower' }],
      [
        { row: 2, cells: { grower: "-1+1+cmd|' /C calc'!A0" }, flagged: [], issue: 'duplicate' },
        { row: 4, cells: { grower: '+2+3' }, flagged: [], issue: 'duplicate' },
      ],
    );
    expect(csv.split('\r\n')).toEqual([
      'Row,Grower,Issues',
      "2,'-1+1+cmd|' /C calc'!A0,Duplicate",
      "4,'+2+3,Duplicate",
      '',
    ]);
  });
});
