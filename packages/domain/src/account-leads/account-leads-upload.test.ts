import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_LEAD_HEADERS,
  accountLeadRowSchema,
  accountLeadsSubmitSchema,
  batches,
  checkAccountLeadRows,
  resellerSapIdFromFsap,
} from './account-leads-upload';
import { mapHeaders, rowsToRecords } from '../uploads/headers';

const header = ['NEW Account Lead', 'New Account Lead Email', 'OLD Account Lead', 'Reseller F.SAP', 'reseller name'];

function check(rows: string[][]) {
  const mapping = mapHeaders(ACCOUNT_LEAD_HEADERS, header);
  return checkAccountLeadRows(rowsToRecords(mapping, rows));
}

describe('account lead rows', () => {
  it('maps the file columns, lower-cases e-mails and prefixes the FSAP with 00', () => {
    expect(mapHeaders(ACCOUNT_LEAD_HEADERS, header).missing).toEqual([]);
    const result = check([['Sam Rivera', 'SalesRep@Example.com', 'Old Lead', '12345678', 'Prairie Gold']]);
    expect(result.issueCount).toBe(0);
    expect(result.rows[0]!.lead).toEqual({
      reseller_sap_id: '0012345678',
      new_account_lead_email: 'salesrep@example.com',
      new_account_lead: 'Sam Rivera',
      old_account_lead: 'Old Lead',
      reseller_name: 'Prairie Gold',
    });
  });

  it('lists rows missing the e-mail or the FSAP by their row number in the file', () => {
    const result = check([
      ['A', '', '', '12345678', ''],
      ['B', 'b@example.com', '', '', ''],
      ['C', 'not-an-email', '', '12345679', ''],
      ['D', 'd@example.com', '', '12345680', ''],
    ]);
    expect(result.missing).toEqual([
      { row: 2, fields: ['NEW Account Lead Email'] },
      { row: 3, fields: ['Reseller FSAP'] },
      { row: 4, fields: ['NEW Account Lead Email (invalid)'] },
    ]);
    expect(result.issueCount).toBe(3);
    expect(result.rows.map((r) => r.missing.length > 0)).toEqual([true, true, true, false]);
  });

  it('flags duplicates of the same reseller and e-mail', () => {
    const result = check([
      ['A', 'a@example.com', '', '12345678', ''],
      ['A', 'A@EXAMPLE.COM', '', '0012345678', ''],
      ['A', 'a@example.com', '', '12345679', ''],
    ]);
    expect(result.duplicates).toEqual([
      { reseller_sap_id: '0012345678', new_account_lead_email: 'a@example.com', rows: [2, 3] },
    ]);
    expect(result.rows.map((r) => r.duplicate)).toEqual([true, true, false]);
    expect(result.issueCount).toBe(1);
  });

  it('keeps an already prefixed SAP id and batches by 10', () => {
    expect(resellerSapIdFromFsap('0012345678')).toBe('0012345678');
    expect(resellerSapIdFromFsap(' 87654321 ')).toBe('0087654321');
    expect(batches(Array.from({ length: 23 }, (_, i) => i)).map((b) => b.length)).toEqual([10, 10, 3]);
  });

  it('the server schema refuses more than 10 rows and bad e-mails', () => {
    const row = { reseller_sap_id: '0012345678', new_account_lead_email: 'a@example.com' };
    expect(accountLeadsSubmitSchema.safeParse({ assignment_list: Array(11).fill(row) }).success).toBe(false);
    expect(accountLeadRowSchema.safeParse({ ...row, new_account_lead_email: 'x' }).success).toBe(false);
    expect(
      accountLeadRowSchema.parse({ ...row, new_account_lead_email: ' A@Example.COM ' }).new_account_lead_email,
    ).toBe('a@example.com');
  });
});
