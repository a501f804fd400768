import type { ActivityView, AssignFields, PatchActivity } from '@portal/domain';
import { formatHistoryValue, TEXTS } from '@portal/domain';
import { contractById, contractOfGrowerInState, fieldsOfGrower, userByEmail } from '@portal/api/testing';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { PHONE, screenshot } from '../support/browser';
import { hidden, visible } from '../support/expect';
import { DEMO, signInAs, startBrowserPortal, type BrowserPortal } from '../support/portal';

// The stewardship page of the demo's completed two-rivers-fr contract (receiver Prairie Horizon,
// reseller North Star): no party of it is Cornbelt, whose receiver user stands for an unrelated company.
let portal: BrowserPortal;
let companyId: string;
let contractId: string;
let activityId: string;
let url: string;
const db = () => portal.portal.app.deps.db;

/** The activity as the API answers it to the page's user. */
async function activityOf(page: Page): Promise<ActivityView> {
  const reply = await page.request.get(`/api/activity?stewardship_activity_id=${activityId}&contract_id=${contractId}`);
  expect(reply.status()).toBe(200);
  return (await reply.json()) as ActivityView;
}

/** A section's save through the API, on the version just read (If-Match), as the page sends it. */
async function patch(page: Page, body: PatchActivity) {
  const { version } = await activityOf(page);
  const reply = await page.request.patch('/api/activity', { data: body, headers: { 'if-match': `"${version}"` } });
  expect(reply.status()).toBe(200);
}

/**
 * Through the admin's API: the contract's activity (created if missing), the grower's fields assigned
 * when it has no live one, steward@example.com among its stewards and one storage location.
 */
async function arrange(page: Page) {
  const created = await page.request.post('/api/seed-stewardship/v1', { data: { contract_id: contractId } });
  expect(created.status()).toBe(200);
  activityId = ((await created.json()) as { stewardship_activity_id: string }).stewardship_activity_id;
  let view = await activityOf(page);
  if (!view.fields.some((field) => !field.field_lost)) {
    const growerId = (await contractById(db(), contractId))!.growerId!;
    const fields: AssignFields['fields'] = (await fieldsOfGrower(db(), growerId)).map((f) => ({
      field_id: f.fieldId,
      field_name: f.fieldName,
      planting_rate: f.plantingRate,
      average_yield: f.averageYield,
      border_rows: f.borderRows,
      acres: f.acres,
      crop_year: f.cropYear,
      latitude: f.latitude ?? 0,
      longitude: f.longitude ?? 0,
      is_total: false,
    }));
    const body: AssignFields = { contract_id: contractId, sap_id: view.display_details.grower_sap_id, fields };
    expect((await page.request.post('/api/stewardship/assign-fields', { data: body })).status()).toBe(200);
  }
  const steward = (await userByEmail(db(), DEMO.steward))!;
  if (!view.stewards.some((s) => s.user_id === steward.id)) {
    const body = { stewardship_activity_id: activityId, user_id: steward.id };
    expect((await page.request.post('/api/stewards', { data: body })).status()).toBe(200);
  }
  view = await activityOf(page);
  if (!view.storage_locations.length)
    await patch(page, {
      section: 'storage',
      stewardship_activity_id: activityId,
      storage_locations: [{ location_name: 'Home bin', capacity: null, cleanout_date: null }],
    });
}

beforeAll(async () => {
  portal = await startBrowserPortal();
  contractId = (await contractOfGrowerInState(db(), 'Two Rivers Ranch', 'completed'))!.contractId;
  companyId = (await contractById(db(), contractId))!.grainReceiverId!;
  const { page } = await portal.open();
  await signInAs(page, DEMO.admin);
  await arrange(page);
  url = `/company/${companyId}/stewardship/${activityId}?contract_id=${contractId}`;
});
afterAll(async () => {
  await portal?.close();
});

/** Signed in as `email` on the stewardship page; answers the page and the activity it shows. */
async function openPage(email: string, viewport?: typeof PHONE) {
  const { page } = await portal.open(viewport);
  await signInAs(page, email);
  await page.goto(url);
  const view = await activityOf(page);
  const { grower_name, harvest_year, reseller_name, grain_receiver_name } = view.display_details;
  await visible(
    page.getByRole('heading', { name: `${harvest_year}: ${grower_name} to ${reseller_name ?? grain_receiver_name}` }),
  );
  const live = view.fields.filter((field) => !field.field_lost);
  return { page, view, first: live[0]!.field_name };
}

const widget = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Save, then Confirm in the section's confirm modal, and wait for the widget to leave edit. */
async function saveAndConfirm(page: Page, section: Locator, confirmTitle: string) {
  await section.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog(page, confirmTitle).getByRole('button', { name: 'Confirm' }).click();
  await hidden(dialog(page, confirmTitle));
  await hidden(section.getByRole('button', { name: 'Save', exact: true }));
}

/** Cancel, then Keep editing (the value stays), then Cancel and Discard (the loaded value returns). */
async function cancelThenDiscard(page: Page, section: Locator, input: Locator, typed: string) {
  await section.getByRole('button', { name: 'Cancel', exact: true }).click();
  await dialog(page, 'Discard changes').getByRole('button', { name: 'Keep editing' }).click();
  await hidden(dialog(page, 'Discard changes'));
  expect(await input.inputValue()).toBe(typed);
  await section.getByRole('button', { name: 'Cancel', exact: true }).click();
  await dialog(page, 'Discard changes').getByRole('button', { name: 'Discard', exact: true }).click();
  await hidden(input);
}

describe('the stewardship page', () => {
  it('shows the header, the actions, the summary and the three tables to the steward', async () => {
    const { page } = await openPage(DEMO.steward);
    for (const table of ['Planting Stewardship', 'Harvest Stewardship', 'Storage Cleanout'])
      await visible(page.getByRole('table', { name: table }));
    await visible(page.getByRole('heading', { name: 'Summary' }));
    await visible(page.getByText(/^Planting: (complete|incomplete|not started)$/));
    await screenshot(page, 'stewardship-page');
    expect(await seriousViolations(page, portal.baseURL)).toEqual([]);
    await page.getByRole('link', { name: 'Contract Details' }).click();
    await page.waitForURL(`**/company/${companyId}/contracts/${contractId}`);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`**/stewardship/${activityId}?contract_id=${contractId}`);
    await visible(page.getByRole('table', { name: 'Planting Stewardship' }));
  });

  it("opens Assign Enogen Fields as the steward: the grower's farm and field checklist", async () => {
    const { page, view } = await openPage(DEMO.steward);
    await page.getByRole('button', { name: 'Assign Enogen Fields' }).click();
    const assign = dialog(page, 'Add Enogen Fields');
    const checklist = assign.getByRole('group', { name: 'Farms and fields' });
    const growerId = (await contractById(db(), contractId))!.growerId!;
    const box = (name: string) => checklist.getByRole('checkbox', { name: new RegExp(`^${name} \\(`) });
    for (const field of await fieldsOfGrower(db(), growerId)) await visible(box(field.fieldName));
    // the activity's live fields come ticked
    const live = view.fields.find((field) => !field.field_lost)!;
    expect(await box(live.field_name).isChecked()).toBe(true);
    await screenshot(page, 'stewardship-assign-fields-steward');
    await assign.getByRole('button', { name: 'Cancel' }).click();
    await hidden(assign);
  });

  it('edits the planting: confirm saves and reloads, discard restores, a kept draft is offered back', async () => {
    const { page, first } = await openPage(DEMO.steward);
    const section = widget(page, 'Planting Stewardship');
    await section.getByRole('button', { name: 'Edit Planting Stewardship' }).click();
    // one widget in edit at a time
    expect(await page.getByRole('button', { name: 'Edit Harvest Stewardship' }).isDisabled()).toBe(true);
    await section.getByLabel(`Planted acres, ${first}`).fill('38.5');
    await section.getByLabel(`Planting rate, ${first}`).fill('33000');
    await section.getByLabel(`Plant date, ${first}`).fill('2026-05-04');
    await section.getByLabel(`Est. bu/acre, ${first}`).fill('195');
    await saveAndConfirm(page, section, 'Planting cleanout');
    await visible(section.getByRole('cell', { name: '33,000', exact: true }));
    const saved = (await activityOf(page)).fields.find((field) => field.field_name === first)!.planting!;
    expect(saved).toEqual({ total_planted_acres: '38.50', planting_rate: 33000, plant_date: '2026-05-04', crop: 195 });

    await section.getByRole('button', { name: 'Edit Planting Stewardship' }).click();
    const rate = section.getByLabel(`Planting rate, ${first}`);
    await rate.fill('31000');
    // the tab is reloaded mid-edit: the edit is offered back
    await page.reload();
    await visible(page.getByText(/^You have unsaved planting changes from \d{1,2}:\d\d [AP]M — restore\?$/));
    await section.getByRole('button', { name: 'Restore' }).click();
    expect(await rate.inputValue()).toBe('31,000');
    await cancelThenDiscard(page, section, rate, '31,000');
    await visible(section.getByRole('cell', { name: '33,000', exact: true }));
    await hidden(page.getByText(/unsaved planting changes/));
  });

  it('edits the harvest as an admin: confirm saves, discard restores', async () => {
    const { page: admin } = await openPage(DEMO.admin);
    // harvest rows wait for a complete planting: give every live field one
    const view = await activityOf(admin);
    const live = view.fields.filter((field) => !field.field_lost);
    await patch(admin, {
      section: 'planting',
      stewardship_activity_id: activityId,
      fields: live.map((field) => ({
        field_id: field.field_id,
        value: { total_planted_acres: '30.00', planting_rate: 32000, plant_date: '2026-05-02', crop: 190 },
      })),
      planting_cleanout: view.planting_cleanout,
    });
    await admin.reload();
    const first = live[0]!.field_name;
    const section = widget(admin, 'Harvest Stewardship');
    await section.getByRole('button', { name: 'Edit Harvest Stewardship' }).click();
    await section.getByLabel(`Harvested acres, ${first}`).fill('30');
    await section.getByLabel(`Harvest date, ${first}`).fill('2026-10-20');
    await section.getByLabel(`Total harvest, ${first}`).fill('5700.5');
    await section.getByLabel(`Yield/acre, ${first}`).fill('190.02');
    await section.getByLabel(`Unit, ${first}`).click();
    await admin.getByRole('option', { name: 'Tons', exact: true }).click();
    await section.getByLabel(`Storage type, ${first}`).click();
    await admin.getByRole('option', { name: 'Silage', exact: true }).click();
    await section.getByRole('radio', { name: 'Yes' }).check();
    await saveAndConfirm(admin, section, 'Harvest cleanout');
    const after = await activityOf(admin);
    expect(after.fields.find((field) => field.field_name === first)!.harvest).toEqual({
      total_acres: 30,
      harvest_date: '2026-10-20',
      total_harvest: 5700.5,
      yield_per_acre: 190.02,
      unit_type: 'tons',
      storage_type: 'Silage',
    });
    expect(after.harvest_cleanout.harvest_equipment).toBe(true);
    await visible(section.getByRole('cell', { name: '5,700.5', exact: true }));

    await section.getByRole('button', { name: 'Edit Harvest Stewardship' }).click();
    const total = section.getByLabel(`Total harvest, ${first}`);
    await total.fill('1');
    await cancelThenDiscard(admin, section, total, '1');
    await visible(section.getByRole('cell', { name: '5,700.5', exact: true }));
  });

  it('edits the storage cleanout: confirm saves, discard restores', async () => {
    const { page, view } = await openPage(DEMO.steward);
    const location = view.storage_locations[0]!.location_name;
    const section = widget(page, 'Storage Cleanout');
    await section.getByRole('button', { name: 'Edit Storage Cleanout' }).click();
    await section.getByLabel(`Cleanout date, ${location}`).fill('2026-08-30');
    await section.getByLabel(`Capacity, ${location}`).fill('15000.75');
    await saveAndConfirm(page, section, 'Storage cleanout');
    expect((await activityOf(page)).storage_locations[0]).toEqual({
      location_name: location,
      capacity: 15000.75,
      cleanout_date: '2026-08-30',
    });
    await section.getByRole('button', { name: 'Edit Storage Cleanout' }).click();
    const capacity = section.getByLabel(`Capacity, ${location}`);
    await capacity.fill('9');
    await cancelThenDiscard(page, section, capacity, '9');
    await visible(section.getByRole('cell', { name: '15,000.75', exact: true }));
  });

  it('fits a phone: cards instead of tables, thumb-size inputs with the decimal keyboard', async () => {
    const { page, first } = await openPage(DEMO.steward, PHONE);
    const section = widget(page, 'Planting Stewardship');
    await visible(section.getByRole('list', { name: 'Planting Stewardship' }));
    expect(await section.getByRole('table').count()).toBe(0);
    await screenshot(page, 'stewardship-page-phone');
    await section.getByRole('button', { name: 'Edit Planting Stewardship' }).click();
    const rate = section.getByLabel(`Planting rate, ${first}`);
    expect(await rate.getAttribute('inputmode')).toBe('decimal');
    expect((await rate.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'stewardship-page-phone-edit');
    expect(await seriousViolations(page, portal.baseURL)).toEqual([]);
  });

  it("edits the planting on a phone, then the section's History shows the rate old → new with the steward's name", async () => {
    const { page, view, first } = await openPage(DEMO.steward, PHONE);
    const old = view.fields.find((field) => field.field_name === first)!.planting?.planting_rate ?? null;
    const rate = old === 34500 ? 34000 : 34500;
    const section = widget(page, 'Planting Stewardship');
    await section.getByRole('button', { name: 'Edit Planting Stewardship' }).click();
    await section.getByLabel(`Planting rate, ${first}`).fill(String(rate));
    await saveAndConfirm(page, section, 'Planting cleanout');

    // by keyboard: the section's History button, then Enter
    await section.getByRole('button', { name: 'History: Planting Stewardship' }).focus();
    await page.keyboard.press('Enter');
    const drawer = dialog(page, 'History: Planting Stewardship');
    const entry = drawer.getByRole('list', { name: 'History' }).getByRole('listitem').first();
    await visible(entry.getByText('Stella Hart'));
    await visible(entry.getByText(/^Edit planting stewardship · /));
    const change = entry.getByRole('row', { name: new RegExp(`^${first} · Planting rate`) });
    await visible(change.locator('del').getByText(formatHistoryValue(old), { exact: true }));
    await visible(change.locator('ins').getByText(formatHistoryValue(rate), { exact: true }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // the save's toast covers the drawer's header until it goes
    await hidden(page.getByText('Planting saved'));
    await screenshot(page, 'stewardship-section-history-phone');
    // the harvest's History does not list the planting's save
    await page.keyboard.press('Escape');
    await hidden(drawer);
    await widget(page, 'Harvest Stewardship').getByRole('button', { name: 'History: Harvest Stewardship' }).click();
    const harvest = dialog(page, 'History: Harvest Stewardship');
    await visible(harvest);
    await hidden(harvest.locator('[aria-busy="true"]'));
    expect(await harvest.getByText(/Edit planting stewardship/).count()).toBe(0);
  });

  it('shows the access-denied view to a user of an unrelated company', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.receiver);
    await page.goto(url);
    await visible(page.getByText(TEXTS.accessDenied));
    await hidden(page.getByRole('table', { name: 'Planting Stewardship' }));
  });
});
