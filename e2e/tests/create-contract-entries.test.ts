import type { Page } from 'playwright-core';
import { companyByName } from '@portal/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, screenshot } from '../support/browser';
import { hidden, visible } from '../support/expect';
import { DEMO, signInAs, startBrowserPortal, type BrowserPortal } from '../support/portal';

let portal: BrowserPortal;
const id = { cornbelt: '', heartland: '' };

beforeAll(async () => {
  portal = await startBrowserPortal();
  const db = portal.portal.app.deps.db;
  id.cornbelt = (await companyByName(db, 'Cornbelt Renewable Fuels'))!.companyId;
  id.heartland = (await companyByName(db, 'Heartland Ag Supply'))!.companyId;
});
afterAll(async () => {
  await portal?.close();
});

async function signedIn(email: string) {
  const { page } = await portal.open(DESKTOP);
  await signInAs(page, email);
  return page;
}

/** A Mantine Autocomplete or a disabled text input by its label. */
const control = (page: Page, label: string) =>
  page.getByRole('combobox', { name: label, exact: true }).or(page.getByRole('textbox', { name: label, exact: true }));

describe('Create contract entries', () => {
  it('the receiver creates from its own company page: the grain receiver comes prefilled', async () => {
    const page = await signedIn(DEMO.receiver);
    await page.goto(`/company/${id.cornbelt}`);
    await page.getByRole('link', { name: 'Create contract' }).click();
    await page.waitForURL(`**/company/${id.cornbelt}/contracts/create?grain_receiver_id=${id.cornbelt}`);
    expect(await control(page, 'Grain receiver').inputValue()).toBe('Cornbelt Renewable Fuels (0020000001)');
  });

  it("from a reseller's page: the reseller comes prefilled and only its growers are offered", async () => {
    const page = await signedIn(DEMO.admin);
    await page.goto(`/company/${id.heartland}`);
    await page.getByRole('link', { name: 'Create contract' }).click();
    await page.waitForURL(`**/company/ANY/contracts/create?reseller_id=${id.heartland}`);
    await visible(page.getByRole('heading', { name: 'Create contract' }));
    expect(await control(page, 'Reseller').inputValue()).toBe('Heartland Ag Supply (0012345679)');
    await control(page, 'Grain receiver').fill('Cornbelt');
    await page.getByRole('option', { name: 'Cornbelt Renewable Fuels (0020000001)', exact: true }).click();

    // Heartland's grower is offered; Prairie Gold's Hansen Family Farms is not.
    await control(page, 'Grower').fill('Hansen');
    await page.waitForTimeout(800);
    await hidden(page.getByRole('option', { name: /^Hansen Family Farms/ }));
    await control(page, 'Grower').fill('Kowalski');
    await visible(page.getByRole('option', { name: /^Kowalski Grain/ }));
    await screenshot(page, 'contract-create-from-reseller-1280');
  });

  it('an admin searches any grain receiver, and is offered only resellers that may contract', async () => {
    const page = await signedIn(DEMO.admin);
    await page.goto('/company/ANY/contracts/create');
    await visible(page.getByRole('heading', { name: 'Create contract' }));
    await control(page, 'Grain receiver').fill('Horizon');
    await page.getByRole('option', { name: 'Prairie Horizon Ethanol (0020000002)', exact: true }).click();
    expect(await control(page, 'Grain receiver').inputValue()).toBe('Prairie Horizon Ethanol (0020000002)');
    // North Star (linked to Prairie Horizon) is not an Enogen dealer and does not allow Non Enogen Contracts.
    await control(page, 'Reseller').fill('Nort');
    await page.waitForTimeout(800);
    await hidden(page.getByRole('option', { name: /^North Star Seed Sales/ }));
    await control(page, 'Reseller').fill('Prairie');
    await visible(page.getByRole('option', { name: 'Prairie Gold Seed Co. (0012345678)' }));
    await screenshot(page, 'contract-create-admin-pickers-1280');
  });

  it('the receiver adds a new grower with a field in a modal and continues on the page', async () => {
    const page = await signedIn(DEMO.receiver);
    await page.goto(`/company/${id.cornbelt}/contracts/create?grain_receiver_id=${id.cornbelt}`);
    await visible(page.getByRole('heading', { name: 'Create contract' }));
    await control(page, 'Reseller').click();
    await page.getByRole('option', { name: 'Heartland Ag Supply (0012345679)', exact: true }).click();
    await page.getByRole('button', { name: 'Add grower and fields' }).click();
    const modal = page.getByRole('dialog', { name: 'Add grower and fields' });
    await modal.getByLabel('Grower name').fill('Lund Family Farm');
    await modal.getByLabel('Farm name').fill('Home farm');
    await modal.getByLabel('Field name').fill('North 40');
    await modal.getByLabel('Acres').fill('40');
    await modal.getByLabel('Planting rate').fill('32000');
    await modal.getByLabel('APH').fill('200');
    await screenshot(page, 'contract-create-add-grower-1280');
    await modal.getByRole('button', { name: 'Save' }).click();
    await hidden(modal);
    expect(await control(page, 'Grower').inputValue()).toContain('Lund Family Farm');
    await control(page, 'Contract type').click();
    await page.getByRole('option', { name: 'Commercial feed', exact: true }).click();
    await visible(page.getByRole('region', { name: 'Fields' }).getByText('North 40'));
    await screenshot(page, 'contract-create-grower-added-1280');
  });
});
