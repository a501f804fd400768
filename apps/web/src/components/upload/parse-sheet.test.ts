import {
  ACCOUNT_LEADS_UPLOAD,
  COMPANY_TRAINING_UPLOAD,
  GROWERS_UPLOAD,
  TRAINING_UPLOAD_TEXTS,
  UPLOAD_TEXTS,
  type SheetUpload,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { addIssues, parseSheet, sheetFromCells, unreadableSheet } from './parse-sheet';

const LEADS = ['NEW Account Lead', 'NEW Account Lead Email', 'OLD Account Lead', 'Reseller FSAP', 'Reseller Name'];

describe('sheetFromCells', () => {
  it('takes the first non-blank row as the header, drops blank rows and trims cells', () => {
    expect(
      sheetFromCells([
        ['', null],
        [' SAP ID ', 'Name'],
        ['1', ' A '],
        ['', ''],
        [2, undefined],
      ]),
    ).toEqual({
      header: ['SAP ID', 'Name'],
      rows: [
        ['1', 'A'],
        ['2', ''],
      ],
    });
    expect(sheetFromCells([[''], []])).toEqual({ header: [], rows: [] });
  });
});

describe('parseSheet', () => {
  it('maps aliased headers in any order and case, and is ready without issues', () => {
    const parsed = parseSheet(
      ACCOUNT_LEADS_UPLOAD,
      {
        header: ['reseller f.sap', 'New Account Lead E-mail', 'new account lead'],
        rows: [['12345678', 'Sam@Example.com', 'Sam Rivera']],
      },
      'leads.csv',
    );
    expect(parsed).toMatchObject({ fileName: 'leads.csv', missingColumns: [], issueCount: 0 });
    expect(parsed.items).toEqual([
      {
        reseller_sap_id: '0012345678',
        new_account_lead_email: 'sam@example.com',
        new_account_lead: 'Sam Rivera',
        old_account_lead: null,
        reseller_name: null,
      },
    ]);
    expect(parsed.rows[0]).toMatchObject({ row: 2, issue: null });
    expect(parsed.rows[0]!.cells).toMatchObject({ lead_reseller_sap_id: '0012345678', reseller_sap_id: '12345678' });
  });

  it('collects missing fields and duplicates into sections and counts every line', () => {
    const parsed = parseSheet(
      ACCOUNT_LEADS_UPLOAD,
      {
        header: LEADS,
        rows: [
          ['A', 'a@example.com', '', '12345678', ''],
          ['B', '', '', '12345679', ''],
          ['A', 'A@example.com', '', '0012345678', ''],
        ],
      },
      'leads.csv',
    );
    expect(parsed.sections).toEqual([
      { title: UPLOAD_TEXTS.missingData, lines: ['Row 3: NEW Account Lead Email'] },
      { title: UPLOAD_TEXTS.duplicates, lines: ['Rows 2, 4: 0012345678, a@example.com'] },
    ]);
    expect(parsed.issueCount).toBe(2);
    expect(parsed.rows.map((r) => r.issue)).toEqual(['duplicate', 'missing', 'duplicate']);
    expect(parsed.rows[1]!.flagged).toEqual(['new_account_lead_email']);
  });

  it('names missing required columns; a group of columns is satisfied by any one of them', () => {
    const training = parseSheet(
      COMPANY_TRAINING_UPLOAD,
      { header: ['Company', 'Training Date'], rows: [['Prairie Gold', '02/30/2027']] },
      'training.csv',
    );
    expect(training.missingColumns).toEqual(['Company SAP ID']);
    expect(training.sections.find((s) => s.title === TRAINING_UPLOAD_TEXTS.invalidDates)?.lines).toEqual([
      'Row 2: 02/30/2027',
    ]);
    expect(training.issueCount).toBe(3); // the column, the row without SAP id, the invalid date

    const none = parseSheet(COMPANY_TRAINING_UPLOAD, { header: ['SAP ID', 'Company'], rows: [] }, 't.csv');
    expect(none.missingColumns).toEqual(['Training Year']);
  });

  it('lets an area skip its row check when a required column is missing (growers)', () => {
    const parsed = parseSheet(GROWERS_UPLOAD, { header: ['Grower', 'SAP'], rows: [['Lakeside', '1']] }, 'g.csv');
    expect(parsed.missingColumns).toEqual(['Reseller SAP ID']);
    expect(parsed.issueCount).toBe(1);
    expect(parsed.rows).toEqual([expect.objectContaining({ row: 2, issue: null })]);
  });

  it('reports every required column of an unreadable file', () => {
    expect(unreadableSheet(GROWERS_UPLOAD, 'broken.xlsx')).toMatchObject({
      missingColumns: ['Grower Name', 'Grower SAP ID', 'Reseller SAP ID'],
      issueCount: 3,
      rows: [],
    });
  });
});

describe('addIssues', () => {
  type Key = 'ticket';
  const tickets: SheetUpload<Key, string> = {
    headers: { ticket: ['Ticket Number'] },
    labels: { ticket: 'Ticket Number' },
    requiredColumns: ['ticket'],
    previewColumns: [{ key: 'ticket', label: 'Ticket Number' }],
    check: (records) => ({
      rows: records.map((cells, index) => ({ row: index + 2, cells, flagged: [], issue: null })),
      items: records.map((r) => r.ticket),
      sections: [{ title: UPLOAD_TEXTS.duplicates, lines: [] }],
    }),
  };

  it('adds server-found issues to the section of the same title or a new one, and marks their rows', () => {
    const parsed = parseSheet(tickets, { header: ['Ticket Number'], rows: [['1'], ['2']] }, 't.csv');
    const checked = addIssues(parsed, {
      sections: [
        { title: UPLOAD_TEXTS.duplicates, lines: ['Row 3: 2 is already stored'] },
        { title: 'UNMATCHED GROWER(S)', lines: ['Row 2: Lakeside'] },
      ],
      rows: new Map([[3, 'duplicate']]),
    });
    expect(checked.sections).toEqual([
      { title: UPLOAD_TEXTS.duplicates, lines: ['Row 3: 2 is already stored'] },
      { title: 'UNMATCHED GROWER(S)', lines: ['Row 2: Lakeside'] },
    ]);
    expect(checked.issueCount).toBe(2);
    expect(checked.rows.map((r) => r.issue)).toEqual([null, 'duplicate']);
    expect(parsed.issueCount).toBe(0);
  });
});
