import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyByName, growerByName, buildContract } from '@portal/api/testing';
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
  cornbelt = (await companyByName(db, 'Cornbelt Renewable Fuels'))!.companyId;
  const reseller = await companyByName(db, 'Prairie Gold Seed Co.');
  const grower = await growerByName(db, 'Hansen Family Farms');
  const row = await buildContract(db, {
    newContractId: NEW_CONTRACT_ID,
    grainReceiverId: cornbelt,
    externalReferenceId: reseller!.companyId,
    growerId: grower!.growerId,
    contractYear: 2026,
    contractType: 'commercial-feed',
    contractDetails: {},
  });
  contractId = row.contractId;
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
  // The dashboard (with its own "Search contracts" box) may stay on screen while the page's code loads.
  await visible(page.getByRole('heading', { name: 'Search', exact: true }));
  return page;
}

describe('/search as admin', () => {
  it('finds a company, a user, a contract id and a grower, with links', async () => {
    const page = await openSearch();
    await visible(page.getByRole('heading', { name: 'Search' }));
    for (const label of ['Users', 'Companies', 'Contracts', 'Scale Ticket']) {
      expect(await page.getByRole('checkbox', { name: label }).isChecked()).toBe(true);
    }
    const input = page.getByRole('textbox', { name: 'Search', exact: true });

    // Two characters do not search: no request carries 'Co' after the debounce.
    const searchFor = (term: string, timeout = 15_000) =>
      page.waitForRequest((request) => new URL(request.url()).searchParams.get('global_search') === term, { timeout });
    const coSearch = searchFor('Co', 2_000).then(
      () => true,
      () => false,
    );
    await input.fill('Co');
    expect(await coSearch).toBe(false);
    expect(await page.getByText('Searching...').count()).toBe(0);
    expect(await page.getByRole('region').count()).toBe(0);

    const cornbeltSearch = searchFor('Cornbelt');
    await input.fill('Cornbelt');
    await cornbeltSearch; // the same listener sees a search that runs
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
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill('Prairie');
    await visible(page.getByText('Searching...'));
    await visible(page.getByText('Timeout, please click on search button'));
    slow = false;
    await page.getByRole('button', { name: 'Search' }).click();
    await visible(page.getByRole('region', { name: 'Companies' }).getByRole('link', { name: 'Prairie Gold Seed Co.' }));
  });

  it('works on a phone', async () => {
    const page = await openSearch(PHONE);
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill('Prairie');
    await visible(
      page.getByRole('region', { name: 'Companies' }).getByRole('link', { name: 'Prairie Horizon Ethanol' }),
    );
    await screenshot(page, 'search-results-390');
  });
});

describe('/search keeps its query in the URL', () => {
  it('15: the query and the ticked groups survive opening a result and Back', async () => {
    const page = await openSearch();
    // the ticked groups live in the URL: the box shows its new state once the URL has it
    const users = page.getByRole('checkbox', { name: 'Users' });
    await users.click();
    await expect.poll(() => users.isChecked()).toBe(false);
    const input = page.getByRole('textbox', { name: 'Search', exact: true });
    await input.fill(NEW_CONTRACT_ID);
    const result = page.getByRole('link', { name: NEW_CONTRACT_ID, exact: true });
    await visible(result);
    await page.waitForURL(new RegExp(`q=${NEW_CONTRACT_ID}`));
    const before = page.url();
    await result.click();
    await page.waitForURL(new RegExp(`/contracts/${contractId}$`));
    await page.goBack();
    await page.waitForURL(before);
    await visible(page.getByRole('link', { name: NEW_CONTRACT_ID, exact: true }));
    expect(await input.inputValue()).toBe(NEW_CONTRACT_ID);
    expect(await page.getByRole('checkbox', { name: 'Users' }).isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'Contracts' }).isChecked()).toBe(true);
    await screenshot(page, 'search-after-back-1280');
  });
});
