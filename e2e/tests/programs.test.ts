import {
  companyByName,
  deleteAllPrograms,
  buildPlan,
  buildProgramAssignment,
  programByName,
} from '@portal/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, screenshot } from '../support/browser';
import { count, hasText, visible } from '../support/expect';
import { DEMO, signInAs, startBrowserPortal, type BrowserPortal } from '../support/portal';

let portal: BrowserPortal;
beforeAll(async () => {
  portal = await startBrowserPortal();
});
afterAll(async () => {
  await portal?.close();
});

const db = () => portal.portal.app.deps.db;

describe('programs page', () => {
  it('adds, sorts, edits and deletes programs; a program linked to a plan cannot be deleted', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.admin);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Programs', exact: true }).click();
    await page.waitForURL('**/company/programs');
    const table = page.getByRole('table', { name: 'Programs' });
    await visible(table.getByText('Enogen Feed Pilot'));

    await page.getByRole('button', { name: 'Add program' }).click();
    const add = page.getByRole('dialog', { name: 'Add program' });
    await add.getByRole('button', { name: 'Add' }).click();
    await visible(add.getByText('Please provide program name'));
    await add.getByLabel('Program name').fill('Ethanol Plus');
    await add.getByRole('button', { name: 'Add' }).click();
    await visible(add.getByText('Program added'));
    await add.getByRole('button', { name: 'Close' }).click();
    await visible(table.getByText('Ethanol Plus'));

    await table.getByRole('button', { name: 'Sort by Program name' }).click();
    const names = async () => (await table.locator('tbody tr td:first-child').allTextContents()).map((t) => t.trim());
    await expect.poll(names).toEqual(['Enogen Feed Pilot', 'Enogen Fuel 2026', 'Ethanol Plus']);
    await table.getByRole('button', { name: 'Sort by Program name' }).click();
    await expect.poll(names).toEqual(['Ethanol Plus', 'Enogen Fuel 2026', 'Enogen Feed Pilot']);
    await screenshot(page, 'programs-1280');

    await table.getByRole('button', { name: 'Edit Ethanol Plus' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit program' });
    await edit.getByLabel('Program name').fill('Ethanol Max');
    await edit.getByRole('button', { name: 'Save' }).click();
    await visible(edit.getByText('Program updated'));
    await edit.getByRole('button', { name: 'Close' }).click();
    await visible(table.getByText('Ethanol Max'));

    await table.getByRole('button', { name: 'Delete Ethanol Max' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete program' });
    await remove.getByRole('button', { name: 'Delete' }).click();
    await count(table.getByText('Ethanol Max'), 0);

    // Link the seeded fuel programme to a production plan: it can no longer be deleted.
    const company = await companyByName(db(), 'Cornbelt Renewable Fuels');
    const plan = await buildPlan(db(), {
      companyId: company!.companyId,
      contractYear: 2035,
      aph: 200,
      totalAcres: 500,
      totalUnits: 200,
      inventoryCode: 'E2E035',
    });
    const fuel = await programByName(db(), 'Enogen Fuel 2026');
    await buildProgramAssignment(db(), {
      programId: fuel!.programId,
      companyId: company!.companyId,
      productionPlanId: plan.productionPlanId,
    });
    await table.getByRole('button', { name: 'Delete Enogen Fuel 2026' }).click();
    await remove.getByRole('button', { name: 'Delete' }).click();
    await visible(remove.getByText("This program is linked with the production plan, so it can't be deleted."));
    await remove.getByRole('button', { name: 'Close' }).click();
    await visible(table.getByText('Enogen Fuel 2026'));
  });

  it('shows No programs. when there are none, at phone width', async () => {
    await deleteAllPrograms(db());
    const { page } = await portal.open(PHONE);
    await signInAs(page, DEMO.admin);
    await page.goto('/company/programs');
    await hasText(page.getByRole('table', { name: 'Programs' }).locator('tbody'), 'No programs.');
    await screenshot(page, 'programs-empty-390');
  });
});
