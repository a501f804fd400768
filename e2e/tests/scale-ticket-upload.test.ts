import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyByName, contractById, contractOfGrowerInState, plansOfCompany } from '@portal/api/testing';
import { PHONE, screenshot } from '../support/browser';
import { count, visible } from '../support/expect';
import { DEMO, signInAs, startBrowserPortal, type BrowserPortal } from '../support/portal';

const FIXTURES = join(import.meta.dirname, '..', '..', 'test-results', 'fixtures');
const HEADER = 'Grower,Date,Ticket Number,BOL,Gross Qty,Net Qty,Test Weight,MST,FM,DMG,RVA';
const ISSUES = '3 issue(s) found. Edit and reupload the corrected source file in order to save.';

let portal: BrowserPortal;
let uploadPath: string;
let planId: string;
let hansenContractId: string;

const db = () => portal.portal.app.deps.db;

beforeAll(async () => {
  portal = await startBrowserPortal();
  mkdirSync(FIXTURES, { recursive: true });
  const cornbelt = (await companyByName(db(), 'Cornbelt Renewable Fuels'))!.companyId;
  planId = (await plansOfCompany(db(), cornbelt)).find((p) => p.contractYear === 2026)!.productionPlanId;
  uploadPath = `/company/${cornbelt}/upload-scale-ticket/${planId}`;
  const hansen = (await contractOfGrowerInState(db(), 'Hansen Family Farms', 'completed'))!;
  hansenContractId = (await contractById(db(), hansen.contractId))!.newContractId!;
});
afterAll(async () => {
  await portal?.close();
});

function fixture(name: string, lines: string[]): string {
  const file = join(FIXTURES, name);
  writeFileSync(file, lines.join('\n'));
  return file;
}

async function openUpload(viewport = undefined as typeof PHONE | undefined) {
  const { page } = await portal.open(viewport);
  await signInAs(page, DEMO.receiver);
  await page.goto(uploadPath);
  await visible(page.getByRole('heading', { name: 'Upload Scale Tickets' }));
  return page;
}

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

type StoredTicket = {
  scale_ticket_number: string;
  grower_name: string;
  net_quantity: number;
  contract_id: string | null;
};
async function storedTickets(page: Page) {
  const reply = await page.request.get(`/api/scale-ticket?production_plan_id=${planId}&limit=500`);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { scale_tickets: (StoredTicket & Record<string, unknown>)[] }).scale_tickets;
}

const saveButton = (page: Page) => page.getByRole('button', { name: 'Save and Upload' });

describe('scale ticket upload', () => {
  it('refuses a file that is not csv, xls or xlsx', async () => {
    const page = await openUpload();
    await page.locator('input[type=file]').setInputFiles(fixture('tickets.txt', ['not a sheet']));
    await visible(
      page
        .getByRole('dialog', { name: 'Wrong file format' })
        .getByText('Whoops! Wrong file format, please make sure to use the following formats .csv, .xls, or .xlsx.'),
    );
  });

  it('lists missing data, duplicates and invalid dates, blocks Save and downloads the issues', async () => {
    const page = await openUpload();
    const file = fixture('tickets-issues.csv', [
      HEADER,
      'Hansen Family Farms,10/05/26,I-1,,"1,250",1200,56,15,1,0.5,1',
      'Hansen Family Farms,10/05/26,I-2,B-2,1250,1200,56,15,1,0.5,1',
      'Hansen Family Farms,10/05/2026,I-2,B-2,1250,1200,56,15,1,0.5,0.4',
      'Hansen Family Farms,02/30/26,I-3,B-3,1250,1200,56,15,1,0.5,1',
    ]);
    await page.locator('input[type=file]').setInputFiles(file);
    const review = page.getByRole('dialog', { name: 'Review Upload Issue(s)' });
    await visible(review.getByText(ISSUES));
    await visible(review.getByText('MISSING REQUIRED DATA FIELD(S)'));
    await visible(review.getByText('Row 2: BOL'));
    await visible(review.getByText('Rows 3, 4: ticket I-2'));
    await visible(review.getByText('TICKET WITH INVALID DATE FOUND'));
    await visible(review.getByText('Row 5: 02/30/26'));
    await review.getByRole('button', { name: 'Close' }).click();
    await count(page.getByRole('table', { name: 'Upload preview' }).locator('tbody tr[data-issue]'), 4);
    expect(await saveButton(page).isDisabled()).toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download issues' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('tickets-issues-issues.csv');
    const csv = readFileSync((await download.path())!, 'utf8').split('\r\n');
    expect(csv[0]).toMatch(/^Row,Grower,Contract Number,Date,.*,Issues$/);
    expect(csv[1]).toMatch(/^2,Hansen Family Farms,.*BOL missing$/);
    expect(csv).toHaveLength(6);
    await screenshot(page, 'scale-ticket-upload-issues');
  });

  it('assigns an unmatched grower to a contract, saves, then flags the same tickets as stored', async () => {
    const page = await openUpload();
    const lines = [
      'Farmer Name,Ticket Date,Ticket #,Bill of Lading,Gross Bushels,Net Bushels,TW,Moisture,Foreign Material,Damage,RVA',
      'hansen family farms,10/06/26,U-1,BL-1,"1,250.5","1,200",56.5,15.2,1.1,0.5,1',
      'Lone Oak Farm,10/07/2026,U-2,BL-2,900,880,57,14,1,0.2,0.6',
    ];
    await page.locator('input[type=file]').setInputFiles(fixture('tickets-unmatched.csv', lines));
    const check = page.getByRole('dialog', { name: 'Check grower names' });
    await visible(check.getByText('1 grower name(s) left to assign'));
    expect(await saveButton(page).isDisabled()).toBe(true);
    await choose(page, 'Contract for Lone Oak Farm', /^Kowalski Grain/);
    await visible(check.getByText('Every grower name is assigned'));
    await check.getByRole('button', { name: 'Done' }).click();
    await saveButton(page).click();
    await visible(page.getByText('Scale tickets successfully saved. 2 tickets stored.'));

    const stored = await storedTickets(page);
    const u1 = stored.find((t) => t.scale_ticket_number === 'U-1')!;
    const u2 = stored.find((t) => t.scale_ticket_number === 'U-2')!;
    expect(u1).toMatchObject({
      grower_name: 'Hansen Family Farms',
      net_quantity: 1200,
      gross_quantity: 1250.5,
      original_new_contract_id: hansenContractId,
      scale_ticket_date: '2026-10-06',
      rapid_visco_analyzer: 1,
    });
    expect(u1.contract_id).not.toBeNull();
    expect(u2).toMatchObject({ grower_name: 'Kowalski Grain', rapid_visco_analyzer: 0 });

    await page.locator('input[type=file]').setInputFiles(fixture('tickets-again.csv', lines.slice(0, 2)));
    await visible(page.getByText('tickets-again.csv: 1 row(s)'));
    await screenshot(page, 'scale-ticket-stored-duplicate');
    const review = page.getByRole('dialog', { name: 'Review Upload Issue(s)' });
    await visible(review.getByText('Row 2: ticket U-1 is already stored'));
    await review.getByRole('button', { name: 'Close' }).click();
    await count(page.locator('tbody tr[data-issue=duplicate]'), 1);
    expect(await saveButton(page).isDisabled()).toBe(true);
  });

  it('ends a save in a toast with the count and a link that opens the stored tickets', async () => {
    const page = await openUpload();
    const file = fixture('tickets-toast.csv', [
      HEADER,
      'Hansen Family Farms,10/12/26,V-1,BV-1,"1,250",1200,56,15,1,0.5,1',
      'Hansen Family Farms,10/13/26,V-2,BV-2,1250,1180,56,15,1,0.5,1',
    ]);
    await page.locator('input[type=file]').setInputFiles(file);
    await visible(page.getByText('tickets-toast.csv: 2 row(s)'));
    await saveButton(page).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Scale tickets successfully saved. 2 tickets stored.' });
    await visible(toast);
    await count(page.getByRole('dialog'), 0);
    await screenshot(page, 'scale-ticket-upload-toast');
    await toast.getByRole('link', { name: 'View them' }).click();
    await page.waitForURL(/\/company\/[^/]+\/scale-tickets\/2026$/);
    // the number's cell also holds the row's checkbox ("Select ticket V-2"): the row is found by its number's button
    const stored = page
      .getByRole('table', { name: 'Scale tickets' })
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: 'V-2', exact: true }) });
    await visible(stored.getByRole('cell', { name: '10-13-2026', exact: true }));
  });

  it('flags rows that repeat once a matched grower takes its contract spelling', async () => {
    const page = await openUpload();
    const file = fixture('tickets-spelling.csv', [
      HEADER,
      'hansen family farms,10/09/26,S-1,BS-1,1250,1200,56,15,1,0.5,1',
      'Hansen Family Farms,10/09/26,S-1,BS-1,1250,1200,56,15,1,0.5,1',
      'Hansen Family Farms,10/09/26,s-1,BS-1,1250,1200,56,15,1,0.5,1',
    ]);
    await page.locator('input[type=file]').setInputFiles(file);
    const review = page.getByRole('dialog', { name: 'Review Upload Issue(s)' });
    await visible(review.getByText('Rows 2, 3: ticket S-1'));
    await review.getByRole('button', { name: 'Close' }).click();
    // another case of the ticket number is another ticket, as the database's unique index sees it
    await count(page.locator('tbody tr[data-issue=duplicate]'), 2);
    expect(await saveButton(page).isDisabled()).toBe(true);
  });

  it('maps an unknown column once and remembers it for the company', async () => {
    const page = await openUpload();
    const file = fixture('tickets-mapping.csv', [
      'Grower,Date,Ticket Number,BOL,Gross Qty,Net Qty,Test Weight,MST,FM,DMG,Starch Pass',
      'Hansen Family Farms,10/08/26,M-1,BM-1,100,90,56,15,1,0.5,1',
    ]);
    await page.locator('input[type=file]').setInputFiles(file);
    await page.getByRole('dialog', { name: 'Review Upload Issue(s)' }).getByRole('button', { name: 'Close' }).click();
    await choose(page, 'Column for RVA', 'Starch Pass');
    await page.getByRole('button', { name: 'Use these columns' }).click();
    await visible(page.getByText('tickets-mapping.csv: 1 row(s)'));
    await page.waitForFunction(() => !document.body.innerText.includes('issue(s) found'));
    expect(await saveButton(page).isDisabled()).toBe(false);

    const again = await openUpload();
    await again.locator('input[type=file]').setInputFiles(file);
    await visible(again.getByText('tickets-mapping.csv: 1 row(s)'));
    expect(await saveButton(again).isDisabled()).toBe(false);
  });

  it('posts an unplanned transfer with the original contract', async () => {
    const page = await openUpload();
    await page.getByRole('button', { name: 'Unplanned Transfer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unplanned Transfer' });
    const search = dialog.getByRole('textbox', { name: 'Search grower name or contract ID' });
    await search.fill('2512345678901234');
    await visible(dialog.getByText('Contract ID not found. Make sure the correct year is selected and try again.'));
    await search.fill('Nobody Here');
    await visible(
      dialog.getByText('No Grower names / Contract ID for this Production Plan match this search. Please try again.'),
    );
    await search.fill('Kowalski');
    await choose(page, 'Original contract', /^Kowalski Grain/);
    await choose(page, 'Target contract (this production plan)', /^Hansen Family Farms/);
    await dialog.getByRole('textbox', { name: 'Ticket Number' }).fill('TR-1');
    await dialog.getByLabel('Date').fill('2026-10-09');
    await dialog.getByRole('textbox', { name: 'BOL' }).fill('BT-1');
    for (const [label, value] of [
      ['Net Qty', '500'],
      ['Gross Qty', '520'],
      ['Test Weight', '56'],
      ['MST', '15'],
      ['FM', '1'],
      ['DMG', '0.5'],
    ])
      await dialog.getByRole('textbox', { name: label, exact: true }).fill(value!);
    await screenshot(page, 'scale-ticket-transfer');
    await dialog.getByRole('button', { name: 'Save transfer' }).click();
    await visible(dialog.getByText('Scale tickets successfully saved.'));

    // Both sides are stored in one transaction: the target gains what the origin gives up.
    const sides = (await storedTickets(page)).filter((t) => t.scale_ticket_number === 'TR-1');
    expect(sides).toHaveLength(2);
    const ticket = sides.find((t) => t.grower_name === 'Hansen Family Farms');
    expect(ticket).toMatchObject({
      net_quantity: 500,
      original_grower_name: 'Kowalski Grain',
      original_selected_type: 'grower_name',
    });
    expect(ticket?.original_contract_id).toBeTruthy();
    expect(sides.find((t) => t.grower_name === 'Kowalski Grain')).toMatchObject({
      net_quantity: -500,
      original_grower_name: 'Hansen Family Farms',
    });
  });

  it('uploads from the tab of the production plan view, with the ticket detail', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.receiver);
    await page.goto(uploadPath.replace(/upload-scale-ticket\/(.+)$/, 'production-plan/view/$1'));
    const tab = page.locator('div', { has: page.getByRole('heading', { name: 'Scale ticket upload' }) }).last();
    await visible(tab);
    await page
      .locator('input[type=file]')
      .setInputFiles(
        fixture('tickets-tab.csv', [
          HEADER,
          'Hansen Family Farms,10/11/26,TB-1,BB-1,100,90,56,15,1,0.5,1',
          'Hill Top Farm,10/11/26,TB-2,BB-2,100,90,56,15,1,0.5,1',
        ]),
      );
    const check = page.getByRole('dialog', { name: 'Check grower names' });
    await choose(page, 'Contract for Hill Top Farm', /^Hansen Family Farms/);
    await check.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Detail of row 3' }).click();
    const detail = page.getByRole('dialog', { name: 'Ticket detail — row 3' });
    await visible(detail.getByText('Hill Top Farm'));
    await screenshot(page, 'scale-ticket-plan-tab-detail');
    await detail.getByRole('button', { name: 'Close' }).click();
    await saveButton(page).click();
    await visible(page.getByText(/^Scale tickets successfully saved\. \d+ tickets? stored\.$/));
    const stored = await storedTickets(page);
    expect(stored.filter((t) => t.scale_ticket_number.startsWith('TB-')).map((t) => t.grower_name)).toEqual([
      'Hansen Family Farms',
      'Hansen Family Farms',
    ]);
  });

  it('is denied without create-scale-ticket', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.reseller);
    await page.goto(uploadPath);
    await visible(page.getByText("Whoops! You don't have the right permissions to view this page."));
  });

  it('fits a phone at 390 px', async () => {
    const page = await openUpload(PHONE);
    await page
      .locator('input[type=file]')
      .setInputFiles(
        fixture('tickets-phone.csv', [HEADER, 'Hansen Family Farms,10/10/26,P-1,BP-1,100,90,56,15,1,0.5,1']),
      );
    await visible(page.getByText('tickets-phone.csv: 1 row(s)'));
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'scale-ticket-upload-390');
  });
});
