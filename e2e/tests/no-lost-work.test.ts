import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { count, hidden, visible } from '../support/expect';
import { hansenTickets } from '../support/hansen-tickets';
import { DEMO, signInAs, startBrowserPortal, type BrowserPortal } from '../support/portal';

// No lost work (issue 25): a failed save keeps the form, leaving unsaved work asks, and a removal
// that deletes recorded stewardship data asks first, naming it.

const FIXTURES = join(import.meta.dirname, '..', '..', 'test-results', 'fixtures');

let portal: BrowserPortal;
let cornbelt: string;
let year: number;
let planId: string;

beforeAll(async () => {
  portal = await startBrowserPortal();
  mkdirSync(FIXTURES, { recursive: true });
  const tickets = await hansenTickets(portal);
  ({ cornbelt, year, planId } = tickets);
  await tickets.ticket('KEEP-1', 12);
});
afterAll(async () => {
  await portal?.close();
});

async function signedIn(email: string) {
  const { page } = await portal.open();
  await signInAs(page, email);
  return page;
}

const PATCH_TICKET = '**/api/scale-ticket';

describe('no lost work', () => {
  it('X8: a ticket edit whose save fails keeps the typed values under the error, and Try again saves them', async () => {
    const page = await signedIn(DEMO.receiver);
    await page.goto(`/company/${cornbelt}/scale-tickets/${year}`);
    await page.getByRole('searchbox', { name: 'Search' }).fill('KEEP-1');
    await page.getByRole('button', { name: 'Edit ticket KEEP-1' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit scale ticket' });
    const bol = editor.getByRole('textbox', { name: 'BOL', exact: true });
    const notes = editor.getByRole('textbox', { name: 'Notes', exact: true });
    await bol.fill('BOL-TYPED-1');
    await notes.fill('Typed before the server failed');

    // the server fails this once, as a 500 would
    await page.route(PATCH_TICKET, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'internal', message: 'Internal Server Error', details: null } }),
          })
        : route.fallback(),
    );
    await editor.getByRole('button', { name: 'Save' }).click();
    await visible(editor.getByRole('alert').getByText('Error updating single scale ticket'));
    expect(await bol.inputValue()).toBe('BOL-TYPED-1');
    expect(await notes.inputValue()).toBe('Typed before the server failed');
    await screenshot(page, 'no-lost-work-ticket-kept-form');

    await page.unroute(PATCH_TICKET);
    await editor.getByRole('button', { name: 'Try again' }).click();
    await visible(page.getByRole('alert').filter({ hasText: 'Scale ticket KEEP-1 updated.' }));
    await count(editor, 0);
    const reply = await page.request.get(`/api/scale-ticket?company_id=${cornbelt}&year=${year}&search=KEEP-1`);
    const [stored] = ((await reply.json()) as { scale_tickets: Record<string, unknown>[] }).scale_tickets;
    expect(stored).toMatchObject({ bill_of_landing_number: 'BOL-TYPED-1', notes: 'Typed before the server failed' });
  });

  it('X7: leaving an upload page with a chosen file asks, from the top menu, Back and closing the tab', async () => {
    const page = await signedIn(DEMO.receiver);
    const uploadPath = `/company/${cornbelt}/upload-scale-ticket/${planId}`;
    // reached inside the app, so that Back stays in it
    await page.goto(`/company/${cornbelt}/production-plan/view/${planId}`);
    await page.getByRole('link', { name: 'Open the upload page' }).click();
    await visible(page.getByRole('heading', { name: 'Upload Scale Tickets' }));
    const file = join(FIXTURES, 'no-lost-work-tickets.csv');
    writeFileSync(
      file,
      [
        'Grower,Date,Ticket Number,BOL,Gross Qty,Net Qty,Test Weight,MST,FM,DMG,RVA',
        'Hansen Family Farms,10/05/26,LEAVE-1,B-1,1250,1200,56,15,1,0.5,1',
      ].join('\n'),
    );
    await page.locator('input[type=file]').setInputFiles(file);
    await visible(page.getByText('no-lost-work-tickets.csv: 1 row(s)'));

    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: 'Companies' }).click();
    const ask = page.getByRole('dialog', { name: 'Leave upload' });
    await visible(ask.getByText('Leave this upload? The file you chose and anything not saved yet will be lost.'));
    await screenshot(page, 'no-lost-work-leave-upload');
    await ask.getByRole('button', { name: 'Stay' }).click();
    await hidden(ask);
    expect(new URL(page.url()).pathname).toBe(uploadPath);
    await visible(page.getByText('no-lost-work-tickets.csv: 1 row(s)'));

    // the browser's Back asks too
    await page.goBack();
    await visible(ask);
    await ask.getByRole('button', { name: 'Stay' }).click();
    await hidden(ask);
    expect(new URL(page.url()).pathname).toBe(uploadPath);

    // closing the tab: the browser's own question
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');

    // and Leave upload goes where the menu pointed
    const again = await signedIn(DEMO.receiver);
    await again.goto(uploadPath);
    await again.locator('input[type=file]').setInputFiles(file);
    await visible(again.getByText('no-lost-work-tickets.csv: 1 row(s)'));
    await again.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Companies' }).click();
    await again.getByRole('dialog', { name: 'Leave upload' }).getByRole('button', { name: 'Leave upload' }).click();
    await again.waitForURL('**/company');
  });

  it('X9: removing a field with recorded planting and harvest data asks first, naming it', async () => {
    const page = await signedIn(DEMO.steward);
    const list = await page.request.get('/api/stewardship-activities?limit=200');
    const { items } = (await list.json()) as {
      items: { stewardship_activity_id: string; contract_id: string; company_id: string; grower_name: string }[];
    };
    const twoRivers = items.find((item) => item.grower_name === 'Two Rivers Ranch')!;
    const activity = async (): Promise<{ fields: { field_name: string }[] }> =>
      (await page.request.get(`/api/activity?stewardship_activity_id=${twoRivers.stewardship_activity_id}`)).json();
    await page.goto(
      `/company/${twoRivers.company_id}/stewardship/${twoRivers.stewardship_activity_id}?contract_id=${twoRivers.contract_id}`,
    );
    await page.getByRole('button', { name: 'Assign Enogen Fields' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Enogen Fields' });
    await dialog.getByRole('button', { name: 'Remove North 80' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();

    const ask = page.getByRole('dialog', { name: 'Remove fields with recorded data' });
    await visible(
      ask.getByText('Field North 80 has recorded planting and harvest data. Removing it deletes that data.'),
    );
    await screenshot(page, 'no-lost-work-field-removal');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await hidden(ask);
    expect((await activity()).fields.map((f) => f.field_name)).toContain('North 80');

    await dialog.getByRole('button', { name: 'Save' }).click();
    await ask.getByRole('button', { name: 'Remove and delete the data' }).click();
    await visible(dialog.getByText('Contract Updated Successfully!'));
    expect((await activity()).fields.map((f) => f.field_name)).not.toContain('North 80');
  });
});
