import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { companyByName, deleteAllPrograms, plansOfCompany, programByName, salesYearSetting } from '@portal/api/testing';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { PHONE, screenshot } from '../support/browser';
import { count, hasText, visible } from '../support/expect';
import { DEMO, signInAs, startBrowserPortal, type BrowserPortal } from '../support/portal';

let portal: BrowserPortal;
let salesYear: number;
let cornbelt: string;
let cornbeltPlan: { productionPlanId: string; inventoryCode: string };
beforeAll(async () => {
  portal = await startBrowserPortal();
  salesYear = await salesYearSetting(db());
  cornbelt = (await companyByName(db(), 'Cornbelt Renewable Fuels'))!.companyId;
  cornbeltPlan = (await plansOfCompany(db(), cornbelt)).find((p) => p.contractYear === salesYear)!;
});
afterAll(async () => {
  await portal?.close();
});

const db = () => portal.portal.app.deps.db;

async function signedIn(email: string = DEMO.admin, viewport?: typeof PHONE) {
  const { page } = await portal.open(viewport);
  await signInAs(page, email);
  return page;
}

/** Clicks the control and waits for the download it starts. */
async function download(page: Page, click: () => Promise<void>): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return file;
}

/** The first sheet of a downloaded workbook as rows of cells. */
async function sheetOf(file: Download): Promise<unknown[][]> {
  expect(file.suggestedFilename()).toBe('report.xlsx');
  const book = XLSX.read(readFileSync((await file.path())!), { type: 'buffer' });
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, blankrows: false });
}

/** Opens the PDF preview, waits for the PDF, downloads it and checks it is a PDF. */
async function previewPdf(page: Page) {
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const dialog = page.getByRole('dialog', { name: 'PDF Preview' });
  await visible(
    dialog.locator('iframe[title="Report PDF"]').or(dialog.getByText('This browser does not support PDFs.')),
  );
  const file = await download(page, () => dialog.getByRole('link', { name: 'Download' }).click());
  expect(file.suggestedFilename()).toBe('report.pdf');
  expect(
    readFileSync((await file.path())!)
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
  await dialog.getByRole('button', { name: 'Close' }).click();
}

describe('reports page', () => {
  it('Net Bushels: the year from the URL, a grower filter, the chart and table, Excel and PDF of the same filters', async () => {
    const page = await signedIn();
    await page.getByRole('link', { name: 'Reports', exact: true }).click();
    const thisYear = Math.min(Math.max(new Date().getFullYear(), 2022), 2026);
    await page.waitForURL(`**/reports?report=net-bushels&year=${thisYear}`);

    await page.goto(`/reports?report=net-bushels&year=${salesYear}`);
    const table = page.getByRole('table', { name: 'Net Bushels' });
    await visible(table.getByText('Hansen Family Farms'));
    await visible(page.getByRole('tab', { name: 'Grain' }));
    await visible(page.getByRole('figure', { name: 'Monthly totals, contracted, harvested and delivered' }));
    await visible(table.getByRole('columnheader', { name: 'Net Total' }));
    await visible(table.getByRole('columnheader', { name: 'Harvested' }));
    // the Net Total column stays in view at the right edge while the months scroll under it
    const scroller = page.getByRole('region', { name: 'Net Bushels' });
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const [box, netTotal] = await Promise.all([
      scroller.boundingBox(),
      table.getByRole('columnheader', { name: 'Net Total' }).boundingBox(),
    ]);
    expect(netTotal!.x + netTotal!.width).toBeLessThanOrEqual(box!.x + box!.width + 1);
    expect(netTotal!.x).toBeGreaterThan(box!.x);

    await page.getByLabel('Grower name').fill('Hansen');
    await page.waitForURL(`**/reports?report=net-bushels&year=${salesYear}&grower_name=Hansen`);
    await count(table.locator('tbody tr').filter({ hasNotText: 'Hansen Family Farms' }), 0);
    await screenshot(page, 'reports-net-bushels-1280');

    const rows = await sheetOf(await download(page, () => page.getByRole('link', { name: 'Download Excel' }).click()));
    expect(rows.some((row) => row.includes('Net Total') && row.includes('Harvested'))).toBe(true);
    expect(rows.flat()).toContain('Hansen Family Farms');
    expect(rows.flat()).not.toContain('Miller Acres');
    await previewPdf(page);

    // a bookmark of the filters shows the same report
    const again = await signedIn();
    await again.goto(`/reports?report=net-bushels&year=${salesYear}&grower_name=Hansen`);
    await visible(again.getByRole('table', { name: 'Net Bushels' }).getByText('Hansen Family Farms'));
    expect(await again.getByLabel('Grower name').inputValue()).toBe('Hansen');
  });

  it('Company Admin: the eight columns, sorted by a column kept in the URL, exported in that order', async () => {
    const page = await signedIn(DEMO.steward);
    await page.goto('/reports');
    await page.getByText('Company Admin', { exact: true }).click();
    await page.waitForURL('**/reports?report=company-admin');
    const table = page.getByRole('table', { name: 'Company Admin' });
    const reseller = table.locator('tbody tr').filter({ hasText: DEMO.reseller });
    await visible(reseller);
    await hasText(reseller.locator('td').nth(6), 'TRUE');

    await table.getByRole('button', { name: 'Email, sort' }).click();
    await page.waitForURL('**/reports?report=company-admin&sort=email&order=asc');
    await table.getByRole('button', { name: 'Email, sort' }).click();
    await page.waitForURL('**/reports?report=company-admin&sort=email&order=desc');
    const emails = (await table.locator('tbody tr td:nth-child(5)').allTextContents()).map((e) => e.trim());
    expect(emails).toEqual([...emails].sort((a, b) => b.localeCompare(a, undefined, { sensitivity: 'base' })));
    await screenshot(page, 'reports-company-admin-1280');

    const rows = await sheetOf(await download(page, () => page.getByRole('link', { name: 'Download Excel' }).click()));
    // the header row (a title or the filters may stand above it)
    const header = rows.findIndex((row) => row.includes('Company Name'));
    expect(rows[header]).toEqual([
      'Company Name',
      'SAP ID',
      'First Name',
      'Last Name',
      'Email',
      'Company Type',
      'Enogen Dealer',
      'Role Name',
    ]);
    expect(rows.slice(header + 1).map((row) => row[4])).toEqual(emails);
    await previewPdf(page);
  });

  it('Program: a program, its plan, the contracts with a status filter, and the downloads', async () => {
    const page = await signedIn();
    const program = (await programByName(db(), 'Enogen Feed Pilot'))!;
    // the plan's program (one per plan): Enogen Feed Pilot
    const assigned = await page.request.post('/api/program-assignments', {
      data: { program_id: program.programId, company_id: cornbelt, production_plan_id: cornbeltPlan.productionPlanId },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);

    await page.goto('/reports?report=program');
    await page.getByPlaceholder('Select a program', { exact: true }).click();
    await page.getByRole('option', { name: 'Enogen Feed Pilot' }).click();
    await page.getByPlaceholder('Select a production plan', { exact: true }).click();
    await page
      .getByRole('option', { name: `Cornbelt Renewable Fuels ${salesYear} (${cornbeltPlan.inventoryCode})` })
      .click();
    await page.waitForURL(
      `**/reports?report=program&program_id=${program.programId}&production_plan_id=${cornbeltPlan.productionPlanId}`,
    );
    const table = page.getByRole('table', { name: 'Program contracts' });
    await visible(table.getByText('Hansen Family Farms'));

    await page.getByPlaceholder('All statuses').click();
    await page.getByRole('option', { name: 'completed', exact: true }).click();
    await page.waitForURL('**&contract_state=completed');
    await count(table.locator('tbody tr').filter({ hasText: 'Miller Acres' }), 0);
    await visible(table.getByText('Hansen Family Farms'));
    await screenshot(page, 'reports-program-1280');

    const rows = await sheetOf(await download(page, () => page.getByRole('link', { name: 'Download Excel' }).click()));
    expect(rows.flat()).toContain('Hansen Family Farms');
    expect(rows.flat()).not.toContain('Miller Acres');
    await previewPdf(page);

    // a steward (show-reports without show-programs) picks the same program and plan
    const steward = await signedIn(DEMO.steward);
    await steward.goto('/reports?report=program');
    await steward.getByPlaceholder('Select a program', { exact: true }).click();
    await steward.getByRole('option', { name: 'Enogen Feed Pilot' }).click();
    await steward.getByPlaceholder('Select a production plan', { exact: true }).click();
    await steward
      .getByRole('option', { name: `Cornbelt Renewable Fuels ${salesYear} (${cornbeltPlan.inventoryCode})` })
      .click();
    await visible(steward.getByRole('table', { name: 'Program contracts' }).getByText('Hansen Family Farms'));
  });

  it('at 390 px: the selectors stack, Company Admin scrolls sideways, Net Bushels is cards with their Net Total, no serious axe violation', async () => {
    const page = await signedIn(DEMO.admin, PHONE);
    await page.goto('/reports?report=company-admin');
    await visible(page.getByRole('table', { name: 'Company Admin' }).locator('tbody tr'));
    // the page itself does not scroll sideways; the table's region does
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const region = page.getByRole('region', { name: 'Company Admin' });
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await seriousViolations(page, portal.baseURL)).toEqual([]);
    await screenshot(page, 'reports-company-admin-390');

    await page.goto(`/reports?report=net-bushels&year=${salesYear}`);
    const hansen = page
      .getByRole('list', { name: 'Net Bushels' })
      .getByRole('listitem')
      .filter({ hasText: 'Hansen Family Farms' });
    await visible(hansen.first().getByText('Net Total'));
    await visible(page.getByText(/^Total \(\d+ contracts\)$/));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page, portal.baseURL)).toEqual([]);
    await screenshot(page, 'reports-net-bushels-390');
    // the Program report's contracts are cards on a phone: the feed pilot runs the 3PO's plan
    const program = (await programByName(db(), 'Enogen Feed Pilot'))!;
    const midwest = (await companyByName(db(), 'Midwest Grain Logistics'))!.companyId;
    const plan = (await plansOfCompany(db(), midwest)).find((p) => p.contractYear === salesYear)!;
    await page.goto(
      `/reports?report=program&program_id=${program.programId}&production_plan_id=${plan.productionPlanId}`,
    );
    const cards = page.getByRole('list', { name: 'Program contracts' }).getByRole('listitem');
    await visible(cards.filter({ hasText: 'Miller Acres' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page, portal.baseURL)).toEqual([]);
    await screenshot(page, 'reports-program-390');

    await page.goto('/reports?report=net-bushels');
    const year = await page.getByLabel('Year', { exact: true }).first().boundingBox();
    const company = await page.getByPlaceholder(/^Company name or SAP ID/).boundingBox();
    expect(company!.y).toBeGreaterThan(year!.y + year!.height - 1);
  });

  it('denies a user without show-reports, who has no Reports entry', async () => {
    const page = await signedIn(DEMO.reseller);
    await count(page.getByRole('link', { name: 'Reports', exact: true }), 0);
    await page.goto('/reports?report=company-admin');
    await visible(page.getByText("Whoops! You don't have the right permissions to view this page."));
    const api = await page.request.get('/api/reports/export?report=company-admin&format=xlsx');
    expect(api.status()).toBe(403);
  });

  it('shows No programs. when there are none', async () => {
    await deleteAllPrograms(db());
    const page = await signedIn(DEMO.admin, PHONE);
    await page.goto('/reports?report=program');
    await visible(page.getByText('No programs.'));
    await screenshot(page, 'reports-program-empty-390');
  });
});
