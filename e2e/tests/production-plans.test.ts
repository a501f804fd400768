import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Page } from 'playwright-core';
import {
  companyByName,
  deletePlanByInventoryCode,
  buildLink,
  planById,
  plansOfCompany,
  templatesOfPlan,
  updatePlanByInventoryCode,
} from '@portal/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, screenshot } from '../support/browser';
import { count, hasText, hidden, visible } from '../support/expect';
import { DEMO, signInAs, startBrowserPortal, type BrowserPortal } from '../support/portal';

let portal: BrowserPortal;
let cornbelt: string;
let pdf: Buffer;
const db = () => portal.portal.app.deps.db;

beforeAll(async () => {
  portal = await startBrowserPortal();
  cornbelt = (await companyByName(db(), 'Cornbelt Renewable Fuels'))!.companyId;
  const doc = await PDFDocument.create();
  doc.addPage([400, 300]).drawText('Cornbelt master agreement 2027', {
    x: 30,
    y: 150,
    size: 14,
    font: await doc.embedFont(StandardFonts.Helvetica),
  });
  pdf = Buffer.from(await doc.save());
});
afterAll(async () => {
  await portal?.close();
});

const panel = (page: Page) => page.getByRole('region', { name: 'Plan status' });
/** A text input by its accessible name (required fields' asterisks are not part of it). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
async function planIdOf(year: number) {
  const rows = await plansOfCompany(db(), cornbelt);
  return rows.find((r) => r.contractYear === year)!.productionPlanId;
}

describe('production plans as the grain receiver', () => {
  it('shows the plans section on the company page with Add production plan', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.receiver);
    await page.goto(`/company/${cornbelt}`);
    const section = page.getByRole('region', { name: 'Production plans' });
    await visible(section.getByRole('heading', { name: 'Production plans' }));
    await visible(section.getByRole('cell', { name: 'Sep-26', exact: true }));
    await visible(section.getByRole('cell', { name: '26COR1' }));
    await screenshot(page, 'company-plans-section');
    await section.getByRole('link', { name: 'Add production plan' }).click();
    await page.waitForURL(`**/company/${cornbelt}/production-plan/create?company_id=${cornbelt}`);
    await visible(page.getByRole('heading', { name: 'New Production Plan' }));
  });

  it('creates a plan: errors in the side panel, APH recalculation, remaining amounts, PDF upload', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.receiver);
    await page.goto(`/company/${cornbelt}/production-plan/create?company_id=${cornbelt}`);
    await visible(page.getByRole('heading', { name: 'New Production Plan' }));
    expect((await panel(page).textContent())?.trim()).toBe('');

    await page.getByRole('button', { name: 'Create production plan' }).click();
    const errors = panel(page).getByRole('list', { name: 'Errors' });
    for (const message of [
      'Please select a contract year',
      'Missing Aph Value',
      'Missing total acres Value',
      'Missing Total Bushels',
      'Please enter a Production Plan inventory code',
      'Missing contract type',
      'Missing PDF or wrong file format',
      'The delivery table must have at least one full delivery month',
    ])
      await visible(errors.getByText(message, { exact: true }));
    await screenshot(page, 'plan-create-errors');

    // the year of the existing plan is refused live
    await choose(page, 'Contract year', '2026');
    await visible(page.getByText('Production plan already exists for this year').first());
    await choose(page, 'Contract year', '2027');
    expect(await field(page, 'Inventory code').inputValue()).toBe('27COR1');

    await field(page, 'APH').pressSequentially('2a0-0');
    expect(await field(page, 'APH').inputValue()).toBe('200');
    await field(page, 'Total acres').fill('1000');
    expect(await field(page, 'Total Bushels').inputValue()).toBe('200,000');
    await field(page, 'APH').fill('250');
    expect(await field(page, 'Total acres').inputValue()).toBe('800');

    await choose(page, 'Contract type', 'Fuel');
    await page.getByText('Per acre', { exact: true }).click();
    await visible(page.getByText('Premium (per acre)'));
    await field(page, 'Premium (per acre)').fill('0.2');
    await field(page, 'Premium (per acre)').blur();
    expect(await field(page, 'Premium (per acre)').inputValue()).toBe('0.20');

    await field(page, 'Oct-27 Grain available acres').fill('300');
    await field(page, 'Oct-27 Grain units').fill('75000');
    await field(page, 'Mar-28 Grain available acres').fill('100');
    await hasText(page.getByTestId('remaining-acres'), '400');
    await hasText(page.getByTestId('remaining-units'), '125,000');

    const upload = page.getByLabel('Master agreement PDF (English)', { exact: true });
    await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
    await visible(errors.getByText('Wrong file format, it should be PDF', { exact: true }));
    await hidden(errors.getByText('Missing Aph Value', { exact: true }));
    await screenshot(page, 'plan-create-file-error');

    await upload.setInputFiles({ name: 'cornbelt-2027.pdf', mimeType: 'application/pdf', buffer: pdf });
    await visible(page.getByText(/cornbelt-2027\.pdf/));
    // the saved plan never reads as a duplicate of itself while the page moves on
    await page.evaluate(() => {
      const seen = () => document.body.textContent?.includes('Production plan already exists for this year');
      new MutationObserver(() => {
        if (seen()) document.body.dataset.duplicateShown = 'yes';
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Create production plan' }).click();
    // March has acres but no units: still one full month (October), so the plan saves
    // no Continue to click: the company page, with the toast (and a link to the plan)
    await page.waitForURL(`**/company/${cornbelt}`);
    const toast = page.getByRole('alert').filter({ hasText: 'Production plan created!' });
    await visible(toast.getByRole('link', { name: 'View plan' }));
    await count(page.getByRole('dialog'), 0);
    await visible(page.getByRole('link', { name: 'Add production plan' }));
    await screenshot(page, 'production-plan-created-toast');
    expect(await page.evaluate(() => document.body.dataset.duplicateShown)).toBeUndefined();

    const planId = await planIdOf(2027);
    const [template] = await templatesOfPlan(db(), planId);
    expect(template!.templateName).toBe('cornbelt-2027.pdf');
    const saved = await planById(db(), planId);
    expect(saved).toMatchObject({
      aph: 250,
      totalAcres: 800,
      totalUnits: 200000,
      premium: 0.2,
      premiumType: 'acres',
      inventoryCode: '27COR1',
    });
  });

  it('attaches a parent plan: typeahead, plan year, child rows; turning it off clears them', async () => {
    // A parent plan must be a linked grain receiver's (L-2): the admin links Cornbelt and Prairie Horizon.
    const horizon = await companyByName(db(), 'Prairie Horizon Ethanol');
    await buildLink(db(), { companyId1: cornbelt, companyId2: horizon!.companyId });
    const { page } = await portal.open();
    await signInAs(page, DEMO.receiver);
    await page.goto(`/company/${cornbelt}/production-plan/create?company_id=${cornbelt}`);
    await choose(page, 'Contract year', '2025');
    await field(page, 'APH').fill('200');
    await field(page, 'Total acres').fill('500');
    await choose(page, 'Contract type', 'Fuel');

    await page.getByLabel('Parent plan', { exact: true }).check();
    await page.getByRole('combobox', { name: 'Parent grain receiver', exact: true }).pressSequentially('Prairie');
    await page.getByRole('option', { name: 'Prairie Horizon Ethanol' }).click();
    await choose(page, 'Parent plan year', '2026');
    // different plan years: matched by calendar month, both Septembers zero for the parent
    const rows = page.getByRole('table', { name: 'Grain delivery months' }).getByRole('row');
    await hasText(rows.nth(1), 'Sep-250 ac / 0');
    await hasText(rows.nth(2), 'Oct-251,000 ac / 180,000');
    await hasText(rows.nth(13), 'Sep-260 ac / 0');
    await count(page.getByRole('cell', { name: '0 ac / 0', exact: true }), 9);
    await field(page, 'Oct-25 Grain child acres').fill('100');
    await field(page, 'Oct-25 Grain child units').fill('18000');

    await page.getByLabel('Parent plan', { exact: true }).uncheck();
    await count(page.getByLabel('Oct-25 Grain child acres', { exact: true }), 0);
    await page.getByLabel('Parent plan', { exact: true }).check();
    await page.getByRole('button', { name: 'Create production plan' }).click();
    await visible(panel(page).getByText('Please select the parent grain receiver and its plan year'));

    await page.getByRole('combobox', { name: 'Parent grain receiver', exact: true }).pressSequentially('Prairie');
    await page.getByRole('option', { name: 'Prairie Horizon Ethanol' }).click();
    await choose(page, 'Parent plan year', '2026');
    await visible(panel(page).getByText('Must have at least one completed delivery row.'));
    expect(await field(page, 'Oct-25 Grain child acres').inputValue()).toBe('');
    await field(page, 'Oct-25 Grain child acres').fill('100');
    await field(page, 'Oct-25 Grain child units').fill('18000');
    await page
      .getByLabel('Master agreement PDF (English)', { exact: true })
      .setInputFiles({ name: 'child.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: 'Create production plan' }).click();
    await visible(page.getByRole('alert').filter({ hasText: 'Production plan created!' }));

    const planId = await planIdOf(2025);
    await page.goto(`/company/${cornbelt}/production-plan/view/${planId}`);
    await visible(page.getByText('Prairie Horizon Ethanol · 2026'));
    await visible(page.getByText('100 / 18,000'));
  });

  it('edits a plan: existing master agreement counts, the save goes on to the plan view with a toast', async () => {
    const planId = await planIdOf(2027);
    const { page } = await portal.open();
    await signInAs(page, DEMO.receiver);
    await page.goto(`/company/${cornbelt}/production-plan/view/${planId}`);
    await page.getByRole('link', { name: 'Edit plan' }).click();
    await page.waitForURL(`**/production-plan/edit/${planId}`);
    await visible(page.getByRole('heading', { name: 'Edit Production Plan' }));
    expect(await field(page, 'Oct-27 Grain available acres').inputValue()).toBe('300');
    await visible(page.getByText('Current:'));
    await field(page, 'Total Bushels').fill('210000');
    expect(await field(page, 'Total acres').inputValue()).toBe('840');
    await field(page, 'Nov-27 Grain available acres').fill('40');
    await field(page, 'Nov-27 Grain units').fill('10000');
    await page.getByRole('button', { name: 'Save production plan' }).click();
    await page.waitForURL(`**/company/${cornbelt}/production-plan/view/${planId}`);
    await visible(page.getByRole('alert').filter({ hasText: 'Production plan updated!' }));
    await visible(page.getByText('210,000'));
    // the save heads the plan's History: who, and the total old → new in the form's label
    await page.getByRole('button', { name: 'History', exact: true }).click();
    const latest = page.getByRole('dialog', { name: 'History' }).getByRole('listitem').first();
    await visible(latest.getByText('Rachel Okafor'));
    await visible(latest.getByRole('cell', { name: 'Total Bushels', exact: true }));
    await visible(latest.getByText('210,000', { exact: true }));
  });

  it('views a plan: details, the 13-month delivery table, legal templates; the master agreement page', async () => {
    const planId = await planIdOf(2026);
    const { page } = await portal.open();
    await signInAs(page, DEMO.receiver);
    await page.goto(`/company/${cornbelt}/production-plan/view/${planId}`);
    await visible(page.getByRole('heading', { name: 'Production Plan 2026' }));
    const table = page.getByRole('table', { name: 'Grain delivery table' });
    await count(table.getByRole('row'), 14);
    expect(await table.getByRole('row').nth(1).getByRole('cell').first().textContent()).toBe('Sep-26');
    expect(await table.getByRole('row').nth(13).getByRole('cell').first().textContent()).toBe('Sep-27');
    await visible(page.getByRole('columnheader', { name: 'Harvest bushels' }));
    await visible(page.getByRole('link', { name: 'Edit plan' }));
    await screenshot(page, 'plan-view');

    await page.getByRole('link', { name: /^Enogen Master Agreement 2026/ }).click();
    await page.waitForURL(/\/company\/[0-9a-f-]+\/master-agreement\/[0-9a-f-]+$/);
    const object = page.locator('object[type="application/pdf"]');
    await visible(object);
    expect(await object.getAttribute('data')).toMatch(/^\/api\/template\/[0-9a-f-]+\/pdf$/);
    await page.waitForTimeout(1500);
    await screenshot(page, 'master-agreement');
    const templateId = page.url().split('/').pop()!;
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(`**/production-plan/view/${planId}`);

    await page.goto(`/master-agreement/${templateId}`);
    await visible(page.getByRole('button', { name: 'Go Back' }));
    const response = await page.request.get(`/api/template/${templateId}/pdf`);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toMatch(/^inline/);
  });

  it('says so where the browser cannot show PDFs', async () => {
    const planId = await planIdOf(2026);
    const [template] = await templatesOfPlan(db(), planId);
    const { page, context } = await portal.open();
    await context.addInitScript(() => Object.defineProperty(navigator, 'pdfViewerEnabled', { get: () => false }));
    await signInAs(page, DEMO.receiver);
    await page.goto(`/company/${cornbelt}/master-agreement/${template!.contractTemplateId}`);
    await visible(page.getByText('This browser does not support PDFs.'));
  });

  it('fits a phone: the plan view at 390 px', async () => {
    const planId = await planIdOf(2026);
    const { page } = await portal.open(PHONE);
    await signInAs(page, DEMO.receiver);
    await page.goto(`/company/${cornbelt}/production-plan/view/${planId}`);
    await visible(page.getByRole('heading', { name: 'Production Plan 2026' }));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'plan-view-390');
  });
});

describe('submission failures', () => {
  async function fillMinimalPlan(page: Page, year: string) {
    await page.goto(`/company/${cornbelt}/production-plan/create?company_id=${cornbelt}`);
    await choose(page, 'Contract year', year);
    await field(page, 'APH').fill('200');
    await field(page, 'Total acres').fill('100');
    await choose(page, 'Contract type', 'Enogen');
    await field(page, `Oct-${year.slice(2)} Grain available acres`).fill('100');
    await field(page, `Oct-${year.slice(2)} Grain units`).fill('20000');
    await page
      .getByLabel('Master agreement PDF (English)', { exact: true })
      .setInputFiles({ name: 'agreement.pdf', mimeType: 'application/pdf', buffer: pdf });
  }

  it('FAILED shows above the kept form with Try again; FAILED_TEMPLATE keeps the plan and Continue goes on', async () => {
    // the 2025 plan is out of the way while the form loads, then back: the server refuses the save
    const { page } = await portal.open();
    await signInAs(page, DEMO.receiver);
    await updatePlanByInventoryCode(db(), '25COR1', { contractYear: 2024, inventoryCode: '24COR1' });
    await fillMinimalPlan(page, '2025');
    await updatePlanByInventoryCode(db(), '24COR1', { contractYear: 2025, inventoryCode: '25COR1' });
    await page.getByRole('button', { name: 'Create production plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Production plan' });
    const failed = page.getByRole('alert').filter({ hasText: 'Production plan creation failed.' });
    await visible(failed);
    await visible(failed.getByRole('button', { name: 'Try again' }));
    await count(dialog, 0);
    expect(await field(page, 'APH').inputValue()).toBe('200');
    expect(page.url()).toContain('/production-plan/create');
    await visible(panel(page).getByText('Production plan already exists for this year'));

    const files = portal.portal.app.deps.files;
    const put = files.put;
    files.put = () => Promise.reject(new Error('storage unavailable'));
    try {
      await deletePlanByInventoryCode(db(), '27COR1');
      await fillMinimalPlan(page, '2027');
      await page.getByRole('button', { name: 'Create production plan' }).click();
      await visible(
        dialog.getByText(
          'Production plan succeeded but the master agreement failed. This often happens when the file is larger than 5MB.',
        ),
      );
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(`**/company/${cornbelt}`);
      const planId = await planIdOf(2027);
      expect(await templatesOfPlan(db(), planId)).toHaveLength(0);
    } finally {
      files.put = put;
    }
  });
});

describe('production plan permissions in the browser', () => {
  it('denies the create and edit pages without the permission', async () => {
    const planId = await planIdOf(2026);
    const { page } = await portal.open();
    await signInAs(page, DEMO.reseller);
    await page.goto(`/company/${cornbelt}/production-plan/create?company_id=${cornbelt}`);
    await visible(page.getByText("Whoops! You don't have the right permissions to view this page."));
    await page.goto(`/company/${cornbelt}/production-plan/edit/${planId}`);
    await visible(page.getByText("Whoops! You don't have the right permissions to view this page."));
    // the linked reseller may read the plan, without Edit plan
    await page.goto(`/company/${cornbelt}/production-plan/view/${planId}`);
    await visible(page.getByRole('heading', { name: 'Production Plan 2026' }));
    await count(page.getByRole('link', { name: 'Edit plan' }), 0);
  });
});

describe('master agreement versions', () => {
  it('replaces a master agreement from the edit page; the plan lists both versions and the old one opens', async () => {
    const planId = await planIdOf(2026);
    const { page } = await portal.open();
    await signInAs(page, DEMO.receiver);
    await page.goto(`/company/${cornbelt}/production-plan/view/${planId}`);
    const link = page.getByRole('link', { name: /^Enogen Master Agreement 2026/ });
    await visible(link);
    const oldName = (await link.textContent())!;
    const oldTemplate = await page.request.get(
      `/api/template/${(await link.getAttribute('href'))!.split('/').pop()}/pdf`,
    );
    const oldBytes = await oldTemplate.body();

    await page.getByRole('link', { name: 'Edit plan' }).click();
    await page.waitForURL(`**/production-plan/edit/${planId}`);
    await page.getByLabel('Master agreement PDF (English)').setInputFiles({
      name: 'cornbelt-2026-v2.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await page.getByRole('button', { name: 'Save production plan' }).click();
    await page.waitForURL(`**/production-plan/view/${planId}`);
    await visible(page.getByRole('alert').filter({ hasText: 'Production plan updated!' }));

    const versions = page.getByRole('table', { name: 'Versions of cornbelt-2026-v2.pdf' });
    await count(versions.locator('tbody tr'), 2);
    await visible(versions.locator('tbody tr').first().getByText('Current'));
    await hasText(versions.locator('tbody tr').nth(1), oldName, 'contains');
    await screenshot(page, 'master-agreement-versions');

    const older = versions
      .locator('tbody tr')
      .nth(1)
      .getByRole('link', { name: /^Open / });
    const href = (await older.getAttribute('href'))!;
    expect(href).toMatch(/^\/api\/template\/[0-9a-f-]+\/versions\/[0-9a-f-]+\/pdf$/);
    const [tab] = await Promise.all([page.context().waitForEvent('page'), older.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toContain(href);
    const opened = await page.request.get(href);
    expect(opened.headers()['content-type']).toBe('application/pdf');
    expect(Buffer.from(await opened.body()).equals(Buffer.from(oldBytes))).toBe(true);
  });
});
