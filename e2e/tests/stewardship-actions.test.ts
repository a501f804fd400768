import type { Page } from 'playwright-core';
import { companyByName, contractOfReceiverInState, fieldsOfGrower } from '@portal/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE, screenshot, type Viewport } from '../support/browser';
import { count, hasText, hidden, visible } from '../support/expect';
import { DEMO, signInAs, startBrowserPortal, type BrowserPortal } from '../support/portal';

// Stewardship actions (issue 12, items 1, 5, 6, 7): Record Stewardship, Add Enogen Fields, Replant,
// Field lost, the stewards panel and the dashboard's stewardship table, at 1280 and 390 px.

const TEXT = {
  zeroAcres: 'Please enter correct acres value',
  replantTooMany: 'The replanted acres cannot be more than the contract acres.',
  fieldLostWarning:
    'You are about to mark this field as completely lost. This action cannot be undone. If you replanted this field with Enogen, please choose cancel and utilize the replant form',
  assignSuccess: 'Contract Updated Successfully!',
  borderRows:
    '30 feet of spatial isolation from an adjacent annual crop, otherwise 30 feet of non-Enogen corn border rows.',
};

type Field = { field_id: string; field_name: string; acres: number; field_lost: boolean };
type Activity = {
  stewardship_activity_id: string;
  version: string;
  fields: Field[];
  stewards: { user_id: string; email: string }[];
  history: { action: string; user_email: string | null }[];
};

let portal: BrowserPortal;
let cornbelt: string;
/** a completed Cornbelt contract, its grower and its activity (created through Record Stewardship) */
const contract = { id: '', growerId: '', activityId: '' };
const db = () => portal.portal.app.deps.db;

beforeAll(async () => {
  portal = await startBrowserPortal();
  cornbelt = (await companyByName(db(), 'Cornbelt Renewable Fuels'))!.companyId;
  const row = (await contractOfReceiverInState(db(), cornbelt, 'completed'))!;
  contract.id = row.contractId;
  contract.growerId = row.growerId!;
});
afterAll(async () => {
  await portal?.close();
});

async function signedIn(email: string, viewport: Viewport = DESKTOP) {
  const { page } = await portal.open(viewport);
  await signInAs(page, email);
  return page;
}

async function activityOf(page: Page): Promise<Activity> {
  const reply = await page.request.get(`/api/activity?stewardship_activity_id=${contract.activityId}`);
  expect(reply.status(), await reply.text()).toBe(200);
  return (await reply.json()) as Activity;
}

/** Fills every field's planting block through the API (replant and loss need it first). */
async function plantEveryField(page: Page) {
  const activity = await activityOf(page);
  const reply = await page.request.patch('/api/activity', {
    // saved on the version just read, as the page saves it
    headers: { 'if-match': `"${activity.version}"` },
    data: {
      section: 'planting',
      stewardship_activity_id: contract.activityId,
      fields: activity.fields
        .filter((field) => !field.field_lost)
        .map((field) => ({
          field_id: field.field_id,
          value: {
            total_planted_acres: field.acres.toFixed(2),
            planting_rate: 32000,
            plant_date: '2026-05-02',
            crop: 190,
          },
        })),
      planting_cleanout: { planting_equipment: true, seed_return: null },
    },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

const activityPage = () => `/company/${cornbelt}/stewardship/${contract.activityId}?contract_id=${contract.id}`;
const violations = (page: Page) => seriousViolations(page, portal.baseURL);

describe('stewardship actions', () => {
  it('Record Stewardship creates the contract’s activity and opens it', async () => {
    const page = await signedIn(DEMO.admin);
    await page.goto(`/company/${cornbelt}/contracts/${contract.id}`);
    await page.getByRole('button', { name: 'Record Stewardship' }).click();
    await page.waitForURL(/\/stewardship\/[\w-]+\?contract_id=/);
    const url = new URL(page.url());
    expect(url.searchParams.get('contract_id')).toBe(contract.id);
    contract.activityId = url.pathname.split('/').at(-1)!;
    await visible(page.getByRole('button', { name: 'Assign Enogen Fields' }));
    // idempotent: again, the same activity
    const again = await page.request.post('/api/seed-stewardship/v1', { data: { contract_id: contract.id } });
    expect(((await again.json()) as { stewardship_activity_id: string }).stewardship_activity_id).toBe(
      contract.activityId,
    );
  });

  it('Add Enogen Fields: the farm checklist, border rows and its info, total acres, Contract Updated Successfully!', async () => {
    const page = await signedIn(DEMO.admin);
    await page.goto(activityPage());
    await page.getByRole('button', { name: 'Assign Enogen Fields' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Enogen Fields' });
    const growerFields = await fieldsOfGrower(db(), contract.growerId);
    const checklist = dialog.getByRole('group', { name: 'Farms and fields' });
    await visible(checklist.getByRole('checkbox'));
    // a farm's box ticks every field of the farm
    for (const box of await checklist.getByRole('checkbox').all()) if (!(await box.isChecked())) await box.click();
    const total = growerFields.reduce((sum, field) => sum + field.acres, 0);
    await hasText(dialog.getByText(/^Total acres:/), `Total acres: ${Math.round(total * 100) / 100}`);
    const first = growerFields[0]!;
    await dialog.getByRole('checkbox', { name: `Border rows of ${first.fieldName}` }).check();
    await dialog.getByRole('button', { name: 'About border rows' }).click();
    const info = page.getByRole('dialog', { name: 'Border rows' });
    await visible(info.getByText(TEXT.borderRows));
    await info.getByRole('button').click();
    await hidden(info);
    const width = await dialog.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(900);
    await screenshot(page, 'stewardship-assign-fields');
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await visible(dialog.getByText(TEXT.assignSuccess));
    await dialog.getByRole('button', { name: 'Close' }).click();
    const activity = await activityOf(page);
    expect(activity.fields.map((field) => field.field_id).sort()).toEqual(
      growerFields.map((field) => field.fieldId).sort(),
    );
    expect(activity.fields.find((field) => field.field_id === first.fieldId)).toMatchObject({ border_rows: true });
  });

  it('Replant: pick a field, the acres rules, then saved and closed after 2 seconds', async () => {
    const page = await signedIn(DEMO.admin);
    await plantEveryField(page);
    const field = (await activityOf(page)).fields.find((f) => !f.field_lost)!;
    await page.goto(activityPage());
    await page.getByRole('button', { name: 'Replant', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Stewardship Replant' });
    await dialog.getByRole('radio', { name: field.field_name }).check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    const acres = dialog.getByRole('textbox', { name: /Acres replanted/ });
    await acres.fill('0');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await visible(dialog.getByText(TEXT.zeroAcres));
    await acres.fill(String(field.acres + 1));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await visible(dialog.getByText(TEXT.replantTooMany));
    await acres.fill('1');
    await dialog.getByLabel('Notes').fill('Hail on the east side');
    await screenshot(page, 'stewardship-replant');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await visible(dialog.getByText('The replant is recorded.'));
    await hidden(dialog);
    const activity = await activityOf(page);
    // the history entry names the acting user (the demo's own replant is the steward's)
    expect(activity.history.filter((e) => e.action === 'Replant' && e.user_email === DEMO.admin)).toHaveLength(1);
  });

  it('Field lost on a phone: the warning, fixed acres, and the field leaves the lists', async () => {
    const page = await signedIn(DEMO.admin, PHONE);
    const before = await activityOf(page);
    const field = before.fields.filter((f) => !f.field_lost).at(-1)!;
    await page.goto(activityPage());
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Field lost' }).click();
    const dialog = page.getByRole('dialog', { name: 'Stewardship Field Lost' });
    await dialog.getByRole('radio', { name: field.field_name }).check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await visible(dialog.getByText(TEXT.fieldLostWarning));
    expect(await dialog.getByRole('textbox', { name: /Acres lost/ }).getAttribute('readonly')).not.toBeNull();
    await screenshot(page, 'stewardship-field-lost-phone');
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await hidden(dialog);
    const after = await activityOf(page);
    expect(after.fields.find((f) => f.field_id === field.field_id)!.field_lost).toBe(true);
    expect(after.history.map((entry) => entry.action)).toContain('Field lost');
    // a lost field is not offered again
    await page.getByRole('button', { name: 'Replant', exact: true }).click();
    const replant = page.getByRole('dialog', { name: 'Stewardship Replant' });
    await visible(replant.getByRole('radio').first());
    await count(replant.getByRole('radio', { name: field.field_name, exact: true }), 0);
  });

  it('Assign Me, then the admin assigns another user found by e-mail', async () => {
    const page = await signedIn(DEMO.admin);
    await page.goto(activityPage());
    const panel = page.getByRole('region', { name: 'Stewards panel' });
    await panel.getByRole('button', { name: 'Assign Me' }).click();
    await visible(panel.getByRole('cell', { name: DEMO.admin }));
    await hidden(panel.getByRole('button', { name: 'Assign Me' }));
    await panel.getByRole('searchbox', { name: 'Assign another user' }).fill(DEMO.salesrep);
    await panel.getByRole('button', { name: new RegExp(`^Assign .*\\(${DEMO.salesrep}\\)$`) }).click();
    await visible(panel.getByRole('cell', { name: DEMO.salesrep }));
    await screenshot(page, 'stewardship-stewards');
    const activity = await activityOf(page);
    expect(activity.stewards.map((s) => s.email)).toEqual(expect.arrayContaining([DEMO.admin, DEMO.salesrep]));
    expect(activity.history.filter((entry) => entry.action === 'Assign Steward').length).toBeGreaterThanOrEqual(2);
  });
});

describe('the dashboard’s stewardship table', () => {
  for (const viewport of [DESKTOP, PHONE])
    it(`lists the steward’s activities, incomplete first, with a link to each (${viewport.width} px)`, async () => {
      const page = await signedIn(DEMO.steward, viewport);
      const reply = await page.request.get('/api/stewardship-activities?limit=20&offset=0');
      const list = (await reply.json()) as {
        items: { grower_name: string; completeness: Record<string, string> }[];
        total: number;
      };
      expect(list.total).toBeGreaterThan(0);
      const done = (item: (typeof list.items)[number]) =>
        Object.values(item.completeness).every((level) => level === 'complete');
      // incomplete first: no incomplete activity follows a complete one
      const firstDone = list.items.findIndex(done);
      if (firstDone >= 0) expect(list.items.slice(firstDone).every(done)).toBe(true);

      // the steward's home: her activities first, above the contracts list
      const section = page.getByRole('region', { name: 'My stewardship activities' });
      const activities = section.getByRole('list', { name: 'Stewardship activities' });
      await visible(activities);
      await visible(section.getByRole('heading', { name: `My stewardship activities (${list.total})` }));
      const first = list.items[0]!;
      await visible(activities.getByRole('link', { name: new RegExp(`^${first.grower_name} · `) }).first());
      const contracts = page.getByRole(viewport === PHONE ? 'list' : 'table', { name: 'Contracts', exact: true });
      await visible(contracts);
      expect((await section.boundingBox())!.y).toBeLessThan((await contracts.boundingBox())!.y);
      await screenshot(page, `stewardship-dashboard-${viewport.width}`);
      expect(await violations(page)).toEqual([]);
      await activities.getByRole('link').first().click();
      await page.waitForURL(/\/stewardship\/[\w-]+\?contract_id=/);
      // the steward of the activity: no Assign Me, no assignment of others
      const panel = page.getByRole('region', { name: 'Stewards panel' });
      await visible(panel.getByRole('cell', { name: DEMO.steward }).or(panel.getByText(DEMO.steward)));
      expect(await panel.getByRole('button', { name: 'Assign Me' }).count()).toBe(0);
      expect(await panel.getByRole('searchbox', { name: 'Assign another user' }).count()).toBe(0);
    });
});
