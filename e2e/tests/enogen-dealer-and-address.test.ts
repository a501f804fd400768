import { companyIdsByName, userByEmail } from '@portal/api/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { hidden, visible } from '../support/expect';
import { DEMO, signInAs, startBrowserPortal, type BrowserPortal } from '../support/portal';

let portal: BrowserPortal;
let ids: Record<string, string>;
beforeAll(async () => {
  portal = await startBrowserPortal();
  ids = await companyIdsByName(portal.portal.app.deps.db);
});
afterAll(async () => {
  await portal?.close();
});

const section = (page: Page, name: string) => page.getByRole('region', { name });

describe('the Enogen Dealer flag and the user address', () => {
  it('B1: an admin marks a company as an Enogen dealer in the company form; the page shows the badge', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.admin);
    await page.goto(`/company/${ids['North Star Seed Sales']}`);
    await visible(page.getByRole('heading', { name: 'North Star Seed Sales', level: 1 }));
    await section(page, 'Company information').getByRole('button', { name: 'Edit' }).click();
    const modal = page.getByRole('dialog', { name: 'Update company' });
    await modal.getByLabel('Enogen Dealer').check();
    const patch = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().includes('/api/company-management/v1'));
    await modal.getByRole('button', { name: 'Update company' }).click();
    expect((await patch).postDataJSON()).toEqual({ company_id: ids['North Star Seed Sales'], enogen_dealer: true });
    await visible(modal.getByText('The company was updated.'));
    await modal.getByRole('button', { name: 'Close' }).click();
    await hidden(modal);
    await visible(page.getByText('Enogen Dealer', { exact: true }));
    await screenshot(page, 'e-enogen-dealer-badge');
  });

  it('1.11, 1.54: /update-profile starts from the stored phone; the address saved shows on the user page', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.reseller);
    await page.goto('/update-profile');
    expect(await page.getByLabel('Phone').inputValue()).toBe('(712) 555-0103');
    await page.getByLabel('Address', { exact: true }).fill('12 Oak Street');
    await page.getByLabel('City').fill('Ames');
    await page.getByLabel('State').fill('IA');
    await page.getByLabel('Zip code').fill('50010');
    await screenshot(page, 'e-update-profile');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/contracts');
    const me = await userByEmail(portal.portal.app.deps.db, DEMO.reseller);
    await page.goto(`/company/ANY/user/${me!.id}`);
    await visible(section(page, 'User information').getByText('12 Oak Street, Ames, IA 50010'));
    await screenshot(page, 'e-user-page-address');
  });
});
