import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE, screenshot, type Viewport } from '../support/browser';
import { count, hasText, hidden, visible } from '../support/expect';
import { DEMO, signInAs, startBrowserPortal, type BrowserPortal } from '../support/portal';

// The contract page's stewardship summary (spec 2, §3) and the stewardship page's replant and
// field-lost log (spec 3, §3 field_lost_replant), on the demo's Two Rivers activity (a lost field).

type Item = { stewardship_activity_id: string; contract_id: string; company_id: string; grower_name: string };
type Field = { field_id: string; field_name: string; field_lost: boolean; planting: unknown };
type Activity = {
  fields: Field[];
  storage_locations: { location_name: string; capacity: number | null; cleanout_date: string | null }[];
};

let portal: BrowserPortal;
let twoRivers: Item;

beforeAll(async () => {
  portal = await startBrowserPortal();
});
afterAll(async () => {
  await portal?.close();
});

async function signedIn(email: string, viewport: Viewport = DESKTOP) {
  const { page } = await portal.open(viewport);
  await signInAs(page, email);
  if (!twoRivers) {
    const { items } = (await (await page.request.get('/api/stewardship-activities?limit=200')).json()) as {
      items: Item[];
    };
    twoRivers = items.find((item) => item.grower_name === 'Two Rivers Ranch')!;
  }
  return page;
}

const activityOf = async (page: Page): Promise<Activity> =>
  (await page.request.get(`/api/activity?stewardship_activity_id=${twoRivers.stewardship_activity_id}`)).json();
const mmddyyyy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const violations = (page: Page) => seriousViolations(page, portal.baseURL);

describe('stewardship on the contract page and the replant log', () => {
  it('2.57: the contract page’s summary shows the circles, the fields, the cleanout answers and each location’s cleanout date and capacity', async () => {
    const page = await signedIn(DEMO.admin);
    const activity = await activityOf(page);
    await page.goto(`/company/${twoRivers.company_id}/contracts/${twoRivers.contract_id}`);
    const widget = page.getByRole('region', { name: 'Stewardship summary' });
    await visible(widget.getByText('Storage: partial'));
    await visible(widget.getByText('Planting: complete'));
    await hasText(widget.getByText('Fields lost').locator('xpath=..'), 'Fields lost1');
    const located = activity.storage_locations.find((l) => l.cleanout_date)!;
    await visible(widget.getByText(`cleanout date ${mmddyyyy(located.cleanout_date!)}`, { exact: false }));
    await count(widget.getByRole('listitem'), activity.storage_locations.length);
    await widget.scrollIntoViewIfNeeded();
    await screenshot(page, 'stewardship-summary-contract');
    expect(await violations(page)).toEqual([]);
    await widget.getByRole('link', { name: 'Open the stewardship activity' }).click();
    await page.waitForURL(new RegExp(`/stewardship/${twoRivers.stewardship_activity_id}`));
  });

  for (const viewport of [DESKTOP, PHONE])
    it(`X10: a replant recorded on the page shows in the log, the lost field kept and marked Lost (${viewport.width} px)`, async () => {
      const page = await signedIn(DEMO.steward, viewport);
      const before = await activityOf(page);
      const lost = before.fields.find((f) => f.field_lost)!;
      const field = before.fields.find((f) => !f.field_lost && f.planting)!;
      await page.goto(
        `/company/${twoRivers.company_id}/stewardship/${twoRivers.stewardship_activity_id}?contract_id=${twoRivers.contract_id}`,
      );
      const log = page.getByRole('region', { name: 'Replant and Field Lost', exact: true });
      const entries = viewport === PHONE ? log.getByRole('listitem') : log.getByRole('row');
      await visible(log.getByText(lost.field_name).first());
      await visible(log.getByText('Lost', { exact: true }).first());
      const shown = await entries.count();

      const notes = `Replanted after hail (${viewport.width})`;
      await page.getByRole('button', { name: 'Replant', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Stewardship Replant' });
      await dialog.getByRole('radio', { name: field.field_name }).check();
      await dialog.getByRole('button', { name: 'Next' }).click();
      await dialog.getByRole('textbox', { name: /Acres replanted/ }).fill('1');
      await dialog.getByLabel('Notes').fill(notes);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await visible(dialog.getByText('The replant is recorded.'));
      // the modal closes itself after 2 seconds
      await hidden(dialog);

      await visible(log.getByText(notes));
      await count(entries, shown + 1);
      const row = entries.filter({ hasText: notes });
      await hasText(row, field.field_name, 'contains');
      await hasText(row, 'Replant', 'contains');
      await hasText(row, 'Stella Hart', 'contains');
      await log.scrollIntoViewIfNeeded();
      await screenshot(page, `stewardship-replant-log-${viewport.width}`);
      expect(await violations(page)).toEqual([]);
    });
});
