import { TWO_FACTOR_TEXTS } from '@portal/domain';
import { totp, userByEmail } from '@portal/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { count, hasText, visible } from '../support/expect';
import { DEMO, DEMO_PASSWORD, startBrowserPortal, type BrowserPortal } from '../support/portal';

let portal: BrowserPortal;
beforeAll(async () => {
  portal = await startBrowserPortal({ env: { ADMIN_TWO_FACTOR: 'required' } });
});
afterAll(async () => {
  await portal?.close();
});

describe("L-12: an admin's second factor in the browser", () => {
  it('L-12: an admin sets up two-step sign-in from a QR code, then regenerates the recovery codes on their own page', async () => {
    const { page } = await portal.open();
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.admin);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/two-factor-setup');

    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    const qr = page.getByRole('img', { name: /QR code of the authenticator key/ });
    await visible(qr);
    expect((await qr.boundingBox())!.width).toBeGreaterThan(100);
    const key = (await page.getByLabel('Authenticator key', { exact: true }).textContent())!.replace(/\s+/g, '');
    expect(key).toMatch(/^[A-Z2-7]{16,}$/);
    // The key is typed by hand when the QR code cannot be scanned: all of it is in view.
    const keyBox = page.getByLabel('Authenticator key', { exact: true });
    expect(await keyBox.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await screenshot(page, 'two-factor-setup-qr');

    await page.getByRole('textbox', { name: 'Code' }).fill(totp(key));
    await page.getByRole('button', { name: 'Confirm' }).click();
    const firstCodes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await count(firstCodes, 10);
    const before = await firstCodes.allTextContents();
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    // The signed-in home: the portal is open to the admin now.
    await page.waitForURL((url) => url.pathname !== '/two-factor-setup');
    await visible(page.getByRole('navigation', { name: 'Main' }));

    const admin = await userByEmail(portal.portal.app.deps.db, DEMO.admin);
    await page.goto(`/company/ANY/user/${admin!.id}`);
    const section = page.getByRole('region', { name: 'Two-step sign-in' });
    await hasText(section.getByText(/Two-step sign-in is on/), 'Two-step sign-in is on', 'contains');
    await visible(section.getByText(TWO_FACTOR_TEXTS.cannotTurnOff));
    await count(section.getByRole('button', { name: 'Turn off two-step sign-in' }), 0);

    await section.getByRole('button', { name: 'Regenerate recovery codes' }).click();
    await section.getByLabel('Password', { exact: true }).fill('not the password at all');
    await section.getByRole('button', { name: 'Regenerate recovery codes' }).click();
    await hasText(section.getByRole('alert'), TWO_FACTOR_TEXTS.passwordWrong);
    await section.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await section.getByRole('button', { name: 'Regenerate recovery codes' }).click();
    const newCodes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await count(newCodes, 10);
    const after = await newCodes.allTextContents();
    expect(after.filter((code) => before.includes(code))).toEqual([]);
    await screenshot(page, 'two-factor-regenerated-codes');
  });
});
