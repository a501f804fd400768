import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyByName, countTicketsOfPlan, plansOfCompany } from '@portal/api/testing';
import { SCREENSHOT_DIR, screenshot } from '../support/browser';
import { hidden, visible } from '../support/expect';
import { DEMO, signInAs, startBrowserPortal, type BrowserPortal } from '../support/portal';

const FIXTURES = join(import.meta.dirname, '..', '..', 'test-results', 'fixtures');
const HEADER = 'Grower,Date,Ticket Number,BOL,Gross Qty,Net Qty,Test Weight,MST,FM,DMG,RVA';
const ROWS = 20_000;

let portal: BrowserPortal;
let cornbelt: string;
let planId: string;
const db = () => portal.portal.app.deps.db;

beforeAll(async () => {
  portal = await startBrowserPortal();
  mkdirSync(FIXTURES, { recursive: true });
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  cornbelt = (await companyByName(db(), 'Cornbelt Renewable Fuels'))!.companyId;
  planId = (await plansOfCompany(db(), cornbelt)).find((p) => p.contractYear === 2026)!.productionPlanId;
});
afterAll(async () => {
  await portal?.close();
});

/** A season-sized file: every row a matched grower's ticket, each its own identity. */
function largeFile(): string {
  const file = join(FIXTURES, 'tickets-season.csv');
  const rows = Array.from(
    { length: ROWS },
    (_, i) =>
      `Hansen Family Farms,10/${String(1 + (i % 28)).padStart(2, '0')}/26,L-${i},BL-${i},1250,1200,56,15,1,0.5,1`,
  );
  writeFileSync(file, [HEADER, ...rows].join('\n'));
  return file;
}

describe('a season-sized scale ticket file', () => {
  it('X2/X3: states the limit, shows rows checked then stored, and stores the whole file', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.receiver);
    await page.goto(`/company/${cornbelt}/upload-scale-ticket/${planId}`);
    await visible(page.getByText('Up to 50,000 rows and 20 MB per file.'));

    // every progress line the page shows, in order
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        for (const node of Array.from(document.querySelectorAll('[role=status] p'))) {
          const text = node.textContent ?? '';
          if (/^(Checked|Stored|Saving all)/.test(text) && seen.at(-1) !== text) seen.push(text);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    // each check and chunk answers a little later, so the progress can be seen and photographed
    const slow = (route: Route) => new Promise((done) => setTimeout(done, 800)).then(() => route.continue());
    await page.route('**/api/scale-ticket/duplicates', slow);
    await page.route('**/api/scale-ticket/uploads/*/chunks/*', slow);
    const photo = (name: string) => page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
    const before = await countTicketsOfPlan(db(), planId);
    await page.locator('input[type=file]').setInputFiles(largeFile());
    await visible(page.getByText(/^Checked [1-9][\d,]* of 20,000 rows$/));
    await photo('scale-ticket-upload-checked');
    await visible(page.getByText(`tickets-season.csv: ${ROWS} row(s)`));
    await page.getByRole('button', { name: 'Save and Upload' }).click();
    await visible(page.getByText(/^Stored [1-9][\d,]* of 20,000 rows$/));
    await photo('scale-ticket-upload-stored');
    const done = page.getByText(/^Scale tickets successfully saved\. [\d,]+ tickets stored\.$/);
    await done.waitFor({ state: 'visible', timeout: 120_000 });

    const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    // the lines move through the rows checked, then stored, then the one commit (a line the next
    // one replaces within a frame may not be painted, so the steps between are not all required)
    expect(seen).toEqual(
      expect.arrayContaining([
        'Checked 0 of 20,000 rows',
        'Checked 10,000 of 20,000 rows',
        'Stored 0 of 20,000 rows',
        'Stored 10,000 of 20,000 rows',
        'Saving all 20,000 rows…',
      ]),
    );
    const phase = (line: string) => ['Checked', 'Stored', 'Saving'].findIndex((word) => line.startsWith(word));
    expect(seen.map(phase)).toEqual([...seen.map(phase)].sort());
    expect(await countTicketsOfPlan(db(), planId)).toBe(before + ROWS);
  }, 240_000);

  it('X5: shows the saved column mapping and resets it', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.receiver);
    const put = await page.request.put('/api/scale-ticket/column-mapping', {
      data: { company_id: cornbelt, mapping: { 'Starch Pass': 'rapid_visco_analyzer' } },
    });
    expect(put.status()).toBe(200);
    await page.goto(`/company/${cornbelt}/upload-scale-ticket/${planId}`);
    const saved = page.getByRole('region', { name: 'Saved column mapping' });
    await visible(saved.getByText('“Starch Pass” → RVA'));
    await screenshot(page, 'scale-ticket-saved-mapping');
    await saved.getByRole('button', { name: 'Reset saved mapping' }).click();
    await hidden(page.getByText('“Starch Pass” → RVA'));
    const read = await page.request.get(`/api/scale-ticket/column-mapping?company_id=${cornbelt}`);
    expect(await read.json()).toEqual({ company_id: cornbelt, mapping: {} });
  });
});
