import type { ActivityView, PatchActivity } from '@portal/domain';
import { OFFLINE_MESSAGES } from '@portal/domain';
import { contractById, contractOfGrowerInState, userByEmail } from '@portal/api/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, screenshot } from '../support/browser';
import { hidden, visible } from '../support/expect';
import { DEMO, signInAs, startBrowserPortal, type BrowserPortal } from '../support/portal';

// A steward on a phone (390 px) with and without a signal, on the demo's completed two-rivers-fr contract.
let portal: BrowserPortal;
let contractId: string;
let activityId: string;
let url: string;
const db = () => portal.portal.app.deps.db;

async function activityOf(page: Page): Promise<ActivityView> {
  const reply = await page.request.get(`/api/activity?stewardship_activity_id=${activityId}&contract_id=${contractId}`);
  expect(reply.status()).toBe(200);
  return (await reply.json()) as ActivityView;
}

async function patch(page: Page, body: PatchActivity) {
  const { version } = await activityOf(page);
  const reply = await page.request.patch('/api/activity', { data: body, headers: { 'if-match': `"${version}"` } });
  expect(reply.status()).toBe(200);
}

/** The storage section's one location, saved through the API with this capacity. */
const storage = (capacity: number | null): PatchActivity => ({
  section: 'storage',
  stewardship_activity_id: activityId,
  storage_locations: [{ location_name: 'Home bin', capacity, cleanout_date: null }],
});

beforeAll(async () => {
  portal = await startBrowserPortal();
  contractId = (await contractOfGrowerInState(db(), 'Two Rivers Ranch', 'completed'))!.contractId;
  const companyId = (await contractById(db(), contractId))!.grainReceiverId!;
  const { page } = await portal.open(undefined, 'allow');
  await signInAs(page, DEMO.admin);
  const created = await page.request.post('/api/seed-stewardship/v1', { data: { contract_id: contractId } });
  activityId = ((await created.json()) as { stewardship_activity_id: string }).stewardship_activity_id;
  const steward = (await userByEmail(db(), DEMO.steward))!;
  const view = await activityOf(page);
  if (!view.stewards.some((s) => s.user_id === steward.id))
    await page.request.post('/api/stewards', { data: { stewardship_activity_id: activityId, user_id: steward.id } });
  await patch(page, storage(null));
  url = `/company/${companyId}/stewardship/${activityId}?contract_id=${contractId}`;
});
afterAll(async () => {
  await portal?.close();
});

/** Resolves once the service worker controls the page (it claims the page as soon as it is active). */
const controlled = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return true;
    return new Promise<boolean>((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true)),
    );
  });

/** Resolves once the reads kept for offline are written to the phone's IndexedDB. */
const kept = (page: Page) =>
  expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('enogen-portal-offline');
              open.onsuccess = () => {
                const read = open.result.transaction('queries').objectStore('queries').get('cache');
                read.onsuccess = () =>
                  resolve(JSON.stringify(read.result?.state ?? '').includes('"stewardship","activity"'));
                read.onerror = () => resolve(false);
              };
              open.onerror = () => resolve(false);
            }),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);

/** The steward on the phone, on the stewardship page once online (the shell precached, the activity kept). */
async function stewardOnPhone() {
  const { context, page } = await portal.open(PHONE, 'allow');
  await signInAs(page, DEMO.steward);
  await page.goto(url);
  await visible(page.getByRole('heading', { name: 'Storage Cleanout' }));
  expect(await controlled(page)).toBe(true);
  await kept(page);
  return {
    context,
    page,
    section: page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Storage Cleanout', exact: true }) }),
  };
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

describe('stewardship on a phone, with or without a signal', () => {
  it('serves a valid manifest with fetchable 192 and 512 px icons, and a service worker', async () => {
    const { page } = await portal.open(PHONE, 'allow');
    await page.goto('/login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const reply = await page.request.get(href!);
    expect(reply.status()).toBe(200);
    expect(reply.headers()['content-type']).toContain('manifest+json');
    const manifest = (await reply.json()) as Record<string, unknown> & { icons: { src: string; sizes: string }[] };
    expect(manifest).toMatchObject({
      name: 'Enogen Portal',
      start_url: '/',
      display: 'standalone',
      theme_color: '#2f6b3a',
    });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    }
    expect(await controlled(page)).toBe(true);
  });

  it('opens the stewardship page offline after one online visit, with the offline banner', async () => {
    const { context, page } = await stewardOnPhone();
    // with the worker in control, the page's API reads still reach the network (and a test's routes)
    let reads = 0;
    await page.route('**/api/activity?**', (route) => {
      reads += 1;
      return route.continue();
    });
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Storage Cleanout' }));
    expect(reads).toBeGreaterThan(0);
    await page.unrouteAll();

    await context.setOffline(true);
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Planting Stewardship' }));
    await visible(page.getByText(OFFLINE_MESSAGES.offline));
    await visible(page.getByText(/You are reading what it saved at \d{1,2}:\d\d [AP]M\./));
    // made for a thumb: no sideways scrolling, every button at least 44 px high
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const small = await page
      .locator('main button')
      .evaluateAll((buttons) =>
        buttons
          .filter((button) => button.getBoundingClientRect().height > 0 && button.getBoundingClientRect().height < 44)
          .map((button) => button.textContent || button.getAttribute('aria-label')),
      );
    expect(small).toEqual([]);
    await screenshot(page, 'offline-stewardship-page-phone');
    // the Yes / No rounds of a section being edited are a thumb's size too: their label row toggles them
    await page.getByRole('button', { name: 'Edit Planting Stewardship' }).click();
    const rounds = await page
      .locator('main input[type=radio]')
      .evaluateAll((inputs) =>
        inputs.map((input) => input.closest('.mantine-Radio-body')!.getBoundingClientRect().height),
      );
    expect(rounds.length).toBeGreaterThan(0);
    expect(rounds.filter((height) => height < 44)).toEqual([]);
    await screenshot(page, 'offline-stewardship-editing-phone');
    await context.setOffline(false);
    await hidden(page.getByText(OFFLINE_MESSAGES.offline));
  });

  it('queues a section saved offline on the phone and sends it when the connection returns', async () => {
    const { context, page, section } = await stewardOnPhone();
    await context.setOffline(true);
    await section.getByRole('button', { name: 'Edit Storage Cleanout' }).click();
    const capacity = section.getByLabel('Capacity, Home bin');
    expect(await capacity.getAttribute('inputmode')).toBe('decimal');
    await capacity.fill('1200.5');
    await section.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog(page, 'Storage cleanout').getByRole('button', { name: 'Confirm' }).click();
    await visible(section.getByText(/^Saved on this phone, will be sent when the connection returns\./));
    await visible(section.getByText('1,200.5', { exact: true }));
    await screenshot(page, 'offline-stewardship-queued-phone');
    expect((await activityOf(await adminPage())).storage_locations[0]!.capacity).toBeNull();

    await context.setOffline(false);
    await hidden(section.getByText(/^Saved on this phone/));
    await expect
      .poll(async () => (await activityOf(page)).storage_locations[0]!.capacity, { timeout: 15_000 })
      .toBe(1200.5);
  });

  it('shows a queued save that meets a newer version beside the server’s, and keeps the one the steward chooses', async () => {
    const admin = await adminPage();
    await patch(admin, storage(null));
    const { context, page, section } = await stewardOnPhone();
    await context.setOffline(true);
    await section.getByRole('button', { name: 'Edit Storage Cleanout' }).click();
    await section.getByLabel('Capacity, Home bin').fill('800');
    await section.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog(page, 'Storage cleanout').getByRole('button', { name: 'Confirm' }).click();
    await visible(section.getByText(/^Saved on this phone/));
    // meanwhile an admin saves the same section
    await patch(admin, storage(950));

    await context.setOffline(false);
    await visible(section.getByText(OFFLINE_MESSAGES.conflictTitle));
    const both = section.getByRole('table', { name: 'Both versions' });
    await visible(both.getByRole('row', { name: /Home bin: Capacity\s*800\s*950/ }));
    await screenshot(page, 'offline-stewardship-conflict-phone');
    // not applied silently
    expect((await activityOf(admin)).storage_locations[0]!.capacity).toBe(950);

    await section.getByRole('button', { name: OFFLINE_MESSAGES.keepMine }).click();
    const capacity = section.getByLabel('Capacity, Home bin');
    expect(await capacity.inputValue()).toBe('800');
    await section.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog(page, 'Storage cleanout').getByRole('button', { name: 'Confirm' }).click();
    await hidden(section.getByRole('button', { name: 'Save', exact: true }));
    await expect
      .poll(async () => (await activityOf(admin)).storage_locations[0]!.capacity, { timeout: 15_000 })
      .toBe(800);
    await hidden(section.getByText(OFFLINE_MESSAGES.conflictTitle));
  });
});

let admin: Page | null = null;
/** The admin, signed in on a desk in another context. */
async function adminPage(): Promise<Page> {
  if (admin) return admin;
  const { page } = await portal.open(undefined, 'allow');
  await signInAs(page, DEMO.admin);
  admin = page;
  return page;
}
