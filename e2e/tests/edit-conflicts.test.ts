import type { Page } from 'playwright-core';
import {
  companyByName,
  contractOfGrowerInState,
  buildScaleTicket,
  plansOfCompany,
  salesYearSetting,
} from '@portal/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { hasText, visible } from '../support/expect';
import { DEMO, signInAs, startBrowserPortal, type BrowserPortal } from '../support/portal';

let portal: BrowserPortal;
let cornbelt: string;
let year: number;
const db = () => portal.portal.app.deps.db;

beforeAll(async () => {
  portal = await startBrowserPortal();
  cornbelt = (await companyByName(db(), 'Cornbelt Renewable Fuels'))!.companyId;
  year = await salesYearSetting(db());
  const plan = (await plansOfCompany(db(), cornbelt)).find((p) => p.contractYear === year)!.productionPlanId;
  const hansen = (await contractOfGrowerInState(db(), 'Hansen Family Farms', 'completed'))!.contractId;
  await buildScaleTicket(db(), {
    scaleTicketNumber: 'CONFLICT-1',
    scaleTicketDate: `${year}-10-05`,
    growerName: 'Hansen Family Farms',
    contractId: hansen,
    billOfLandingNumber: 'BOL-CONFLICT-1',
    grossQuantity: 1200,
    netQuantity: 1150,
    testWeight: 56,
    moisture: 15.5,
    damage: 1,
    foreignMaterial: 0.5,
    productionPlanId: plan,
    externalReferenceId: cornbelt,
  });
});
afterAll(async () => {
  await portal?.close();
});

/** Signs in, opens the tickets of the year and the editor of CONFLICT-1. */
async function openEditor(email: string) {
  const { page } = await portal.open();
  await signInAs(page, email);
  await page.goto(`/company/${cornbelt}/scale-tickets/${year}`);
  const row = page.getByRole('table', { name: 'Scale tickets' }).getByRole('row').filter({ hasText: 'CONFLICT-1' });
  await row.getByRole('button', { name: 'Edit ticket CONFLICT-1' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit scale ticket' });
  await visible(editor.getByRole('button', { name: 'Save' }));
  return { page, editor };
}
const field = (editor: ReturnType<Page['getByRole']>, label: string) =>
  editor.getByRole('textbox', { name: label, exact: true });

describe('two people editing one scale ticket', () => {
  it('tells the later save who changed it and when, keeps its edits, and saves them on the reloaded ticket', async () => {
    const a = await openEditor(DEMO.admin);
    const b = await openEditor(DEMO.receiver);

    await field(a.editor, 'Moisture').fill('14');
    await a.editor.getByRole('button', { name: 'Save' }).click();
    await visible(a.editor.getByText('Scale ticket updated.'));

    await field(b.editor, 'BOL').fill('BOL-FROM-B');
    await b.editor.getByRole('textbox', { name: 'Notes' }).fill('Typed by B');
    await b.editor.getByRole('button', { name: 'Save' }).click();
    const conflict = b.editor.getByRole('alert');
    await hasText(conflict, 'Alex Morgan changed this record on', 'contains');
    expect(await conflict.textContent()).toMatch(/ at \d{1,2}:\d{2} [AP]M UTC/);
    expect(await field(b.editor, 'BOL').inputValue()).toBe('BOL-FROM-B');
    expect(await b.editor.getByRole('textbox', { name: 'Notes' }).inputValue()).toBe('Typed by B');
    await screenshot(b.page, 'edit-conflict-ticket');

    await conflict.getByRole('button', { name: 'Reload' }).click();
    await visible(b.editor.getByText('Reloaded. Your changes are kept: check them and save again.'));
    expect(await field(b.editor, 'BOL').inputValue()).toBe('BOL-FROM-B');
    // what B left alone now shows A's change
    expect(await field(b.editor, 'Moisture').inputValue()).toBe('14');
    await screenshot(b.page, 'edit-conflict-ticket-reloaded');
    await b.editor.getByRole('button', { name: 'Save' }).click();
    await visible(b.editor.getByText('Scale ticket updated.'));

    const reply = await b.page.request.get(`/api/scale-ticket?company_id=${cornbelt}&year=${year}&search=CONFLICT-1`);
    const [ticket] = ((await reply.json()) as { scale_tickets: Record<string, unknown>[] }).scale_tickets;
    expect(ticket).toMatchObject({ bill_of_landing_number: 'BOL-FROM-B', notes: 'Typed by B', moisture: 14 });
  });
});
