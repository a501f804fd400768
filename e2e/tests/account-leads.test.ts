import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allAccountLeads, assignmentsOfUser, companyBySapId, userByEmail } from '@portal/api/testing';
import { screenshot } from '../support/browser';
import { count, hasText, visible } from '../support/expect';
import { DEMO, signInAs, startBrowserPortal, type BrowserPortal } from '../support/portal';

const FIXTURES = join(import.meta.dirname, '..', '..', 'test-results', 'fixtures');
const HEADER = ['NEW Account Lead', 'NEW Account Lead Email', 'OLD Account Lead', 'Reseller FSAP', 'Reseller Name'];

let portal: BrowserPortal;
beforeAll(async () => {
  portal = await startBrowserPortal();
  mkdirSync(FIXTURES, { recursive: true });
});
afterAll(async () => {
  await portal?.close();
});

function csvFile(name: string, rows: string[][]) {
  const path = join(FIXTURES, name);
  writeFileSync(path, [HEADER, ...rows].map((r) => r.join(',')).join('\n'));
  return path;
}

function xlsxFile(name: string, header: string[], rows: (string | number)[][]) {
  const path = join(FIXTURES, name);
  const sheet = XLSX.utils.aoa_to_sheet([header, ...rows]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Leads');
  writeFileSync(path, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }));
  return path;
}

async function openUpload() {
  const { page } = await portal.open();
  await signInAs(page, DEMO.admin);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Upload Account Leads' }).click();
  await page.waitForURL('**/company/upload-account-leads');
  return page;
}

describe('account leads upload', () => {
  it('refuses other file types with the spec text', async () => {
    const page = await openUpload();
    const path = join(FIXTURES, 'leads.txt');
    writeFileSync(path, 'not a spreadsheet');
    await page.locator('input[type=file]').setInputFiles(path);
    await visible(
      page.getByText('Whoops! Wrong file format, please make sure to use the following formats .csv, .xls, or .xlsx.'),
    );
  });

  it('lists missing fields by row and duplicates of a CSV, highlighting the rows, and keeps Verify disabled', async () => {
    const page = await openUpload();
    await page.locator('input[type=file]').setInputFiles(
      csvFile('leads-issues.csv', [
        ['Sam Rivera', 'SalesRep@Example.com', 'Old Lead', '12345678', 'Prairie Gold Seed Co.'],
        ['Stella Hart', '', 'Old Lead', '12345679', 'Heartland Ag Supply'],
        ['Stella Hart', 'steward@example.com', '', '', 'Heartland Ag Supply'],
        ['Sam Rivera', 'salesrep@example.com', '', '0012345678', 'Prairie Gold Seed Co.'],
      ]),
    );
    const review = page.getByRole('dialog', { name: 'Review Upload Issue(s)' });
    await visible(review);
    await visible(review.getByText('3 issue(s) found. Edit and reupload the corrected source file in order to save.'));
    await visible(review.getByText('MISSING REQUIRED DATA FIELD(S)'));
    await visible(review.getByText('Row 3: NEW Account Lead Email'));
    await visible(review.getByText('Row 4: Reseller FSAP'));
    await visible(review.getByText('Duplicate Entries Found. Please Retry'));
    await visible(review.getByText('Rows 2, 5: 0012345678, salesrep@example.com'));
    await screenshot(page, 'account-leads-review');
    await review.getByRole('button', { name: 'Close' }).click();

    const preview = page.getByRole('table', { name: 'Upload preview' });
    await count(preview.locator('tbody tr[data-issue=missing]'), 2);
    await count(preview.locator('tbody tr[data-issue=duplicate]'), 2);
    expect(await page.getByRole('button', { name: 'Verify' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await screenshot(page, 'account-leads-issues');

    // Back asks before leaving the upload.
    await page.getByRole('button', { name: '← Back' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave upload' });
    await leave.getByRole('button', { name: 'Leave upload' }).click();
    await page.waitForURL('**/admin');
  });

  it('reports unknown records on Verify of an XLSX', async () => {
    const page = await openUpload();
    await page.locator('input[type=file]').setInputFiles(
      xlsxFile('leads-unknown.xlsx', HEADER, [
        ['Sam Rivera', 'salesrep@example.com', '', 12345678, 'Prairie Gold Seed Co.'],
        ['Ghost', 'ghost@example.com', '', 99999999, 'Nowhere'],
      ]),
    );
    await page.getByRole('button', { name: 'Verify' }).click();
    const alert = page.getByRole('alert').filter({ hasText: "These record's not found" });
    await visible(alert.getByText('Email: ghost@example.com'));
    await visible(alert.getByText('Reseller SAP id: 0099999999'));
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
  });

  it('verifies and saves a clean XLSX with aliased headers: rows and sales-representative assignments', async () => {
    const page = await openUpload();
    await page.locator('input[type=file]').setInputFiles(
      xlsxFile(
        'leads-clean.xlsx',
        ['new account lead', 'New Account Lead E-mail', 'Old A.L.', 'reseller f.sap', 'RESELLER NAME'],
        [
          ['Stella Hart', 'Steward@Example.com', 'Sam Rivera', 12345679, 'Heartland Ag Supply'],
          ['Stella Hart', 'steward@example.com', 'Sam Rivera', '12345680', 'North Star Seed Sales'],
          ['Sam Rivera', 'salesrep@example.com', '', '12345678', 'Prairie Gold Seed Co.'],
        ],
      ),
    );
    await visible(page.getByText('leads-clean.xlsx: 3 row(s)'));
    await page.getByRole('button', { name: 'Verify' }).click();
    await visible(page.getByText('Account leads successfully verified'));
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('Preparing to save...'));
    await visible(page.getByText('Account leads successfully saved'));
    await screenshot(page, 'account-leads-saved');

    const db = portal.portal.app.deps.db;
    expect(await allAccountLeads(db)).toHaveLength(3);
    const steward = await userByEmail(db, DEMO.steward);
    const northStar = await companyBySapId(db, '0012345680');
    expect(await assignmentsOfUser(db, steward!.id, { companyId: northStar!.companyId })).toHaveLength(1);
    await hasText(page.getByRole('button', { name: 'Save' }), 'Save');
  });
});
