import type { Page } from 'playwright-core';
import { companyByName, contractOfReceiverInState, recordHarvest } from '@portal/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { PHONE, screenshot } from '../support/browser';
import { count, hasText, hidden, visible } from '../support/expect';
import { DEMO, signInAs, startBrowserPortal, type BrowserPortal } from '../support/portal';

type Inventory = {
  contract_id: string;
  months: { label: string }[];
  harvested: number;
  delivered: number;
  inventory: number;
};
type Tickets = { scale_tickets: { scale_ticket_number: string; is_zeroout: boolean; net_quantity: number }[] };

let portal: BrowserPortal;
let cornbelt: string;
type Contract = { contractId: string; newContractId: string; productionPlanId: string | null };
/** hansen-completed: shown, and a failing zero-out */
let shown: Contract;
/** kowalski-amendment: zeroed out */
let zeroed: Contract;
const db = () => portal.portal.app.deps.db;
const format = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

beforeAll(async () => {
  portal = await startBrowserPortal();
  cornbelt = (await companyByName(db(), 'Cornbelt Renewable Fuels'))!.companyId;
  shown = (await contractOfReceiverInState(db(), cornbelt, 'completed'))!;
  zeroed = (await contractOfReceiverInState(db(), cornbelt, 'amendment_completed'))!;
  await recordHarvest(db(), shown.contractId, 12_000);
  await recordHarvest(db(), zeroed.contractId, 8_000);
});
afterAll(async () => {
  await portal?.close();
});

/** The inventory the API reports for a contract, read with the page's session. */
async function inventoryOf(page: Page, contractId: string): Promise<Inventory> {
  const reply = await page.request.get(`/api/scale-ticket/inventory?contract_id=${contractId}`);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { contracts: Inventory[] }).contracts[0]!;
}

const violations = (page: Page) => seriousViolations(page, portal.baseURL);

const section = (page: Page) => page.getByRole('region', { name: 'Inventory', exact: true });
const monthsTable = (page: Page) => section(page).getByRole('table', { name: 'Inventory by delivery month' });

describe('inventory on the contract page', () => {
  it('shows the 13 delivery months from September and the totals in bushels', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.receiver);
    await page.goto(`/company/${cornbelt}/contracts/${shown.contractId}`);
    await visible(monthsTable(page));
    const api = await inventoryOf(page, shown.contractId);
    expect(api.harvested).toBeCloseTo(12_000);
    const rows = monthsTable(page).getByRole('row');
    await count(rows, 15); // header, 13 months, total
    expect(api.months.map((m) => m.label)[0]).toMatch(/^Sep-\d\d$/);
    for (const [index, month] of api.months.entries())
      await hasText(
        rows
          .nth(index + 1)
          .getByRole('cell')
          .first(),
        month.label,
      );
    await hasText(rows.last(), `Total${format(api.harvested)}${format(api.delivered)}${format(api.inventory)}`);
    await visible(monthsTable(page).getByRole('cell', { name: '12,000', exact: true }));
    await screenshot(page, 'inventory-contract');
    expect(await violations(page)).toEqual([]);
  });

  it('offers no Zero out without adjust-inventory', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.salesrep);
    await page.goto(`/company/${cornbelt}/contracts/${shown.contractId}`);
    await visible(monthsTable(page));
    expect(
      await section(page)
        .getByRole('button', { name: /Zero out/ })
        .count(),
    ).toBe(0);
  });

  it('tells a failed zero-out with the spec text (phone)', async () => {
    const { page } = await portal.open(PHONE);
    await signInAs(page, DEMO.receiver);
    await page.route('**/api/scale-ticket', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'internal', message: 'boom', details: null } }),
          })
        : route.continue(),
    );
    await page.goto(`/company/${cornbelt}/contracts/${shown.contractId}`);
    await visible(monthsTable(page));
    // the table scrolls sideways on a phone
    const region = section(page).getByRole('region', { name: 'Inventory by delivery month' });
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await section(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'inventory-contract-phone');
    await section(page)
      .getByRole('button', { name: /^Zero out/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Zero out inventory' });
    await dialog.getByRole('button', { name: 'Zero out', exact: true }).click();
    await visible(dialog.getByText('An Error Has Occured, Please Retry.', { exact: true }));
    await screenshot(page, 'inventory-zero-out-failed-phone');
  });
});

describe('zero out', () => {
  it('posts the inventory as a zero-out ticket and the inventory reads 0', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.receiver);
    await page.goto(`/company/${cornbelt}/contracts/${zeroed.contractId}`);
    await visible(monthsTable(page));
    const before = await inventoryOf(page, zeroed.contractId);
    expect(before.inventory).not.toBe(0);
    await section(page)
      .getByRole('button', { name: /^Zero out/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Zero out inventory' });
    await visible(dialog.getByText(`${format(before.inventory)} bu`).first());
    expect(await violations(page)).toEqual([]);
    await screenshot(page, 'inventory-zero-out-confirm');
    await dialog.getByRole('button', { name: 'Zero out', exact: true }).click();
    await hidden(dialog);
    await hasText(monthsTable(page).getByRole('row').last().getByRole('cell').last(), '0');
    await count(section(page).getByRole('button', { name: /Zero out/ }), 0);
    expect((await inventoryOf(page, zeroed.contractId)).inventory).toBeCloseTo(0);

    const reply = await page.request.get(`/api/scale-ticket?contract_id=${zeroed.contractId}&limit=100`);
    const number = new RegExp(`^zeroout-${zeroed.newContractId}-\\d{12}$`);
    const tickets = ((await reply.json()) as Tickets).scale_tickets.filter((t) => number.test(t.scale_ticket_number));
    expect(tickets).toHaveLength(1);
    expect(tickets[0]!.is_zeroout).toBe(true);
    expect(tickets[0]!.net_quantity).toBeCloseTo(before.inventory);
  });

  it('lists the plan contracts on the plan view with their months', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.receiver);
    await page.goto(`/company/${cornbelt}/production-plan/view/${shown.productionPlanId}`);
    const plan = page.getByRole('region', { name: 'Inventory', exact: true });
    const table = plan.getByRole('table', { name: 'Inventory by contract' });
    await visible(table);
    const api = await inventoryOf(page, shown.contractId);
    const row = table.getByRole('row').filter({ hasText: format(api.harvested) });
    await visible(row.first());
    await plan
      .getByRole('button', { name: /^Months of/ })
      .first()
      .click();
    expect(await violations(page)).toEqual([]);
    await visible(page.getByRole('dialog').getByRole('table', { name: /by month$/ }));
    await screenshot(page, 'inventory-plan-months');
  });
});
