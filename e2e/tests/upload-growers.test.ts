import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldsOfGrower, growerBySapId } from '@portal/api/testing';
import { screenshot } from '../support/browser';
import { count, visible } from '../support/expect';
import { DEMO, signInAs, startBrowserPortal, type BrowserPortal } from '../support/portal';

const FIXTURES = join(import.meta.dirname, '..', '..', 'test-results', 'fixtures');
const HEADER = [
  'Grower Name',
  'Grower SAP ID',
  'Reseller SAP ID',
  'Farm Name',
  'Field Name',
  'Acres',
  'Planting Rate',
  'APH',
  'Latitude',
  'Longitude',
];

let portal: BrowserPortal;
beforeAll(async () => {
  portal = await startBrowserPortal();
  mkdirSync(FIXTURES, { recursive: true });
});
afterAll(async () => {
  await portal?.close();
});

async function openUpload() {
  const { page } = await portal.open();
  await signInAs(page, DEMO.admin);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Upload Growers' }).click();
  await page.waitForURL('**/company/upload-growers');
  return page;
}

describe('grower upload', () => {
  it('reviews the issues of a CSV by row and keeps Import disabled', async () => {
    const page = await openUpload();
    const path = join(FIXTURES, 'growers-issues.csv');
    const rows = [
      ['Lakeside Farms', '50000009', '12345678', 'Lake Farm', 'West 40', '40', '32000', '190', '42.1', '-93.5'],
      ['', '50000010', '12345678', 'Home', 'North', '10', '32000', '190', '95', '-93.5'],
      ['Creekside', '50000011', '', 'Home', '', '', '', '', '', ''],
    ];
    writeFileSync(path, [HEADER, ...rows].map((r) => r.join(',')).join('\n'));
    await page.locator('input[type=file]').setInputFiles(path);
    const review = page.getByRole('dialog', { name: 'Review Upload Issue(s)' });
    await visible(review.getByText('4 issue(s) found. Edit and reupload the corrected source file in order to save.'));
    await visible(review.getByText('Row 3 (Grower Name): Please provide the grower name'));
    await visible(review.getByText('Row 3 (Latitude): Please provide a lattitude between -90 and 90'));
    await visible(review.getByText('Row 4 (Reseller SAP ID): Please provide the reseller SAP ID'));
    await visible(review.getByText('Row 4 (Field Name): A field needs a farm name, a field name and acres'));
    await screenshot(page, 'growers-upload-review');
    await review.getByRole('button', { name: 'Close' }).click();
    await count(page.getByRole('table', { name: 'Upload preview' }).locator('tbody tr[data-issue=invalid]'), 2);
    expect(await page.getByRole('button', { name: 'Import' }).isDisabled()).toBe(true);
  });

  it('imports a clean XLSX with aliased headers into growers, farms and fields', async () => {
    const page = await openUpload();
    const path = join(FIXTURES, 'growers-clean.xlsx');
    const sheet = XLSX.utils.aoa_to_sheet([
      [
        'grower',
        'SAP',
        'Reseller FSAP',
        'Farm',
        'Field',
        'Acres',
        'Seeding Rate',
        'Average Yield (APH)',
        'Storage Name',
        'Capacity',
        'Storage Latitude',
        'Storage Longitude',
      ],
      ['Lakeside Farms', 50000009, 12345678, 'Lake Farm', 'West 40', 40, 32000, 190, 'Lake Bins', 20000, 42.1, -93.5],
      ['Lakeside Farms', 50000009, 12345678, 'Lake Farm', 'East 60', 60.5, 33000, 200, '', '', '', ''],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Growers');
    writeFileSync(path, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }));
    await page.locator('input[type=file]').setInputFiles(path);
    await visible(page.getByText('growers-clean.xlsx: 2 row(s)'));
    await page.getByRole('button', { name: 'Import' }).click();
    await visible(page.getByText('Growers successfully imported: 1 grower(s), 2 field(s)'));
    await screenshot(page, 'growers-upload-done');
    const db = portal.portal.app.deps.db;
    const lakeside = await growerBySapId(db, '0050000009');
    expect(lakeside?.growerName).toBe('Lakeside Farms');
    const own = await fieldsOfGrower(db, lakeside!.growerId);
    expect(own.map((f) => f.fieldName).sort()).toEqual(['East 60', 'West 40']);
  });
});
