import { afterAll, beforeAll, describe, it } from 'vitest';
import { screenshot } from '../support/browser';
import { hidden, visible } from '../support/expect';
import { DEMO, signInAs, startBrowserPortal, type BrowserPortal } from '../support/portal';

const NOTICE = "We can't reach the portal's data right now. Retrying…";

let portal: BrowserPortal;
beforeAll(async () => {
  portal = await startBrowserPortal();
});
afterAll(async () => {
  await portal?.close();
});

describe('while the database is away', () => {
  it('reliability 3: a signed-in page says the data cannot be reached and retries, then comes back signed in', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.salesrep);

    // The API answers as it does while its database is away: 503 service_unavailable on every call.
    let away = true;
    await page.route('**/api/**', (route) =>
      away
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({
              error: {
                code: 'service_unavailable',
                message: 'The database is not available. Please try again in a moment.',
                details: null,
              },
            }),
          })
        : route.continue(),
    );
    await page.reload();
    await visible(page.getByText(NOTICE));
    await visible(page.getByRole('button', { name: 'Retry now' }));
    await hidden(page.getByRole('button', { name: 'Sign in', exact: true }));
    await screenshot(page, 'data-outage-notice');

    away = false;
    await page.getByRole('button', { name: 'Retry now' }).click();
    await hidden(page.getByText(NOTICE));
    await visible(page.getByRole('navigation', { name: 'Main' }));
    await visible(page.getByRole('table', { name: 'Contracts' }).getByRole('link', { name: /^View contract / }));
    if (!page.url().endsWith('/contracts')) throw new Error(`expected to stay on /contracts, at ${page.url()}`);
  });

  it("the dashboard's failed load says so with Retry (not 'No contracts.'), and Retry loads the contracts", async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.salesrep);
    let failing = true;
    await page.route('**/api/grower-contracts/v1?**', (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({
              error: { code: 'internal_error', message: 'Internal server error', details: null },
            }),
          })
        : route.continue(),
    );
    await page.goto('/contracts');
    const failed = page.getByRole('alert').filter({ hasText: 'Whoops! Something went wrong loading the contracts.' });
    await visible(failed);
    await hidden(page.getByText('No contracts.'));
    await screenshot(page, 'dashboard-load-failed-retry');

    failing = false;
    await failed.getByRole('button', { name: 'Retry' }).click();
    await visible(
      page
        .getByRole('table', { name: 'Contracts' })
        .getByRole('link', { name: /^View contract / })
        .first(),
    );
    await hidden(failed);
  });
});
