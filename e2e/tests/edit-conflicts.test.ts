import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { count, hasText, visible } from '../support/expect';
import { hansenTickets } from '../support/hansen-tickets';
import { DEMO, signInAs, startBrowserPortal, type BrowserPortal } from '../support/portal';

let portal: BrowserPortal;
let cornbelt: string;
let year: number;

beforeAll(async () => {
  portal = await startBrowserPortal();
  const tickets = await hansenTickets(portal);
  ({ cornbelt, year } = tickets);
  await tickets.ticket('CONFLICT-1', 5);
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
    await visible(a.page.getByRole('alert').filter({ hasText: 'Scale ticket CONFLICT-1 updated.' }));
    await count(a.editor, 0);

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
    await visible(b.page.getByRole('alert').filter({ hasText: 'Scale ticket CONFLICT-1 updated.' }));
    await count(b.editor, 0);

    const reply = await b.page.request.get(`/api/scale-ticket?company_id=${cornbelt}&year=${year}&search=CONFLICT-1`);
    const [ticket] = ((await reply.json()) as { scale_tickets: Record<string, unknown>[] }).scale_tickets;
    expect(ticket).toMatchObject({ bill_of_landing_number: 'BOL-FROM-B', notes: 'Typed by B', moisture: 14 });
  });
});
