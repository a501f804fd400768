import {
  assignmentsOfUser,
  companyByName,
  companyIdsByName,
  countActiveCompanies,
  buildCompanies,
  userByEmail,
} from '@portal/api/testing';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, screenshot } from '../support/browser';
import { count, hasText, hidden, visible } from '../support/expect';
import { DEMO, signInAs, startBrowserPortal, type BrowserPortal } from '../support/portal';

let portal: BrowserPortal;
let ids: Record<string, string>;
beforeAll(async () => {
  portal = await startBrowserPortal();
  ids = await companyIdsByName(db());
});
afterAll(async () => {
  await portal?.close();
});

const db = () => portal.portal.app.deps.db;
const section = (page: Page, name: string) => page.getByRole('region', { name });

async function openCompany(page: Page, name: string) {
  if (!ids[name]) {
    ids[name] = (await companyByName(db(), name))!.companyId;
  }
  await page.goto(`/company/${ids[name]}`);
  await visible(page.getByRole('heading', { name, level: 1 }));
}

describe('company list', () => {
  it('searches from 3 characters, pages by 50 on the server and filters Enogen dealers', async () => {
    await buildCompanies(
      db(),
      Array.from({ length: 55 }, (_, i) => ({
        companyName: `Zephyr Grain ${String(i + 1).padStart(2, '0')}`,
        companyType: '3PO',
        city: 'Ames',
        state: 'IA',
        inventoryCode: `Z${String(i + 1).padStart(3, '0')}`,
      })),
    );
    const total = await countActiveCompanies(db());
    const { page } = await portal.open();
    await signInAs(page, DEMO.admin);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Companies' }).click();
    await page.waitForURL('**/company');
    const table = page.getByRole('table', { name: 'Companies' });
    await visible(table.getByRole('link', { name: 'Cornbelt Renewable Fuels' }));
    await count(table.locator('tbody tr'), 50);
    await hasText(page.getByText(/^1–50 of/), `1–50 of ${total}`);
    await page.getByRole('button', { name: '2', exact: true }).click();
    await hasText(page.getByText(/^51–/), `51–${total} of ${total}`);
    await count(table.locator('tbody tr'), total - 50);
    await screenshot(page, 'company-list-page-2');

    const search = page.getByLabel('Search');
    const searchFor = (term: string, timeout = 15_000) =>
      page.waitForRequest((request: Request) => new URL(request.url()).searchParams.get('search') === term, {
        timeout,
      });
    // Two characters do not search: no request carries 'ze' after the 300 ms debounce, and the first page keeps
    // the unfiltered total (every Zephyr row matches '%ze%', so the row count alone would not tell).
    const zeSearch = searchFor('ze', 2_000).then(
      () => true,
      () => false,
    );
    await search.fill('ze');
    await hasText(page.getByText(/^1–50 of/), `1–50 of ${total}`);
    expect(await zeSearch).toBe(false);
    await count(table.locator('tbody tr'), 50);
    const prairieSearch = searchFor('prairie');
    await search.fill('prairie');
    await prairieSearch; // the same listener sees a search that runs
    await count(table.locator('tbody tr'), 2);
    await visible(table.getByRole('link', { name: 'Prairie Horizon Ethanol' }));
    await search.fill('12345678'); // a SAP id of 8 digits gets 00
    await count(table.locator('tbody tr'), 1);
    await visible(table.getByRole('link', { name: 'Prairie Gold Seed Co.' }));
    await search.fill('no such company');
    await visible(table.getByText('No data'));

    await search.fill('');
    await page.getByLabel('Enogen Dealer').check();
    await count(table.locator('tbody tr'), 2);
    await visible(table.getByRole('link', { name: 'Heartland Ag Supply' }));
    await screenshot(page, 'company-list-1280');
  });

  it('15: sorted by SAP ID, descending, the list comes back sorted after opening a company and Back', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.admin);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Companies' }).click();
    await page.waitForURL('**/company');
    const table = page.getByRole('table', { name: 'Companies' });
    await visible(table.getByRole('link', { name: 'Cornbelt Renewable Fuels' }));
    const bySap = table.getByRole('button', { name: 'SAP ID, sort' });
    const header = table.locator('th', { has: page.getByRole('button', { name: 'SAP ID, sort' }) });
    expect(await header.getAttribute('aria-sort')).toBe('none');
    await bySap.click();
    await page.waitForURL(/sort=sap_id/);
    const sorted = page.waitForResponse((response) => response.url().includes('order=desc'));
    await bySap.press('Enter'); // the header is a button: the keyboard sorts too
    await page.waitForURL(/sort=sap_id&order=desc/);
    await sorted;
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    const firstRow = table.locator('tbody tr').first();
    const first = (await firstRow.getByRole('link').textContent())!;
    expect(first).not.toBe('Cornbelt Renewable Fuels');
    const before = page.url();
    await screenshot(page, 'company-list-sorted-1280');

    await firstRow.getByRole('link').click();
    await visible(page.getByRole('heading', { name: first, level: 1 }));
    await page.goBack();
    await page.waitForURL(before);
    await hasText(table.locator('tbody tr').first(), first, 'contains');
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
  });

  it('shows a reseller only their company, without Create company', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.reseller);
    await page.goto('/company');
    const table = page.getByRole('table', { name: 'Companies' });
    await visible(table.getByRole('link', { name: 'Prairie Gold Seed Co.' }));
    await count(table.locator('tbody tr'), 1);
    await count(page.getByRole('button', { name: 'Create company' }), 0);
    await count(page.getByLabel('Enogen Dealer'), 0);
  });
});

describe('create and edit a company', () => {
  it('creates a grain receiver as admin: messages, state defaults, the inventory code suggestion', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.admin);
    await page.goto('/company');
    await page.getByRole('button', { name: 'Create company' }).click();
    const modal = page.getByRole('dialog', { name: 'Create company' });
    await modal.getByRole('button', { name: 'Create company' }).click();
    for (const message of [
      'Please provide company name',
      'Please select company type',
      'Please provide phone number',
      'Please provide company address',
      'Please provide name of the city',
      'Please provide zip code',
    ])
      await visible(modal.getByText(message));
    expect(await modal.getByRole('combobox', { name: 'State' }).inputValue()).toBe('Alabama');

    await modal.getByLabel('Company name').fill('Golden Plains Ethanol');
    await modal.getByRole('combobox', { name: 'Company type' }).click();
    await page.getByRole('option', { name: 'Grain Receiver' }).click();
    expect(await modal.getByLabel('Inventory code').inputValue()).toBe('GOL1');
    await modal.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'Canada' }).click();
    await hasText(
      modal.getByText('Province or territory', { exact: false }).first(),
      'Province or territory',
      'contains',
    );
    expect(await modal.getByRole('combobox', { name: 'Province or territory' }).inputValue()).toBe('Alberta');
    await modal.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'USA' }).click();
    expect(await modal.getByRole('combobox', { name: 'State' }).inputValue()).toBe('Alabama');
    await modal.getByRole('combobox', { name: 'State' }).fill('Nebr');
    await page.getByRole('option', { name: 'Nebraska' }).click();
    await modal.getByLabel('Phone').fill('402-555-01');
    await modal.getByRole('textbox', { name: 'Address', exact: true }).fill('88 Distillery Road');
    await modal.getByLabel('City').fill('York');
    await modal.getByLabel('Zip code').fill('68467');
    await modal.getByRole('button', { name: 'Create company' }).click();
    await visible(modal.getByText('Please provide a valid phone number ex. 919-999-9999, limited to 10 digits.'));
    await modal.getByLabel('Phone').fill('(402) 555-0188');
    await screenshot(page, 'company-create-modal');
    await modal.getByRole('button', { name: 'Create company' }).click();
    await visible(modal.getByText('The company was created.'));
    await modal.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(/\/company\/[0-9a-f-]{36}$/);
    await visible(page.getByRole('heading', { name: 'Golden Plains Ethanol' }));
    const info = section(page, 'Company information');
    await visible(info.getByText('(402) 555-0188'));
    await visible(info.getByText('GOL1'));
    const row = await companyByName(db(), 'Golden Plains Ethanol');
    expect(row).toMatchObject({ phone: '14025550188', state: 'NE', inventoryCode: 'GOL1', supportedLanguages: ['en'] });
  });

  it('edits a company (only changed fields are sent) and adds a detail', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.admin);
    await openCompany(page, 'Midwest Grain Logistics');
    const info = section(page, 'Company information');
    await info.getByRole('button', { name: 'Edit' }).click();
    const modal = page.getByRole('dialog', { name: 'Update company' });
    expect(await modal.getByLabel('Phone').inputValue()).toBe('(712) 555-0130');
    await modal.getByLabel('City').fill('Council Bluffs');
    const patch = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().includes('/api/company-management/v1'));
    await modal.getByRole('button', { name: 'Update company' }).click();
    expect((await patch).postDataJSON()).toEqual({
      company_id: ids['Midwest Grain Logistics'],
      city: 'Council Bluffs',
    });
    await visible(modal.getByText('The company was updated.'));
    await modal.getByRole('button', { name: 'Close' }).click();
    await visible(info.getByText('Council Bluffs, Iowa, 51101'));

    const details = section(page, 'Company details');
    await details.getByRole('button', { name: 'Add new detail' }).click();
    const add = page.getByRole('dialog', { name: 'Add new detail' });
    await add.getByRole('button', { name: 'Add detail' }).click();
    await visible(add.getByText('Please provide detail name'));
    await visible(add.getByText('Please provide detail description'));
    await add.getByLabel('Detail name').fill('Rail access');
    await add.getByLabel('Description').fill('BNSF spur, 110 cars');
    await add.getByRole('button', { name: 'Add detail' }).click();
    await hidden(add);
    await visible(details.getByText('BNSF spur, 110 cars'));

    // both changes in the company's History, newest first, with who made them and old → new
    await page.getByRole('button', { name: 'History', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'History' });
    const entries = drawer.getByRole('listitem');
    await visible(entries.first().getByText('Detail added'));
    await visible(entries.first().getByText('Alex Morgan'));
    await hasText(entries.first(), 'Detail name— → Rail access', 'contains');
    await hasText(entries.nth(1), 'Alex Morgan', 'contains');
    await hasText(entries.nth(1), ' → Council Bluffs', 'contains');
    await visible(entries.nth(1).getByRole('cell', { name: 'City', exact: true }));
    await screenshot(page, 'company-history');
  });
});

describe('people of a company', () => {
  it('invites a new user: the invitation is in the Outbox, its link sets a password and signs in', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.admin);
    await openCompany(page, 'Cornbelt Renewable Fuels');
    const employees = section(page, 'Employees');
    await visible(employees.getByRole('link', { name: 'Gavin Price' }));
    await employees.getByRole('button', { name: 'Invite user' }).click();
    const modal = page.getByRole('dialog', { name: 'Invite user' });
    await modal.getByRole('button', { name: 'Invite' }).click();
    await visible(modal.getByText('Please provide email address'));
    await visible(modal.getByText('Please select a role for this user'));
    await modal.getByLabel('Email').fill('morgan.lee@');
    await modal.getByRole('button', { name: 'Invite' }).click();
    await visible(modal.getByText('This email appears to be invalid. Please check if anything is missing'));
    await modal.getByLabel('Email').fill('Morgan.Lee@cornbelt.example.net');
    await modal.getByRole('combobox', { name: 'Role' }).click();
    // employees get external roles only
    await count(page.getByRole('option', { name: 'Sales Representative' }), 0);
    await page.getByRole('option', { name: 'Receiver', exact: true }).click();
    await screenshot(page, 'invite-user-modal');
    await modal.getByRole('button', { name: 'Invite' }).click();
    await visible(page.getByRole('alert').getByText('The invitation was sent to morgan.lee@cornbelt.example.net.'));
    await count(modal, 0);
    await visible(employees.getByText('morgan.lee@cornbelt.example.net'));

    // inviting the same address as a new user again: the user already exists
    await employees.getByRole('button', { name: 'Invite user' }).click();
    await modal.getByLabel('Email').fill('morgan.lee@cornbelt.example.net');
    await modal.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Receiver', exact: true }).click();
    await modal.getByRole('button', { name: 'Invite' }).click();
    await visible(
      modal.getByText(
        'This user already exists in the system. Please start over and select Existing user instead of New user.',
      ),
    );
    await modal.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/admin/outbox');
    const row = page.getByRole('row').filter({ hasText: 'morgan.lee@cornbelt.example.net' });
    await count(row, 1);
    await visible(row.getByText('You are invited to Cornbelt Renewable Fuels on the Enogen Portal'));
    const link = await row.getByRole('link', { name: 'Open link' }).getAttribute('href');
    expect(link).toMatch(/\/login\/[A-Za-z0-9_-]+$/);

    const fresh = await portal.open();
    await fresh.page.goto(link!);
    await visible(fresh.page.getByText('morgan.lee@cornbelt.example.net'));
    await fresh.page.getByLabel('New password').fill('Morgan-Password-7');
    await fresh.page.getByRole('button', { name: 'Set password and sign in' }).click();
    // signed in: the profile has no name yet, so the portal asks for it
    await visible(fresh.page.getByRole('dialog', { name: 'Please Complete Profile' }));
    await visible(fresh.page.getByRole('button', { name: 'Log out' }));
  });

  it('invites an existing user by name search; a second invite says already assigned', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.admin);
    await openCompany(page, 'Prairie Horizon Ethanol');
    const employees = section(page, 'Employees');
    await employees.getByRole('button', { name: 'Invite user' }).click();
    const modal = page.getByRole('dialog', { name: 'Invite user' });
    await modal.getByText('Existing user').click();
    await modal.getByRole('combobox', { name: 'User' }).fill('okafor');
    await page.getByRole('option', { name: 'Rachel Okafor (receiver@example.com)' }).click();
    await visible(modal.getByText('Selected: receiver@example.com'));
    await modal.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Grain Ops Manager' }).click();
    await modal.getByRole('button', { name: 'Invite' }).click();
    await visible(page.getByRole('alert').getByText('The invitation was sent to receiver@example.com.'));
    await count(modal, 0);
    await visible(employees.getByRole('link', { name: 'Rachel Okafor' }));

    await employees.getByRole('button', { name: 'Invite user' }).click();
    await modal.getByText('Existing user').click();
    await modal.getByRole('combobox', { name: 'User' }).fill('okafor');
    await page.getByRole('option', { name: 'Rachel Okafor (receiver@example.com)' }).click();
    await modal.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Receiver', exact: true }).click();
    await modal.getByRole('button', { name: 'Invite' }).click();
    await visible(modal.getByText('User with email address receiver@example.com is already assigned to this company.'));
    await modal.getByRole('button', { name: 'Cancel' }).click();

    // an e-mail nobody has: the spec's alert, and the form stays open
    await employees.getByRole('button', { name: 'Invite user' }).click();
    await modal.getByText('Existing user').click();
    await modal.getByRole('combobox', { name: 'User' }).fill('nobody@nowhere.example.net');
    await modal.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Receiver', exact: true }).click();
    await modal.getByRole('button', { name: 'Invite' }).click();
    await visible(modal.getByRole('alert').getByText(/^User with this email address does not exist\. Please select/));
  });

  it('removes an employee after confirmation', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.admin);
    await openCompany(page, 'North Star Seed Sales');
    const employees = section(page, 'Employees');
    await employees.getByRole('button', { name: 'Remove Lee Carter' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove user' });
    await visible(confirm.getByText('Remove Lee Carter from North Star Seed Sales?'));
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await hidden(confirm);
    await visible(employees.getByText('No data'));
    const lee = await userByEmail(db(), 'lee.carter@northstar.example.net');
    expect(await assignmentsOfUser(db(), lee!.id)).toEqual([]);
  });

  it('shows linked contacts (internal roles) and hides what the reseller may not do', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.reseller);
    await openCompany(page, 'Prairie Gold Seed Co.');
    await visible(section(page, 'Linked contacts').getByRole('link', { name: 'Sam Rivera' }));
    await count(page.getByRole('button', { name: 'Invite user' }), 0);
    await count(page.getByRole('button', { name: /^Remove/ }), 0);
    await count(page.getByRole('button', { name: 'Sync company' }), 0);
    await count(page.getByRole('button', { name: 'Delete company' }), 0);
    await count(page.getByRole('button', { name: 'Link Companies' }), 0);
    await count(section(page, 'Company information').getByRole('button', { name: 'Edit' }), 0);
  });
});

describe('linked companies, sync, delete', () => {
  it('links companies through the Link Company modal and deletes a link', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.admin);
    await openCompany(page, 'North Star Seed Sales');
    const linked = section(page, 'Linked companies');
    await visible(linked.getByRole('link', { name: 'Prairie Horizon Ethanol' }));
    await linked.getByRole('button', { name: 'Link Companies' }).click();
    const modal = page.getByRole('dialog', { name: 'Link Company' });
    await modal.getByRole('button', { name: 'Link' }).click();
    await visible(modal.getByText('Please provide a company'));
    await modal.getByRole('combobox', { name: 'Company' }).fill('cornbelt');
    await page.getByRole('option', { name: 'Cornbelt Renewable Fuels (0020000001)' }).click();
    await modal.getByRole('button', { name: 'Link' }).click();
    await visible(modal.getByText('The companies are linked.'));
    await modal.getByRole('button', { name: 'Close' }).click();
    await visible(linked.getByRole('link', { name: 'Cornbelt Renewable Fuels' }));

    await linked.getByRole('button', { name: 'Unlink Prairie Horizon Ethanol' }).click();
    await page.getByRole('dialog', { name: 'Unlink company' }).getByRole('button', { name: 'Unlink' }).click();
    await hidden(linked.getByRole('link', { name: 'Prairie Horizon Ethanol' }));
  });

  it("syncs: 'Sync in progress...' then 'Sync Complete' 60 seconds after the 200 reply", async () => {
    const { page } = await portal.open();
    await page.clock.install();
    await signInAs(page, DEMO.salesrep);
    await openCompany(page, 'Heartland Ag Supply');
    const reply = page.waitForResponse((r) => r.url().endsWith('/api/salesforce-sync-companies'));
    await page.getByRole('button', { name: 'Sync company' }).click();
    expect((await reply).status()).toBe(200);
    await visible(page.getByRole('button', { name: 'Sync in progress...' }));
    await page.clock.runFor(59_000);
    await visible(page.getByRole('button', { name: 'Sync in progress...' }));
    const reload = page.waitForResponse((r) => r.url().includes(`company_id=${ids['Heartland Ag Supply']}`));
    await page.clock.runFor(1_500);
    await visible(page.getByRole('button', { name: 'Sync Complete' }));
    await reload;
  });

  it("shows 'Sync Failed' when the sync does not answer 200", async () => {
    const { page } = await portal.open();
    await page.route('**/api/salesforce-sync-companies', (route) =>
      route.fulfill({ status: 502, body: '{"error":{"code":"sync_failed","message":"x","details":null}}' }),
    );
    await signInAs(page, DEMO.admin);
    await openCompany(page, 'Syngenta Seeds');
    await page.getByRole('button', { name: 'Sync company' }).click();
    await visible(page.getByRole('button', { name: 'Sync Failed' }));
  });

  it('switches Non Enogen Contracts and deletes a company, landing on the dashboard', async () => {
    await buildCompanies(db(), [
      {
        companyName: 'Short Lived Ethanol',
        companyType: 'grain-receiver',
        inventoryCode: 'SHO1',
        city: 'Ames',
        state: 'IA',
      },
    ]);
    const { page } = await portal.open();
    await signInAs(page, DEMO.admin);
    await openCompany(page, 'Short Lived Ethanol');
    const toggle = section(page, 'Non Enogen Contracts').getByRole('switch', { name: 'Non Enogen Contracts' });
    await toggle.click({ force: true });
    await visible(section(page, 'Non Enogen Contracts').getByText('Allowed', { exact: true }));
    const row = await companyByName(db(), 'Short Lived Ethanol');
    expect(row!.allowNonEnogenContracts).toBe(true);

    await page.getByRole('button', { name: 'Delete company' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete company' });
    await confirm.getByRole('button', { name: 'Delete company' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto('/company');
    await visible(page.getByRole('link', { name: 'Cornbelt Renewable Fuels' }));
    await count(page.getByRole('link', { name: 'Short Lived Ethanol' }), 0);
  });
});

describe('user profile page', () => {
  it('opens an employee from the company page and lets an admin update them', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.admin);
    await openCompany(page, 'Cornbelt Renewable Fuels');
    await section(page, 'Employees').getByRole('link', { name: 'Rachel Okafor' }).click();
    await page.waitForURL(/\/company\/[0-9a-f-]+\/user\/[0-9a-f-]+$/);
    await visible(page.getByRole('heading', { name: 'Rachel Okafor' }));
    const assignmentsTable = page.getByRole('table', { name: 'Company assignments' });
    await visible(assignmentsTable.getByRole('link', { name: 'Cornbelt Renewable Fuels' }));
    await visible(section(page, 'User information').getByText('(402) 555-0104'));

    await page.getByRole('button', { name: 'Update User' }).click();
    const modal = page.getByRole('dialog', { name: 'Update User' });
    await modal.getByLabel('First name').fill('');
    await modal.getByRole('button', { name: 'Save' }).click();
    await visible(modal.getByText('All fields are required'));
    await modal.getByLabel('First name').fill('Rachel');
    await modal.getByLabel('Phone').fill('402-555-01');
    await modal.getByRole('button', { name: 'Save' }).click();
    await visible(modal.getByText('Please provide a valid phone number ex. 919-999-9999, limited to 10 digits.'));
    await modal.getByLabel('Phone').fill('402.555.0199');
    await modal.getByRole('button', { name: 'Save' }).click();
    await hidden(modal);
    await visible(section(page, 'User information').getByText('(402) 555-0199'));
    await screenshot(page, 'user-page-1280');
    // the edit heads the user's History: who, and the phone old → new as the page shows phones
    await page.getByRole('button', { name: 'History', exact: true }).click();
    const latest = page.getByRole('dialog', { name: 'History' }).getByRole('listitem').first();
    await visible(latest.getByText('Alex Morgan'));
    await hasText(latest, 'Phone(402) 555-0104 → (402) 555-0199', 'contains');
  });

  it("is one's own profile at /company/ANY/user/{user_id}; another company's user is denied", async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.operator);
    await page.getByRole('link', { name: 'Omar Lindqvist' }).click();
    await page.waitForURL(/\/company\/ANY\/user\//);
    await visible(
      page.getByRole('table', { name: 'Company assignments' }).getByRole('link', { name: 'Midwest Grain Logistics' }),
    );
    await page.getByRole('button', { name: 'Update User' }).click();
    await page.getByRole('dialog', { name: 'Update User' }).getByLabel('Last name').fill('Lindqvist-Berg');
    await page.getByRole('dialog', { name: 'Update User' }).getByRole('button', { name: 'Save' }).click();
    await visible(page.getByRole('heading', { name: 'Omar Lindqvist-Berg' }));
    const receiver = await userByEmail(db(), DEMO.receiver);
    await page.goto(`/company/${ids['Cornbelt Renewable Fuels']}/user/${receiver!.id}`);
    await visible(page.getByText("Whoops! You don't have the right permissions to view this page."));
  });
});

describe('the company page at two widths', () => {
  it('lays out in two columns at 1280 px and one at 390 px', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.admin);
    await openCompany(page, 'Cornbelt Renewable Fuels');
    await visible(section(page, 'Linked contacts').getByText('Dana Whitfield'));
    await screenshot(page, 'company-page-1280');

    const phone = await portal.open(PHONE);
    await signInAs(phone.page, DEMO.receiver);
    await openCompany(phone.page, 'Cornbelt Renewable Fuels');
    await visible(section(phone.page, 'Employees').getByText('Gavin Price'));
    const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(phone.page, 'company-page-390');
  });

  it('the Contracts card shows Contract ID and View at 1280 px without hidden scrolling, cards at 390 px; Delete company apart from Sync', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.admin);
    await openCompany(page, 'Prairie Gold Seed Co.');
    const card = page.getByRole('region', { name: 'Contracts', exact: true });
    const table = card.getByRole('table', { name: 'Company contracts' });
    await visible(table.locator('tbody tr').first());
    const scroller = card.getByRole('region', { name: 'Company contracts' });
    expect(await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const [box, id, view] = await Promise.all([
      card.boundingBox(),
      table.getByRole('columnheader', { name: 'Contract ID' }).boundingBox(),
      table
        .getByRole('link', { name: /^View contract / })
        .first()
        .boundingBox(),
    ]);
    for (const cell of [id!, view!]) expect(cell.x + cell.width).toBeLessThanOrEqual(box!.x + box!.width);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'company-contracts-1280');
    // Delete company sits in the danger zone at the page's end, not beside Sync company
    const danger = section(page, 'Danger zone');
    await visible(danger.getByRole('button', { name: 'Delete company' }));
    const sync = await page.getByRole('button', { name: 'Sync company' }).boundingBox();
    expect((await danger.boundingBox())!.y).toBeGreaterThan(sync!.y + 200);

    const phone = await portal.open(PHONE);
    await signInAs(phone.page, DEMO.admin);
    await openCompany(phone.page, 'Prairie Gold Seed Co.');
    const cards = phone.page.getByRole('list', { name: 'Company contracts' });
    await visible(
      cards
        .getByRole('listitem')
        .first()
        .getByRole('link', { name: /^View contract / }),
    );
    expect(await phone.page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
