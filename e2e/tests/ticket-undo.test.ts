import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { screenshot } from '../support/browser';
import { count, visible } from '../support/expect';
import { hansenTickets } from '../support/hansen-tickets';
import { DEMO, signInAs, startBrowserPortal, type BrowserPortal } from '../support/portal';

let portal: BrowserPortal;
let listPath: string;

beforeAll(async () => {
  portal = await startBrowserPortal();
  const { cornbelt, year, ticket } = await hansenTickets(portal);
  for (const [number, day] of [
    ['UNDO-1', 3],
    ['UNDO-2', 4],
    ['GONE-1', 5],
  ] as const)
    await ticket(number, day);
  listPath = `/company/${cornbelt}/scale-tickets/${year}`;
});
afterAll(async () => {
  await portal?.close();
});

const table = (page: Page) => page.getByRole('table', { name: 'Scale tickets' });
const ticketBox = (page: Page, number: string) =>
  table(page).getByRole('checkbox', { name: `Select ticket ${number}` });

async function openList() {
  const { page } = await portal.open();
  await signInAs(page, DEMO.receiver);
  await page.goto(listPath);
  await visible(page.getByRole('heading', { name: 'Scale Tickets' }));
  return page;
}

async function deleteTickets(page: Page, numbers: string[]) {
  const label = `Delete ${numbers.length} ticket${numbers.length === 1 ? '' : 's'}`;
  for (const number of numbers) await ticketBox(page, number).check();
  await page.getByRole('button', { name: label, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete scale tickets' });
  await visible(confirm.getByText(/restore .* from Deleted tickets within 30 days/));
  await confirm.getByRole('button', { name: label }).click();
  await visible(page.getByText('Scale Ticket Deleted'));
}

describe('deletes that can be undone', () => {
  it('deletes two tickets, Undo puts them back', async () => {
    const page = await openList();
    await visible(ticketBox(page, 'GONE-1'));
    await page.getByRole('searchbox', { name: 'Search' }).fill('UNDO-');
    // the searched rows: GONE-1 has left the list (once the search reaches the URL), the two UNDO- rows are back
    await count(ticketBox(page, 'GONE-1'), 0);
    await count(table(page).getByRole('checkbox', { name: /^Select ticket UNDO-/ }), 2);
    await deleteTickets(page, ['UNDO-1', 'UNDO-2']);
    await count(table(page).getByRole('checkbox', { name: /^Select ticket UNDO-/ }), 0);
    await screenshot(page, 'ticket-undo-toast');
    await page.getByRole('button', { name: 'Undo' }).click();
    await visible(page.getByText('Scale tickets restored'));
    await count(table(page).getByRole('checkbox', { name: /^Select ticket UNDO-/ }), 2);
  });

  it('deletes a ticket, then restores it from Deleted tickets', async () => {
    const page = await openList();
    await page.getByRole('searchbox', { name: 'Search' }).fill('GONE-1');
    await count(table(page).getByRole('checkbox', { name: /^Select ticket / }), 1);
    await deleteTickets(page, ['GONE-1']);
    await count(ticketBox(page, 'GONE-1'), 0);
    await page.getByRole('button', { name: 'Deleted tickets' }).click();
    const deleted = page.getByRole('table', { name: 'Deleted tickets' });
    await visible(deleted.getByRole('cell', { name: 'GONE-1', exact: true }));
    await screenshot(page, 'ticket-deleted-view');
    await deleted.getByRole('button', { name: 'Restore ticket GONE-1' }).click();
    await visible(page.getByText('Scale tickets restored'));
    await visible(ticketBox(page, 'GONE-1'));
    await count(deleted.getByRole('cell', { name: 'GONE-1', exact: true }), 0);
  });
});
