import type { Page } from 'playwright-core';
import { companyByName, buildPlan, buildScaleTicket, plansOfCompany } from '@portal/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, type Viewport } from '../support/browser';
import { count, hasText, hidden, visible } from '../support/expect';
import { hansenTickets, READING } from '../support/hansen-tickets';
import { DEMO, signInAs, startBrowserPortal, type BrowserPortal } from '../support/portal';

let portal: BrowserPortal;
let cornbelt: string;
let year: number;
let plan: string;
let transferId: string;
const db = () => portal.portal.app.deps.db;

beforeAll(async () => {
  portal = await startBrowserPortal();
  const { plans, ticket, ...ids } = await hansenTickets(portal);
  ({ cornbelt, year, planId: plan } = ids);
  // twelve tickets: the first fetch shows 10, scrolling adds the rest
  for (let i = 1; i <= 12; i++) await ticket(`SCROLL-${String(i).padStart(2, '0')}`, i);
  await ticket('E2E-TR-1', 20, {
    growerName: 'Kowalski Grain',
    netQuantity: -300,
    originalGrowerName: 'Miller Acres',
    originalProductionPlanInventoryCode: '26PRA1',
    originalSelectedType: 'grower_name',
    rapidViscoAnalyzer: 0,
  });
  await ticket(`E2E-ZEROOUT-1`, 28, { isZeroout: true, netQuantity: -50 });
  // a ticket of the year before, in a plan of that year
  const before =
    plans.find((p) => p.contractYear === year - 1) ??
    (await buildPlan(db(), {
      companyId: cornbelt,
      contractYear: year - 1,
      aph: 200,
      totalAcres: 100,
      totalUnits: 20000,
      inventoryCode: `${String(year - 1).slice(2)}COR9`,
    }));
  await buildScaleTicket(db(), {
    scaleTicketNumber: 'OLD-1',
    scaleTicketDate: `${year - 1}-11-02`,
    growerName: 'Hansen Family Farms',
    billOfLandingNumber: 'BOL-OLD-1',
    grossQuantity: 900,
    netQuantity: 880,
    productionPlanId: before.productionPlanId,
    externalReferenceId: cornbelt,
    ...READING,
  });
  transferId = await ticketIdOf('E2E-TR-1');
});
afterAll(async () => {
  await portal?.close();
});

async function ticketIdOf(number: string) {
  const { page } = await portal.open();
  await signInAs(page, DEMO.admin);
  const reply = await page.request.get(`/api/scale-ticket?company_id=${cornbelt}&year=${year}&search=${number}`);
  const body = (await reply.json()) as { scale_tickets: { scale_ticket_id: string }[] };
  await page.context().close();
  return body.scale_tickets[0]!.scale_ticket_id;
}

const SHORT: Viewport = { ...DESKTOP, height: 600 };
const listPath = (y = year) => `/company/${cornbelt}/scale-tickets/${y}`;
const table = (page: Page) => page.getByRole('table', { name: 'Scale tickets' });
const rowOf = (page: Page, number: string) => table(page).getByRole('row').filter({ hasText: number });
async function search(page: Page, term: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(term);
}
async function openList(email: string = DEMO.receiver, viewport?: Viewport) {
  const { page } = await portal.open(viewport);
  await signInAs(page, email);
  await page.goto(listPath());
  await visible(page.getByRole('heading', { name: 'Scale Tickets' }));
  return page;
}
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('the scale tickets list as the grain receiver', () => {
  it('shows the tickets (MM-DD-YYYY), 10 first and more on scroll, and searches', async () => {
    // a window lower than 10 rows: Load more starts out of view (a button in view loads the next page at once)
    const page = await openList(DEMO.receiver, SHORT);
    await visible(rowOf(page, 'E2E-TR-1'));
    await search(page, 'SCROLL-');
    await count(table(page).getByRole('checkbox', { name: /^Select ticket SCROLL-/ }), 10);
    await visible(rowOf(page, 'SCROLL-12').getByRole('cell', { name: `10-12-${year}`, exact: true }));
    await screenshot(page, 'scale-tickets-list');
    await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
    await count(table(page).getByRole('checkbox', { name: /^Select ticket SCROLL-/ }), 12);
    await hidden(page.getByRole('button', { name: 'Load more' }));

    await search(page, 'no such ticket');
    await visible(page.getByText('No scale tickets match "no such ticket".'));
  });

  it('switches the sales year, keeping the search', async () => {
    const page = await openList();
    await search(page, 'OLD-');
    await page.waitForURL(/search=OLD-/);
    const years = Array.from({ length: 5 }, (_, i) => String(year - i));
    await page.getByRole('combobox', { name: 'Sales year', exact: true }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual(years);
    await page.getByRole('option', { name: String(year - 1) }).click();
    await page.waitForURL(`**${listPath(year - 1)}?search=OLD-`);
    await visible(rowOf(page, 'OLD-1'));
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('OLD-');
    await count(rowOf(page, 'SCROLL-'), 0);
  });

  it('opens the detail of a ticket with its transfer fields, also from ?ticket=', async () => {
    const page = await openList();
    // by keyboard: the ticket number is a button
    await rowOf(page, 'E2E-TR-1').getByRole('button', { name: 'E2E-TR-1', exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Scale ticket E2E-TR-1' });
    await visible(dialog.getByText('Miller Acres'));
    await visible(dialog.getByText('26PRA1'));
    await visible(dialog.getByText('Fail', { exact: true }));
    expect(page.url()).toContain(`ticket=${transferId}`);
    await screenshot(page, 'scale-ticket-detail');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await hidden(dialog);

    await page.goto(`${listPath()}?ticket=${transferId}`);
    await visible(page.getByRole('dialog', { name: 'Scale ticket E2E-TR-1' }));

    // a ticket beyond the first 10 rows is fetched by its id, with or without the search
    const oldest = await ticketIdOf('SCROLL-01');
    await page.goto(`${listPath()}?ticket=${oldest}`);
    await visible(page.getByRole('dialog', { name: 'Scale ticket SCROLL-01' }));
    await count(rowOf(page, 'SCROLL-01'), 0);
    await page.goto(`${listPath()}?ticket=${oldest}&search=SCROLL-01`);
    await visible(page.getByRole('dialog', { name: 'Scale ticket SCROLL-01' }));
    await page.goto(`${listPath()}?ticket=${crypto.randomUUID()}`);
    await visible(rowOf(page, 'E2E-TR-1'));
    await count(page.getByRole('dialog'), 0);
  });

  it('adds a single ticket from the plan growers, refuses its duplicate, and edits it with locked fields', async () => {
    const page = await openList();
    await page.getByRole('button', { name: 'Enter Single Ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter Single Ticket' });
    await dialog.getByRole('button', { name: 'Add ticket' }).click();
    await visible(dialog.getByText('Ticket number is required'));
    await visible(dialog.getByText('Grower is required'));

    // only the completed and amendment_completed contracts of the plan are offered
    await dialog.getByRole('combobox', { name: 'Grower', exact: true }).click();
    const growers = (await page.getByRole('option').allTextContents()).map((t) => t.replace(/ \(.*$/, ''));
    expect(growers.sort()).toEqual(['Hansen Family Farms', 'Kowalski Grain']);
    await page.getByRole('option', { name: /^Hansen Family Farms/ }).click();
    const fill = async (label: string, value: string) =>
      dialog.getByRole('textbox', { name: label, exact: true }).fill(value);
    await fill('Ticket number', 'NEW-1');
    await dialog.getByLabel('Date').fill(`${year}-11-05`);
    await fill('BOL', 'BOL-NEW-1');
    await fill('Gross quantity', '1000');
    await fill('Net quantity', '980');
    await fill('Test weight', '56');
    await fill('Moisture', '15');
    await fill('Damage', '0');
    await fill('Foreign material', '0.2');
    await choose(page, 'RVA', 'Pass');
    await screenshot(page, 'scale-ticket-add');
    await dialog.getByRole('button', { name: 'Add ticket' }).click();
    const added = page.getByRole('alert').filter({ hasText: 'Scale tickets successfully saved. Ticket NEW-1 added.' });
    await visible(added.getByRole('link', { name: 'View ticket' }));
    await count(dialog, 0);
    await visible(rowOf(page, 'NEW-1'));
    await visible(rowOf(page, 'NEW-1').getByRole('cell', { name: `11-05-${year}`, exact: true }));

    // the same ticket again: the server's duplicate answer
    await page.getByRole('button', { name: 'Enter Single Ticket' }).click();
    await dialog.getByRole('combobox', { name: 'Grower', exact: true }).click();
    await page.getByRole('option', { name: /^Hansen Family Farms/ }).click();
    await fill('Ticket number', 'NEW-1');
    await dialog.getByLabel('Date').fill(`${year}-11-05`);
    for (const [label, value] of [
      ['BOL', 'BOL-NEW-1'],
      ['Gross quantity', '1000'],
      ['Net quantity', '980'],
      ['Test weight', '56'],
      ['Moisture', '15'],
      ['Damage', '0'],
      ['Foreign material', '0'],
    ])
      await fill(label!, value!);
    await choose(page, 'RVA', 'Fail');
    await dialog.getByRole('button', { name: 'Add ticket' }).click();
    await visible(dialog.getByText('Duplicate scale ticket(s) found which already exists'));
    await screenshot(page, 'scale-ticket-duplicate');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // edit: ticket number, date and grower locked
    await rowOf(page, 'NEW-1').getByRole('button', { name: 'Edit ticket NEW-1' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit scale ticket' });
    for (const label of ['Ticket number', 'Grower'])
      expect(await editor.getByRole('textbox', { name: label, exact: true }).isDisabled()).toBe(true);
    expect(await editor.getByLabel('Date').isDisabled()).toBe(true);
    await editor.getByRole('textbox', { name: 'Moisture', exact: true }).fill('13.5');
    await editor.getByRole('button', { name: 'Save' }).click();
    // no Close to click: the modal is gone and a toast says which ticket was saved
    await visible(page.getByRole('alert').filter({ hasText: 'Scale ticket NEW-1 updated.' }));
    await count(editor, 0);
    await visible(rowOf(page, 'NEW-1').getByRole('cell', { name: '13.5', exact: true }));
    await screenshot(page, 'scale-ticket-updated-toast');
  });

  it("edits a ticket, then its History shows the field's old and new value with the editor's name", async () => {
    const page = await openList();
    await rowOf(page, 'SCROLL-12').getByRole('button', { name: 'Edit ticket SCROLL-12' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit scale ticket' });
    await editor.getByRole('textbox', { name: 'Moisture', exact: true }).fill('14.25');
    await editor.getByRole('button', { name: 'Save' }).click();
    // the toast's link opens the saved ticket
    const toast = page.getByRole('alert').filter({ hasText: 'Scale ticket SCROLL-12 updated.' });
    await toast.getByRole('link', { name: 'View ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scale ticket SCROLL-12' });
    await dialog.getByRole('button', { name: 'History' }).click();
    const entry = dialog.getByRole('list', { name: 'History' }).getByRole('listitem').first();
    await visible(entry.getByText('Rachel Okafor'));
    await visible(entry.getByText('Updated', { exact: false }));
    await hasText(entry, 'Moisture15.5 → 14.25', 'contains');
    await screenshot(page, 'scale-ticket-history');
  });

  it('deletes: disabled with none selected (the message on hover), then "Delete 2 tickets" with the toast', async () => {
    const page = await openList();
    await search(page, 'SCROLL-1');
    await count(table(page).getByRole('checkbox', { name: /^Select ticket SCROLL-/ }), 3);
    const none = page.getByRole('button', { name: 'Delete tickets', exact: true });
    expect(await none.isDisabled()).toBe(true);
    await none.hover({ force: true });
    await visible(
      page.getByRole('tooltip').filter({ hasText: 'Please select at least one row to Delete a Scale Ticket.' }),
    );
    await page.getByRole('checkbox', { name: 'Select ticket SCROLL-11' }).check();
    await visible(page.getByRole('button', { name: 'Delete 1 ticket', exact: true }));
    await page.getByRole('checkbox', { name: 'Select ticket SCROLL-12' }).check();
    await screenshot(page, 'scale-tickets-delete-count');
    await page.getByRole('button', { name: 'Delete 2 tickets', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete scale tickets' });
    await visible(confirm.getByText('Delete the 2 selected scale tickets?'));
    await confirm.getByRole('button', { name: 'Delete 2 tickets' }).click();
    await visible(page.getByText('Scale Ticket Deleted'));
    await count(table(page).getByRole('checkbox', { name: /^Select ticket SCROLL-/ }), 1);
  });

  it('shows the latest tickets on the company page without zero-outs, linking to the list', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.receiver);
    await page.goto(`/company/${cornbelt}`);
    const section = page.getByRole('region', { name: 'Scale tickets', exact: true });
    await visible(section.getByRole('link', { name: 'E2E-TR-1' }));
    await count(section.getByText('E2E-ZEROOUT-1'), 0);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'company-scale-tickets-section');
    await section.getByRole('link', { name: `All scale tickets of ${year}` }).click();
    await page.waitForURL(`**${listPath()}`);
  });

  it('opens a ticket found by the global search', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.admin);
    await page.goto('/search');
    await page.getByRole('textbox', { name: 'Search' }).fill('E2E-TR-1');
    await page.getByRole('link', { name: 'Ticket E2E-TR-1' }).click();
    await visible(page.getByRole('dialog', { name: 'Scale ticket E2E-TR-1' }));
    // the link carries only the id: a ticket beyond the first rows opens too
    await page.goto('/search');
    await page.getByRole('textbox', { name: 'Search' }).fill('SCROLL-01');
    await page.getByRole('link', { name: 'Ticket SCROLL-01' }).click();
    await visible(page.getByRole('dialog', { name: 'Scale ticket SCROLL-01' }));
    expect(page.url()).not.toContain('search=');
  });

  it('fits a 390 px phone: a card per ticket with a 44 px checkbox target, no sideways page scroll', async () => {
    const page = await openList(DEMO.receiver, PHONE);
    const cards = page.getByRole('list', { name: 'Scale tickets' });
    const card = cards.getByRole('listitem').filter({ hasText: 'E2E-TR-1' });
    await visible(card);
    await count(table(page), 0);
    for (const text of ['Kowalski Grain', 'Net -300 bu']) await visible(card.getByText(text));
    await visible(card.getByRole('button', { name: 'Edit ticket E2E-TR-1' }));
    const target = await card
      .locator('label')
      .filter({ has: page.getByRole('checkbox') })
      .first()
      .boundingBox();
    expect(target!.width).toBeGreaterThanOrEqual(44);
    expect(target!.height).toBeGreaterThanOrEqual(44);
    await card.getByRole('checkbox', { name: 'Select ticket E2E-TR-1' }).check();
    await visible(page.getByRole('button', { name: 'Delete 1 ticket', exact: true }));
    await visible(page.getByRole('link', { name: 'Bulk Upload' }));
    expect(await page.getByRole('link', { name: 'Bulk Upload' }).getAttribute('href')).toBe(
      `/company/${cornbelt}/upload-scale-ticket/${plan}`,
    );
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(
      await page.evaluate(() => window.innerWidth),
    );
    await screenshot(page, 'scale-tickets-390');
  });
});

describe('the scale tickets list without create-scale-ticket', () => {
  it('shows the tickets without Enter Single Ticket, Bulk Upload, Delete or Edit', async () => {
    const page = await openList(DEMO.steward);
    await visible(rowOf(page, 'E2E-TR-1'));
    for (const name of ['Enter Single Ticket', 'Bulk Upload', 'Delete tickets'])
      await count(page.getByRole('button', { name, exact: true }).or(page.getByRole('link', { name })), 0);
    await count(page.getByRole('button', { name: /^Edit ticket/ }), 0);
    await count(page.getByRole('checkbox'), 0);
    await hasText(page.getByRole('heading', { level: 1 }), 'Scale Tickets');
  });
});

describe('the scale tickets of the 3PO', () => {
  it("shows operator@example.com its completed contract's truckloads: list, company page, plan inventory, transfer search", async () => {
    const midwest = (await companyByName(db(), 'Midwest Grain Logistics'))!.companyId;
    const own = (await plansOfCompany(db(), midwest)).find((p) => p.contractYear === year)!;
    const { page } = await portal.open();
    await signInAs(page, DEMO.operator);
    await page.goto(`/company/${midwest}/scale-tickets/${year}`);
    await visible(page.getByRole('heading', { name: 'Scale Tickets' }));
    await count(table(page).getByRole('row').filter({ hasText: 'Miller Acres' }), 4);
    await screenshot(page, 'scale-tickets-operator');

    await page.goto(`/company/${midwest}`);
    const section = page.getByRole('region', { name: 'Scale tickets', exact: true });
    await visible(section.getByRole('link', { name: new RegExp(`^${own.inventoryCode}-`) }));

    await page.goto(`/company/${midwest}/production-plan/view/${own.productionPlanId}`);
    const inventory = page
      .getByRole('region', { name: 'Inventory', exact: true })
      .getByRole('table', { name: 'Inventory by contract' });
    await visible(inventory.getByRole('row').filter({ hasText: 'Miller Acres' }));

    await page.goto(`/company/${midwest}/upload-scale-ticket/${own.productionPlanId}`);
    await page.getByRole('button', { name: 'Unplanned Transfer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unplanned Transfer' });
    await dialog.getByRole('textbox', { name: 'Search grower name or contract ID' }).fill('Miller');
    await page.getByRole('combobox', { name: 'Original contract' }).click();
    await visible(page.getByRole('option', { name: /^Miller Acres/ }));
  });
});
