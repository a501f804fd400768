import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { visible } from '../support/expect';
import { DEMO, signInAs, startBrowserPortal, type BrowserPortal } from '../support/portal';

let portal: BrowserPortal;
beforeAll(async () => {
  portal = await startBrowserPortal();
});
afterAll(async () => {
  await portal?.close();
});

describe('the dashboard contract search', () => {
  it('2.120: a receiver finds contracts by grower name, Back restores the search, and an empty search says so', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.receiver);
    await page.goto('/contracts');
    const table = page.getByRole('table', { name: 'Contracts' });
    const firstRow = table.locator('tbody tr').first();
    await visible(firstRow.getByRole('link', { name: /^View contract/ }));
    const grower = (await firstRow.locator('td').nth(2).textContent())!.trim();
    const word = grower.split(' ')[0]!;

    const search = page.getByRole('textbox', { name: 'Search contracts' });
    await search.fill(word.toLowerCase());
    await page.waitForURL(`**/contracts?contract_search=${word.toLowerCase()}`);
    // The previous page stays on screen while the search loads: wait for the filtered rows.
    const growers = async () =>
      (await table.locator('tbody tr td:nth-child(3)').allTextContents()).map((t) => t.trim());
    await expect
      .poll(
        async () => {
          const names = await growers();
          return names.length > 0 && names.every((name) => name.toLowerCase().includes(word.toLowerCase()));
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await screenshot(page, 'contract-search-dashboard');

    await table
      .locator('tbody tr')
      .first()
      .getByRole('link', { name: /^View contract/ })
      .click();
    await page.waitForURL('**/company/*/contracts/*');
    await page.goBack();
    await page.waitForURL(`**/contracts?contract_search=${word.toLowerCase()}`);
    expect(await search.inputValue()).toBe(word.toLowerCase());

    await search.fill('Nobody Grows Here');
    await visible(page.getByText('No contracts match the search.'));
    await screenshot(page, 'contract-search-no-match');
  });
});

describe('/docUploader', () => {
  it('1.08 / X16: a sales representative reaches the stewardship training upload from the menu', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.salesrep);
    await page.goto('/contracts');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Uploads' }).click();
    await page.waitForURL('**/docUploader');
    await visible(page.getByRole('heading', { name: 'Uploads' }));
    expect(await page.getByRole('main').getByRole('link').allTextContents()).toEqual(['Upload Stewardship Training']);
    await screenshot(page, 'doc-uploader-salesrep');
    await page.getByRole('link', { name: 'Upload Stewardship Training' }).click();
    await page.waitForURL('**/company/upload-companies-training');
    await visible(page.getByRole('heading', { name: 'Upload Stewardship Training' }));
  });
});
