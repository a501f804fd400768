import { allProgramAssignments, companyIdsByName, companyTrainingOf, buildPlan } from '@portal/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, screenshot } from '../support/browser';
import { count, hidden, visible } from '../support/expect';
import { DEMO, signInAs, startBrowserPortal, type BrowserPortal } from '../support/portal';

let portal: BrowserPortal;
let ids: Record<string, string>;
beforeAll(async () => {
  portal = await startBrowserPortal();
  ids = await companyIdsByName(portal.portal.app.deps.db);
  // A second plan year for Cornbelt, so changing the year reloads the assignment.
  await buildPlan(portal.portal.app.deps.db, {
    companyId: ids['Cornbelt Renewable Fuels']!,
    contractYear: 2025,
    aph: 190,
    totalAcres: 300,
    totalUnits: 120,
    inventoryCode: 'CAR025',
  });
});
afterAll(async () => {
  await portal?.close();
});

describe('training info on the company page', () => {
  it('toggles Training Complete ↔ Training Not Complete with company-training, showing the contact when complete', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.salesrep);
    await page.goto(`/company/${ids['Prairie Gold Seed Co.']}`);
    const card = page.getByRole('region', { name: 'Training info' });
    await visible(card.getByRole('button', { name: 'Training Complete' }));
    await visible(card.getByText('Riley Jensen'));
    await visible(card.getByText('reseller@example.com'));

    await card.getByRole('button', { name: 'Training Complete' }).click();
    await visible(card.getByRole('button', { name: 'Training Not Complete' }));
    await hidden(card.getByText('Riley Jensen'));
    const row = await companyTrainingOf(portal.portal.app.deps.db, '0012345678', 2026);
    expect(row!.active).toBe(false);

    await card.getByRole('button', { name: 'Training Not Complete' }).click();
    await visible(card.getByRole('button', { name: 'Training Complete' }));
    await visible(card.getByText('Riley Jensen'));
  });

  it('shows N/A contacts when complete without them, and only the status to users without company-training', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.salesrep);
    await page.goto(`/company/${ids['North Star Seed Sales']}`);
    const card = page.getByRole('region', { name: 'Training info' });
    await card.getByRole('button', { name: 'Training Not Complete' }).click();
    await visible(card.getByRole('button', { name: 'Training Complete' }));
    await count(card.getByText('N/A'), 2);

    const reseller = await portal.open();
    await signInAs(reseller.page, DEMO.reseller);
    await reseller.page.goto(`/company/${ids['Prairie Gold Seed Co.']}`);
    const readOnly = reseller.page.getByRole('region', { name: 'Training info' });
    await visible(readOnly.getByText('Training Complete'));
    await count(readOnly.getByRole('button'), 0);
    await count(reseller.page.getByRole('region', { name: 'Programs' }), 0);
  });
});

describe('Programs card on the company page', () => {
  it('saves a program for a plan year, offers Delete only for the saved program, and reloads on a year change', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.admin);
    await page.goto(`/company/${ids['Cornbelt Renewable Fuels']}`);
    const card = page.getByRole('region', { name: 'Programs' });
    const year = card.getByLabel('Production plan year', { exact: true }).first();
    const program = card.getByLabel('Program', { exact: true }).first();
    await expect.poll(() => year.inputValue()).toBe('2026');
    expect(await card.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await count(card.getByRole('button', { name: 'Delete' }), 0);

    await program.click();
    await page.getByRole('option', { name: 'Enogen Fuel 2026' }).click();
    await card.getByRole('button', { name: 'Save' }).click();
    await visible(card.getByRole('button', { name: 'Delete' }));
    await screenshot(page, 'company-programs-card');
    // the demo's other plans run programs of their own: count Cornbelt's
    const cornbelt = async () =>
      (await allProgramAssignments(portal.portal.app.deps.db)).filter(
        (a) => a.companyId === ids['Cornbelt Renewable Fuels'],
      );
    expect(await cornbelt()).toHaveLength(1);

    await program.click();
    await page.getByRole('option', { name: 'Enogen Feed Pilot' }).click();
    await count(card.getByRole('button', { name: 'Delete' }), 0);
    expect(await card.getByRole('button', { name: 'Save' }).isDisabled()).toBe(false);

    await year.click();
    await page.getByRole('option', { name: '2025' }).click();
    await expect.poll(() => program.inputValue()).toBe('');
    await year.click();
    await page.getByRole('option', { name: '2026' }).click();
    await expect.poll(() => program.inputValue()).toBe('Enogen Fuel 2026');

    await card.getByRole('button', { name: 'Delete' }).click();
    await count(card.getByRole('button', { name: 'Delete' }), 0);
    expect(await cornbelt()).toHaveLength(0);
  });

  it('fits a phone', async () => {
    const { page } = await portal.open(PHONE);
    await signInAs(page, DEMO.admin);
    await page.goto(`/company/${ids['Cornbelt Renewable Fuels']}`);
    await visible(page.getByRole('region', { name: 'Programs' }));
    // training info is a reseller's card (spec 3 §2); Cornbelt is a grain receiver
    await count(page.getByRole('region', { name: 'Training info' }), 0);
    await page.getByRole('region', { name: 'Programs' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'company-cards-390');
  });
});
