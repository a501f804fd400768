import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyTrainingOf } from '@portal/api/testing';
import { screenshot } from '../support/browser';
import { count, visible } from '../support/expect';
import { DEMO, signInAs, startBrowserPortal, type BrowserPortal } from '../support/portal';

const FIXTURES = join(import.meta.dirname, '..', '..', 'test-results', 'fixtures');

let portal: BrowserPortal;
beforeAll(async () => {
  portal = await startBrowserPortal();
  mkdirSync(FIXTURES, { recursive: true });
});
afterAll(async () => {
  await portal?.close();
});

describe('upload stewardship training', () => {
  it('flags missing fields, duplicates and invalid dates, then uploads a clean XLSX', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.salesrep);
    await page.goto('/company/upload-companies-training');

    const bad = join(FIXTURES, 'training-issues.csv');
    writeFileSync(
      bad,
      [
        'SAP ID,Company Name,Training Year,Training Date',
        '12345678,Prairie Gold Seed Co.,2027,',
        ',No SAP,2027,',
        '12345679,Heartland,,02/30/2027',
        '0012345678,Prairie Gold Seed Co.,2027,',
      ].join('\n'),
    );
    await page.locator('input[type=file]').setInputFiles(bad);
    const review = page.getByRole('dialog', { name: 'Review Upload Issue(s)' });
    await visible(review.getByText('3 issue(s) found. Edit and reupload the corrected source file in order to save.'));
    await visible(review.getByText('Row 3: Company SAP ID'));
    await visible(review.getByText('Rows 2, 5: 0012345678, 2027'));
    await visible(review.getByText('Row 4: 02/30/2027'));
    await review.getByRole('button', { name: 'Close' }).click();
    await count(page.getByRole('table', { name: 'Upload preview' }).locator('tbody tr[data-issue]'), 4);
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

    const sheet = XLSX.utils.aoa_to_sheet([
      ['Company SAP ID', 'Company', 'Training Date', 'Contact Name', 'Contact E-mail'],
      ['12345678', 'Prairie Gold Seed Co.', '03/15/2027', 'Riley Jensen', 'Riley@Example.com'],
      ['12345680', 'North Star Seed Sales', '2027-04-01', 'Pat Doe', 'pat@example.com'],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Training');
    const clean = join(FIXTURES, 'training-clean.xlsx');
    writeFileSync(clean, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }));
    await page.locator('input[type=file]').setInputFiles(clean);
    await visible(page.getByText('training-clean.xlsx: 2 row(s)'));
    await screenshot(page, 'training-upload');
    await page.getByRole('button', { name: 'Save' }).click();
    // the save's pause, then the rows stored and the one commit (saveProgressText)
    await visible(page.getByText('Preparing to save...'));
    await visible(page.getByRole('dialog', { name: 'Upload complete' }).getByText('training uploaded successfully'));

    const row = await companyTrainingOf(portal.portal.app.deps.db, '0012345680', 2027);
    expect(row).toMatchObject({ active: true, contactName: 'Pat Doe', contactEmail: 'pat@example.com' });
  });

  it('is denied without company-training', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.receiver);
    await page.goto('/company/upload-companies-training');
    await visible(page.getByText("Whoops! You don't have the right permissions to view this page."));
  });
});
