import type { Page } from 'playwright-core';
import {
  companyByName,
  contractById,
  contractOfReceiverInState,
  growerByName,
  buildScaleTicket,
  buildContracts,
  buildGrower,
  plansOfCompany,
  salesYearSetting,
} from '@portal/api/testing';
import { CONTRACT_MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from '../support/browser';
import { count, hasText, hidden, visible } from '../support/expect';
import { DEMO, signInAs, startBrowserPortal, type BrowserPortal } from '../support/portal';

let portal: BrowserPortal;
let salesYear: number;
let cornbelt: string;
/** The contract the receiver creates through the page, and its amendment. */
const created = { id: '', newId: '', amendmentId: '', amendmentNewId: '' };

beforeAll(async () => {
  portal = await startBrowserPortal();
  const db = portal.portal.app.deps.db;
  salesYear = await salesYearSetting(db);
  cornbelt = (await companyByName(db, 'Cornbelt Renewable Fuels'))!.companyId;
});
afterAll(async () => {
  await portal?.close();
});

const yy = () => String(salesYear % 100).padStart(2, '0');
const db = () => portal.portal.app.deps.db;

async function signedIn(email: string, viewport = DESKTOP) {
  const { page } = await portal.open(viewport);
  await signInAs(page, email);
  return page;
}

/** A form control by its label: Mantine's Select and Autocomplete inputs are comboboxes. */
const control = (page: Page, label: string) =>
  page.getByRole('combobox', { name: label, exact: true }).or(page.getByRole('textbox', { name: label, exact: true }));

/** Picks an option of a Mantine Select or Autocomplete by its label. */
async function choose(page: Page, label: string, option: string, type?: string) {
  const input = control(page, label);
  if (type !== undefined) await input.fill(type);
  else await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('the contracts dashboard as the receiver', () => {
  it('lists the visible contracts without voided ones, filters by status and year, and opens one', async () => {
    const page = await signedIn(DEMO.receiver);
    const table = page.getByRole('table', { name: 'Contracts' });
    await visible(table.getByRole('link', { name: /^View contract / }));
    const rows = () => table.locator('tbody tr');
    const initial = await rows().count();
    expect(initial).toBeGreaterThan(3);
    // Every status but voided by default.
    expect(await table.getByText('voided', { exact: true }).count()).toBe(0);
    await visible(table.getByText('pending', { exact: true }));
    await screenshot(page, 'contracts-dashboard-1280');

    // Only voided.
    // The field input hides behind the pills; focus opens the list.
    await control(page, 'Contract status').focus();
    await page.keyboard.press('ArrowDown');
    for (const label of [
      'pending',
      'pending grower signed',
      'amendment pending',
      'amd pend grower signed',
      'completed',
      'amendment completed',
    ]) {
      await page.getByRole('option', { name: label, exact: true }).click();
    }
    await page.getByRole('option', { name: 'voided', exact: true }).click();
    await page.keyboard.press('Escape');
    await visible(table.getByText('voided', { exact: true }));
    await expect
      .poll(async () => (await table.locator('tbody tr').allTextContents()).every((text) => text.includes('voided')))
      .toBe(true);

    // A year without contracts.
    await choose(page, 'Contract year', String(salesYear - 3));
    await visible(page.getByText('No contracts.'));
    await choose(page, 'Contract year', String(salesYear));
    await visible(table.getByText('voided', { exact: true }));

    // View opens the contract at its grain receiver.
    const view = table.getByRole('link', { name: /^View contract / }).first();
    const label = (await view.getAttribute('aria-label'))!;
    await view.click();
    await page.waitForURL(new RegExp(`/company/${cornbelt}/contracts/[0-9a-f-]{36}$`));
    await visible(page.getByRole('heading', { name: `Contract ${label.replace('View contract ', '')}` }));
    await visible(page.getByText('Voided date'));
  });

  it('is usable on a phone: cards with View', async () => {
    const page = await signedIn(DEMO.receiver, PHONE);
    const cards = page.getByRole('list', { name: 'Contracts' });
    await visible(cards.getByRole('link', { name: /^View contract / }));
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'contracts-dashboard-390');
  });
});

describe('create, amend, void, delete and sync', () => {
  it('the receiver creates a commercial-feed contract: the Continue checks first, then the PDF view', async () => {
    const page = await signedIn(DEMO.receiver);
    await page.getByRole('link', { name: 'Create contract' }).click();
    await page.waitForURL(`**/company/${cornbelt}/contracts/create?grain_receiver_id=${cornbelt}`);
    await visible(page.getByRole('heading', { name: 'Create contract' }));
    expect(await page.getByRole('textbox', { name: 'Grain receiver', exact: true }).inputValue()).toBe(
      'Cornbelt Renewable Fuels (0020000001)',
    );
    expect(await page.getByRole('textbox', { name: 'Grain receiver', exact: true }).isDisabled()).toBe(true);

    // Continue with nothing filled: the panel lists the checks.
    await page.getByRole('button', { name: 'Continue' }).click();
    const panel = page.getByRole('alert');
    for (const message of [
      'Please select a contract type',
      'Please select a contract year',
      'Missing grower info',
      'Missing reseller info',
      'Please select or add at least one storage location',
    ])
      await visible(panel.getByText(message, { exact: true }));
    await screenshot(page, 'contract-create-errors-1280');

    // The empty states.
    await visible(page.getByText('select a grower to view and select storage'));
    await count(page.getByText('Please select a contract type and year'), 2);

    await choose(page, 'Reseller', 'Prairie Gold Seed Co. (0012345678)', 'Prairie');
    await choose(page, 'Grower', 'Hansen Family Farms · SAP 0050000001 · Boone, IA', 'Hansen');
    await choose(page, 'Contract type', 'Commercial feed');
    await choose(page, 'Contract year', String(salesYear));
    await visible(panel.getByText('Please select and fill out at least one field', { exact: true }));

    // Fields: Hansen's three fields on one farm; pick North 80 (80 acres at 32,000, APH 190).
    await visible(page.getByText('Hansen Home Farm'));
    await page.getByRole('checkbox', { name: 'Select North 80' }).check();
    expect(await page.getByRole('textbox', { name: 'Acres for North 80' }).inputValue()).toBe('80');
    // Typing is limited to digits.
    await page.getByRole('textbox', { name: 'Planting rate for North 80' }).fill('');
    await page.getByRole('textbox', { name: 'Planting rate for North 80' }).pressSequentially('32a000');
    expect(await page.getByRole('textbox', { name: 'Planting rate for North 80' }).inputValue()).toBe('32,000');
    await hasText(page.getByLabel('Units needed value'), '32');

    // Storage, then the delivery: months outside the plan are disabled.
    await page.getByRole('checkbox', { name: 'Hansen Bin Site' }).check();
    expect(await page.getByRole('textbox', { name: `Grain acres Sep-${yy()}` }).isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: `Grain acres Oct-${yy()}` }).fill('40');
    await hasText(page.getByLabel('Remaining bushels'), '7,600');
    await page.getByRole('button', { name: 'Continue' }).click();
    await visible(panel.getByText('Remaining bushels must be 0', { exact: true }));
    await page.getByRole('textbox', { name: `Grain acres Oct-${yy()}` }).fill('80');
    expect(await page.getByRole('textbox', { name: `Grain units Oct-${yy()}` }).inputValue()).toBe('15,200');
    await hasText(page.getByLabel('Remaining bushels'), '0');
    await hidden(page.getByRole('alert'));

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(new RegExp(`/company/${cornbelt}/contracts/view-pdf/[0-9a-f-]{36}\\?contract_doc_link=`));
    const url = new URL(page.url());
    created.id = url.pathname.split('/').pop()!;
    created.newId = url.searchParams.get('new_contract_id')!;
    expect(url.searchParams.get('contract_doc_link')).toBe(`/api/contract-pdf/${created.id}`);
    const hansen = await growerByName(db(), 'Hansen Family Farms');
    expect(url.searchParams.get('grower_id')).toBe(hansen!.growerId);
    expect(created.newId).toMatch(new RegExp(`^${yy()}COR`));
  });

  it('the receiver sees it on the detail page and amends it with the identity fields disabled', async () => {
    const page = await signedIn(DEMO.receiver);
    await page.goto(`/company/${cornbelt}/contracts/${created.id}`);
    await visible(page.getByRole('heading', { name: `Contract ${created.newId}` }));
    const details = page.getByRole('region', { name: 'Contract details' });
    await visible(details.getByRole('link', { name: 'Prairie Gold Seed Co.' }));
    await visible(page.getByRole('region', { name: 'Delivery' }).getByText(`Oct-${yy()}`));
    // one way to show things: types and languages in words, MM/DD/YYYY dates, quantities with separators and units
    await visible(details.getByText('Commercial feed', { exact: true }));
    await visible(details.getByText('English', { exact: true }));
    await visible(details.getByText(`01/01/${salesYear}`, { exact: true }).first());
    await visible(
      page
        .getByRole('region', { name: 'Delivery' })
        .getByText(/^\d{1,3}(,\d{3})* (bushels?|tons?|wet bushels?)$/)
        .first(),
    );
    await count(details.getByText(/^\d{1,2}\/\d{1,2}\/\d{4}$/).filter({ hasText: /^(\d\/|\d\d\/\d\/)/ }), 0);
    await visible(page.getByRole('region', { name: 'Storage locations' }).getByText('Hansen Bin Site'));
    await visible(page.getByRole('region', { name: 'Contract history' }).getByText('Rachel Okafor', { exact: false }));
    await screenshot(page, 'contract-detail-1280');

    await page.getByRole('link', { name: 'Amend contract' }).click();
    await page.waitForURL(`**/contracts/amend-contract/${created.id}`);
    await visible(page.getByRole('heading', { name: `Amend contract ${created.newId}` }));
    for (const label of ['Grain receiver', 'Reseller', 'Grower', 'Contract type'])
      expect(await control(page, label).isDisabled()).toBe(true);
    expect(await control(page, 'Grower').inputValue()).toContain('Hansen Family Farms');
    // The original's rows come preloaded: North 80 selected, Oct delivery filled.
    expect(await page.getByRole('checkbox', { name: 'Select North 80' }).isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: `Grain acres Oct-${yy()}` }).inputValue()).toBe('80');
    expect(await page.getByRole('checkbox', { name: 'Hansen Bin Site' }).isChecked()).toBe(true);
    await screenshot(page, 'contract-amend-1280');

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/contracts\/view-pdf\/[0-9a-f-]{36}\?/);
    const url = new URL(page.url());
    created.amendmentId = url.pathname.split('/').pop()!;
    created.amendmentNewId = url.searchParams.get('new_contract_id')!;
    expect(created.amendmentId).not.toBe(created.id);

    const original = await contractById(db(), created.id);
    expect(original!.contractState).toBe('voided');
    const amendment = await contractById(db(), created.amendmentId);
    expect(amendment).toMatchObject({ parentVoidedContractId: created.id, contractState: 'amendment_pending' });
  });

  it('the receiver voids the amendment after confirming', async () => {
    const page = await signedIn(DEMO.receiver);
    await page.goto(`/company/${cornbelt}/contracts/${created.amendmentId}`);
    await visible(page.getByRole('heading', { name: `Contract ${created.amendmentNewId}` }));
    await page.getByRole('button', { name: 'Void contract' }).click();
    const dialog = page.getByRole('dialog', { name: 'Void contract' });
    await visible(dialog.getByText(`Void contract ${created.amendmentNewId}`, { exact: false }));
    // The reason is required: without it the dialog stays open and says so.
    await dialog.getByRole('button', { name: 'Void contract' }).click();
    await visible(dialog.getByText(CONTRACT_MESSAGES.voidReason));
    await dialog.getByRole('textbox', { name: 'Reason for voiding' }).fill('Entered against the wrong field');
    await dialog.getByRole('button', { name: 'Void contract' }).click();
    await hidden(dialog);
    await visible(page.getByText('Voided date'));
    await visible(page.getByText('Voided: Entered against the wrong field'));
    await screenshot(page, 'contract-voided-reason-1280');
    await hasText(
      page.getByRole('heading', { name: `Contract ${created.amendmentNewId}` }).locator('..'),
      'voided',
      'contains',
    );
    expect(await page.getByRole('button', { name: 'Void contract' }).count()).toBe(0);
    // The receiver may not delete (no delete-void).
    expect(await page.getByRole('button', { name: 'Delete contract' }).count()).toBe(0);
  });

  it('Void is blocked with the tooltip while scale tickets exist', async () => {
    // A pending demo contract of Cornbelt gets a scale ticket, written straight to the database.
    const target = await contractOfReceiverInState(db(), cornbelt, 'pending');
    const [plan] = await plansOfCompany(db(), cornbelt);
    await buildScaleTicket(db(), {
      scaleTicketNumber: 'E2E-VOID-1',
      scaleTicketDate: `${salesYear}-10-15`,
      growerName: 'Miller Acres',
      contractId: target!.contractId,
      billOfLandingNumber: 'BOL-E2E-1',
      grossQuantity: 1000,
      netQuantity: 990,
      testWeight: 56,
      moisture: 15,
      damage: 0,
      foreignMaterial: 0,
      productionPlanId: target!.productionPlanId ?? plan!.productionPlanId,
      externalReferenceId: cornbelt,
    });
    const page = await signedIn(DEMO.receiver);
    await page.goto(`/company/${cornbelt}/contracts/${target!.contractId}`);
    await visible(page.getByRole('heading', { name: `Contract ${target!.newContractId}` }));
    const voidButton = page.getByRole('button', { name: 'Void contract' });
    expect(await voidButton.isDisabled()).toBe(true);
    await page
      .getByLabel('This contract cannot be voided because it has associated scale tickets')
      .filter({ has: voidButton })
      .hover();
    await visible(
      page.getByRole('tooltip', { name: 'This contract cannot be voided because it has associated scale tickets' }),
    );
    await screenshot(page, 'contract-void-blocked-1280');
  });

  it('the admin deletes the voided amendment permanently and lands on /dashboard', async () => {
    const page = await signedIn(DEMO.admin);
    await page.goto(`/company/${cornbelt}/contracts/${created.amendmentId}`);
    // destructive actions look it: Delete is the last action, outlined, never the first one
    const actions = page.getByRole('group', { name: 'Contract actions' }).locator('a, button');
    await visible(actions.last());
    expect(await actions.last().textContent()).toBe('Delete contract');
    expect(await actions.first().textContent()).not.toBe('Delete contract');
    await screenshot(page, 'contract-voided-delete-last-1280');
    await page.getByRole('button', { name: 'Delete contract' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete contract' });
    await visible(dialog.getByText('Permanently delete', { exact: false }));
    await dialog.getByRole('button', { name: 'Delete permanently' }).click();
    await page.waitForURL('**/dashboard');
    const row = await contractById(db(), created.amendmentId);
    expect(row!.deletedAt).not.toBeNull();
    await page.goto(`/company/${cornbelt}/contracts/${created.amendmentId}`);
    await visible(page.getByText('Contract not found'));
  });

  it('sync: Sync in progress..., then Sync Complete 60 seconds after the reply', async () => {
    const { page } = await portal.open(DESKTOP);
    await page.clock.install();
    await signInAs(page, DEMO.admin);
    await page.goto(`/company/${cornbelt}/contracts/${created.id}`);
    const reply = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/trigger-contracts');
    await page.getByRole('button', { name: 'Sync contract' }).click();
    await visible(page.getByRole('button', { name: 'Sync in progress...' }));
    expect((await reply).status()).toBe(200);
    await page.clock.fastForward(59_000);
    expect(await page.getByRole('button', { name: 'Sync Complete' }).count()).toBe(0);
    await page.clock.fastForward(2_000);
    await visible(page.getByRole('button', { name: 'Sync Complete' }));

    // The admin (read-user, is-steward) gets the history links; Record Stewardship waits for an activity.
    const creator = page
      .getByRole('region', { name: 'Contract history' })
      .getByRole('link', { name: 'Rachel Okafor' })
      .first();
    expect(await creator.getAttribute('href')).toMatch(new RegExp(`^/company/${cornbelt}/user/[\\w-]+$`));
    expect(await page.getByRole('button', { name: 'Record Stewardship' }).isDisabled()).toBe(true);
    // The original was amended already: no second amendment.
    expect(await page.getByRole('link', { name: 'Amend contract' }).count()).toBe(0);
    await screenshot(page, 'contract-detail-voided-admin-1280');
  });
});

describe('elsewhere', () => {
  it('the company page lists the company contracts with View', async () => {
    const page = await signedIn(DEMO.admin);
    await page.goto(`/company/${cornbelt}`);
    const section = page.getByRole('region', { name: 'Contracts' });
    await visible(
      section
        .getByRole('link', { name: `View contract ${created.newId}` })
        .or(section.getByRole('link', { name: /^View contract / })),
    );
    expect(await section.getByText('voided', { exact: true }).count()).toBe(0);
    await section
      .getByRole('link', { name: /^View contract / })
      .first()
      .click();
    await page.waitForURL(new RegExp(`/company/${cornbelt}/contracts/[0-9a-f-]{36}$`));
  });

  it('the create page works on a phone: the panel sits below the form', async () => {
    const page = await signedIn(DEMO.receiver, PHONE);
    await page.goto(`/company/${cornbelt}/contracts/create?grain_receiver_id=${cornbelt}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await visible(page.getByRole('alert').getByText('Missing grower info'));
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    const form = await page.getByRole('region', { name: 'Delivery' }).boundingBox();
    const panel = await page.getByRole('region', { name: 'Units needed' }).boundingBox();
    expect(panel!.y).toBeGreaterThan(form!.y);
    await screenshot(page, 'contract-create-errors-390');

    // the fields are cards: Planting rate, APH and Border rows are in reach without sideways scrolling
    await choose(page, 'Reseller', 'Prairie Gold Seed Co. (0012345678)', 'Prairie');
    await choose(page, 'Grower', 'Hansen Family Farms · SAP 0050000001 · Boone, IA', 'Hansen');
    await choose(page, 'Contract type', 'Commercial feed');
    await choose(page, 'Contract year', String(salesYear));
    await page.getByRole('checkbox', { name: 'Select North 80' }).check();
    for (const name of ['Planting rate for North 80', 'APH for North 80', 'Border rows for North 80']) {
      const box = await page.getByRole(name.startsWith('Border') ? 'checkbox' : 'textbox', { name }).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    await page.getByRole('list', { name: 'Fields of Hansen Home Farm' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'contract-create-fields-390');
    await page.getByRole('region', { name: 'Delivery' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'contract-create-delivery-390');
  });
});

describe('the dashboard keeps its state in the URL', () => {
  it('15: search, status, year, sort and page come back as they were after opening a contract and Back', async () => {
    // 60 pending contracts of one grower this year (at a receiver the other tests do not count), 5 voided ones
    const horizon = (await companyByName(db(), 'Prairie Horizon Ethanol'))!.companyId;
    const grower = await buildGrower(db(), { growerName: 'Urlstate Farms' });
    // contract_details as the API stores them (the factory's empty ones would not open on the contract page)
    const cornbelt = (await companyByName(db(), 'Cornbelt Renewable Fuels'))!.companyId;
    const { contractDetails } = (await contractOfReceiverInState(db(), cornbelt, 'pending'))!;
    const row = (i: number, contractState: string) => ({
      contractDetails,
      grainReceiverId: horizon,
      growerId: grower.growerId,
      contractYear: salesYear,
      contractState,
      newContractId: `${yy()}URL${String(i).padStart(9, '0')}`,
    });
    await buildContracts(db(), [
      ...Array.from({ length: 60 }, (_, i) => row(i + 1, 'pending')),
      ...Array.from({ length: 5 }, (_, i) => row(i + 61, 'voided')),
    ]);
    const page = await signedIn(DEMO.admin);
    const table = page.getByRole('table', { name: 'Contracts' });
    await visible(table.getByRole('link', { name: /^View contract / }));

    await control(page, 'Search contracts').fill('Urlstate');
    await page.waitForURL(/contract_search=Urlstate/);
    await choose(page, 'Contract year', String(salesYear));
    // only pending: the other default statuses off
    await control(page, 'Contract status').focus();
    await page.keyboard.press('ArrowDown');
    for (const label of ['pending grower signed', 'amendment pending', 'amd pend grower signed', 'completed']) {
      await page.getByRole('option', { name: label, exact: true }).click();
    }
    await page.getByRole('option', { name: 'amendment completed', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.url()).toMatch(/contract_search=Urlstate&year=\d+&status=pending$/);
    await hasText(page.getByText(/^1–50 of/), '1–50 of 60');
    // Contract ID, descending (a second click reverses)
    const byId = table.getByRole('button', { name: 'Contract ID, sort' });
    await byId.click();
    await page.waitForURL(/sort=new_contract_id/);
    await page.waitForURL(/order=asc/);
    await byId.click();
    // descending is the default order: it leaves the URL
    await page.waitForURL(
      (url) => url.searchParams.get('sort') === 'new_contract_id' && !url.searchParams.has('order'),
    );
    await page.getByRole('button', { name: '2', exact: true }).click();
    await hasText(page.getByText(/^51–/), '51–60 of 60');
    // page 2 of the descending ids: 10 down to 1
    const first = `${yy()}URL${String(10).padStart(9, '0')}`;
    await hasText(table.locator('tbody tr').first(), first, 'contains');
    const before = page.url();
    await screenshot(page, 'contracts-dashboard-url-state-1280');

    await table.getByRole('link', { name: `View contract ${first}` }).click();
    await visible(page.getByRole('heading', { name: `Contract ${first}` }));
    await page.goBack();
    await page.waitForURL(before);
    expect(await control(page, 'Search contracts').inputValue()).toBe('Urlstate');
    expect(await control(page, 'Contract year').inputValue()).toBe(String(salesYear));
    await hasText(page.getByText(/^51–/), '51–60 of 60');
    await hasText(table.locator('tbody tr').first(), first, 'contains');
    await expect
      .poll(() =>
        table.locator('th', { has: page.getByRole('button', { name: 'Contract ID, sort' }) }).getAttribute('aria-sort'),
      )
      .toBe('descending');
    expect(new URL(before).searchParams.get('status')).toBe('pending');
    await screenshot(page, 'contracts-dashboard-after-back-1280');
  });
});
