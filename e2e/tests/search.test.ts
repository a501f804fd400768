import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, contracts, growers } from '../../apps/api/src/db/schema';
import { PHONE, screenshot } from '../support/browser';
import { hasText, visible } from '../support/expect';
import { DEMO, signInAs, startBrowserPortal, type BrowserPortal } from '../support/portal';

let portal: BrowserPortal;
const NEW_CONTRACT_ID = '26COR1000009931';
let contractId: string;
let cornbelt: string;

beforeAll(async () => {
  portal = await startBrowserPortal();
  const db = portal.portal.app.deps.db;
  const [receiver] = await db
    .select({ id: companies.companyId })
    .from(companies)
    .where(eq(companies.companyName, 'Cornbelt Renewable Fuels'));
  const [reseller] = await db
    .select({ id: companies.companyId })
    .from(companies)
    .where(eq(companies.companyName, 'Prairie Gold Seed Co.'));
  const [grower] = await db
    .select({ id: growers.growerId })
    .from(growers)
    .where(eq(growers.growerName, 'Hansen Family Farms'));
  cornbelt = receiver!.id;
  const [row] = await db
    .insert(contracts)
    .values({
      newContractId: NEW_CONTRACT_ID,
      grainReceiverId: cornbelt,
      externalReferenceId: reseller!.id,
      growerId: grower!.id,
      contractYear: 2026,
      contractType: 'commercial-feed',
      contractDetails: {},
    })
    .returning({ id: contracts.contractId });
  contractId = row!.id;
});
afterAll(async () => {
  await portal?.close();
});

async function openSearch(viewport?: typeof PHONE) {
  const { page } = await portal.open(viewport);
  await signInAs(page, DEMO.admin);
  if (viewport) await page.goto('/search');
  else await page.getByRole('link', { name: 'Search' }).click();
  await page.waitForURL('**/search');
  return page;
}

describe('/search as admin', () => {
  it('finds a company, a user, a contract id and a grower, with links', async () => {
    const page = await openSearch();
    await visible(page.getByRole('heading', { name: 'Search' }));
    for (const label of ['Users', 'Companies', 'Contracts', 'Scale Ticket']) {
      expect(await page.getByRole('checkbox', { name: label }).isChecked()).toBe(true);
    }
    const input = page.getByRole('textbox', { name: 'Search' });

    // Two characters do not search.
    await input.fill('Co');
    await page.waitForTimeout(600);
    expect(await page.getByText('Searching...').count()).toBe(0);
    expect(await page.getByRole('region').count()).toBe(0);

    await input.fill('Cornbelt');
    const companiesGroup = page.getByRole('region', { name: 'Companies' });
    await visible(companiesGroup.getByRole('link', { name: 'Cornbelt Renewable Fuels' }));
    expect(await companiesGroup.getByRole('link', { name: 'Cornbelt Renewable Fuels' }).getAttribute('href')).toBe(
      `/company/${cornbelt}`,
    );

    await input.fill('Okafor');
    const usersGroup = page.getByRole('region', { name: 'Users' });
    await visible(usersGroup.getByRole('link', { name: 'Rachel Okafor' }));
    expect(await usersGroup.getByRole('link', { name: 'Rachel Okafor' }).getAttribute('href')).toMatch(
      new RegExp(`^/company/${cornbelt}/user/[\\w-]+$`),
    );

    await input.fill(NEW_CONTRACT_ID.toLowerCase());
    const contractsGroup = page.getByRole('region', { name: 'Contracts' });
    await visible(contractsGroup.getByRole('link', { name: NEW_CONTRACT_ID }));
    expect(await contractsGroup.getByRole('link', { name: NEW_CONTRACT_ID }).getAttribute('href')).toBe(
      `/company/${cornbelt}/contracts/${contractId}`,
    );

    await input.fill('Hansen');
    await visible(contractsGroup.getByRole('link', { name: NEW_CONTRACT_ID }));
    await hasText(contractsGroup.getByText('Hansen Family Farms', { exact: false }), 'Hansen Family Farms', 'contains');
    await screenshot(page, 'search-results-1280');

    // Only the groups ticked are searched.
    await page.getByRole('checkbox', { name: 'Contracts' }).uncheck();
    await visible(page.getByText('No results'));

    await page.getByRole('checkbox', { name: 'Contracts' }).check();
    await input.fill('zzqqxxnothing');
    await visible(page.getByText('No results'));
    await screenshot(page, 'search-no-results-1280');
  });

  it('shows Searching..., then the timeout text on a slow reply; the Search button tries again', async () => {
    const page = await openSearch();
    let slow = true;
    await page.route(
      (url) => url.pathname === '/api/search',
      async (route) => {
        if (slow) {
          await new Promise((resolve) => setTimeout(resolve, 11_000));
          await route.abort().catch(() => undefined);
          return;
        }
        await route.continue();
      },
    );
    await page.getByRole('textbox', { name: 'Search' }).fill('Prairie');
    await visible(page.getByText('Searching...'));
    await visible(page.getByText('Timeout, please click on search button'));
    slow = false;
    await page.getByRole('button', { name: 'Search' }).click();
    await visible(page.getByRole('region', { name: 'Companies' }).getByRole('link', { name: 'Prairie Gold Seed Co.' }));
  });

  it('works on a phone', async () => {
    const page = await openSearch(PHONE);
    await page.getByRole('textbox', { name: 'Search' }).fill('Prairie');
    await visible(
      page.getByRole('region', { name: 'Companies' }).getByRole('link', { name: 'Prairie Horizon Ethanol' }),
    );
    await screenshot(page, 'search-results-390');
  });
});
