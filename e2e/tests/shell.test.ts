import { outboxTo } from '@portal/api/testing';
import { COMMON_PASSWORD_MESSAGE, SIGN_UP_CHECK_EMAIL_MESSAGE, SUPPORT_EMAIL } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, TABLET } from '../support/browser';
import { count, hasAttribute, hasText, hidden, visible } from '../support/expect';
import { DEMO, signInAs, signInWithForm, startBrowserPortal, type BrowserPortal } from '../support/portal';

let portal: BrowserPortal;
beforeAll(async () => {
  portal = await startBrowserPortal();
});
afterAll(async () => {
  await portal?.close();
});

const MENUS: Record<string, { entries: string[]; search: boolean }> = {
  [DEMO.admin]: { entries: ['Contracts', 'Companies', 'Reports', 'Uploads', 'Admin'], search: true },
  [DEMO.salesrep]: { entries: ['Contracts', 'Companies', 'Reports', 'Uploads'], search: true },
  [DEMO.steward]: { entries: ['Contracts', 'Companies', 'Reports'], search: true },
  // single-company partners: their company's pages straight from the menu
  [DEMO.reseller]: { entries: ['Contracts', 'My company', 'Companies'], search: false },
  [DEMO.receiver]: {
    entries: ['Contracts', 'Scale tickets', 'Production plans', 'My company', 'Companies', 'Uploads'],
    search: false,
  },
  [DEMO.operator]: {
    entries: ['Contracts', 'Scale tickets', 'Production plans', 'My company', 'Companies', 'Uploads'],
    search: false,
  },
};

describe('signed out', () => {
  it('redirects protected routes to /login and lower-cases the e-mail as typed', async () => {
    const { page } = await portal.open();
    await page.goto('/company');
    await page.waitForURL('**/login');
    await page.getByLabel('Email').pressSequentially('ADMIN@Example.COM');
    expect(await page.getByLabel('Email').inputValue()).toBe('admin@example.com');
    await screenshot(page, 'login-1280');
  });

  it('signs in through the form and lands on the contracts', async () => {
    const { page } = await portal.open();
    await signInWithForm(page, DEMO.reseller);
    await visible(page.getByText('Log out', { exact: true }));
  });

  it('shows a clear message for wrong credentials', async () => {
    const { page } = await portal.open();
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.reseller);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await hasText(page.getByRole('alert'), 'The email or password is incorrect. Please try again.');
  });

  it('shows Page Not Found with a link to /dashboard and the support contact', async () => {
    const { page } = await portal.open();
    for (const path of ['/no-such-page', '/404']) {
      await page.goto(path);
      await visible(page.getByRole('heading', { name: 'Page Not Found' }));
      expect(await page.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/dashboard');
      await visible(page.getByText(SUPPORT_EMAIL));
    }
  });
});

describe('signed in as each demo user', () => {
  for (const [email, menu] of Object.entries(MENUS)) {
    it(`${email} lands on /contracts and sees their menu`, async () => {
      const { page } = await portal.open();
      await signInAs(page, email);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await visible(nav.getByRole('link', { name: 'Contracts' }));
      expect(await nav.getByRole('link').allTextContents()).toEqual(menu.entries);
      await hasAttribute(nav.getByRole('link', { name: 'Contracts' }), 'aria-current', 'page');
      expect(await page.getByRole('link', { name: 'Search' }).count()).toBe(menu.search ? 1 : 0);
      await visible(page.getByRole('button', { name: 'Log out' }));
    });
  }

  it('the name links to the own profile; /dashboard is the home; /welcome enters /contracts', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.receiver);
    await page.getByRole('link', { name: 'Rachel Okafor' }).click();
    await page.waitForURL(/\/company\/ANY\/user\/[0-9a-f-]+$/);
    await visible(page.getByRole('heading', { name: 'Rachel Okafor' }));
    await page.goto('/dashboard');
    await hasAttribute(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contracts' }),
      'aria-current',
      'page',
    );
    await page.goto('/welcome');
    await page.getByRole('link', { name: 'Enter' }).click();
    await page.waitForURL('**/contracts');
  });

  it('denies the admin page to non-admins with the spec text', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.reseller);
    await page.goto('/admin');
    await visible(page.getByText("Whoops! You don't have the right permissions to view this page."));
  });

  it('logs out server-side: protected pages redirect to /login again', async () => {
    const { page, context } = await portal.open();
    await signInAs(page, DEMO.steward);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    expect((await context.cookies()).some((c) => c.name.includes('session_token'))).toBe(false);
    await page.goto('/contracts');
    await page.waitForURL('**/login');
  });
});

describe('complete profile', () => {
  it('asks a user without a name to complete the profile, then shows the name', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.newuser);
    const modal = page.getByRole('dialog', { name: 'Please Complete Profile' });
    await visible(modal);
    await modal.getByRole('button', { name: 'Save' }).click();
    await visible(modal.getByText('All fields are required').first());
    await modal.getByLabel('First name').fill('Nora');
    await modal.getByLabel('Last name').fill('Quinn');
    await modal.getByLabel('Phone').fill('555-12');
    await modal.getByRole('button', { name: 'Save' }).click();
    await visible(modal.getByText('Please provide a valid phone number ex. 919-999-9999, limited to 10 digits.'));
    await modal.getByLabel('Phone').fill('(515) 555-0199');
    await modal.getByRole('button', { name: 'Save' }).click();
    await hidden(modal);
    await visible(page.getByRole('link', { name: 'Nora Quinn' }));
  });
});

describe('password reset through the outbox', () => {
  it('sends a link that sets a new password', async () => {
    const { page } = await portal.open();
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(DEMO.operator);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await hasText(page.getByRole('status'), `If an account exists for ${DEMO.operator}`, 'contains');

    const admin = await portal.open();
    await signInAs(admin.page, DEMO.admin);
    await admin.page.goto('/admin/outbox');
    const row = admin.page.getByRole('row').filter({ hasText: DEMO.operator });
    await count(row, 1);
    await screenshot(admin.page, 'outbox-1280');
    const link = await row.getByRole('link', { name: 'Open link' }).getAttribute('href');
    expect(link).toContain('/api/auth/reset-password/');

    await page.goto(link!);
    await page.waitForURL(/\/forgot-password\?token=/);
    await page.getByLabel('New password', { exact: true }).fill('Brand-New-Password-9');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await hasText(page.getByRole('status'), 'Your password was changed. You can now sign in.');
    await signInAs(page, DEMO.operator, 'Brand-New-Password-9');
  });
});

describe('sign-up through the confirmation e-mail', () => {
  it('sign-up asks to check the e-mail; the link from the outbox signs in to the profile page', async () => {
    const email = 'browser.signup@example.net';
    const { page } = await portal.open();
    await page.goto('/sign-up');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('password1234');
    await page.getByRole('button', { name: 'Create account' }).click();
    await hasText(page.getByRole('alert'), COMMON_PASSWORD_MESSAGE);
    await page.getByLabel('Password', { exact: true }).fill('Browser-Signup-Password-2');
    await page.getByRole('button', { name: 'Create account' }).click();
    await hasText(page.getByRole('status'), SIGN_UP_CHECK_EMAIL_MESSAGE);
    await screenshot(page, 'sign-up-check-email-1280');

    const [message] = await outboxTo(portal.portal.app.deps.db, email, 'verify-email');
    await page.goto(message!.link!);
    await page.waitForURL('**/new-user');
    await visible(page.getByRole('heading', { name: 'Welcome! Complete your profile' }));
  });
});

describe('a home that knows who you are', () => {
  it('a receiver lands on what needs her: contracts awaiting her signature, her latest tickets, her company in the menu', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page } = await portal.open(viewport);
      await signInAs(page, DEMO.receiver);
      const waiting = (await (await page.request.get('/api/signing/awaiting')).json()) as {
        total: number;
        contracts: { contract_id: string; new_contract_id: string; company_id: string }[];
      };
      expect(waiting.total).toBeGreaterThan(0);
      const signing = page.getByRole('region', { name: 'Awaiting your signature' });
      await visible(signing.getByRole('heading', { name: `Awaiting your signature (${waiting.total})` }));
      const first = waiting.contracts[0]!;
      await visible(signing.getByRole('link', { name: `Sign contract ${first.new_contract_id}` }));
      const tickets = page.getByRole('region', { name: 'Latest scale tickets' });
      await visible(tickets.getByRole('link', { name: 'All scale tickets' }));
      // the tasks come before the contracts list
      const list = page.getByRole(viewport === PHONE ? 'list' : 'table', { name: 'Contracts', exact: true });
      await visible(list);
      expect((await signing.boundingBox())!.y).toBeLessThan((await list.boundingBox())!.y);
      await screenshot(page, `home-receiver-${viewport.width}`);

      if (viewport === DESKTOP) {
        await signing.getByRole('link', { name: first.new_contract_id, exact: true }).click();
        await page.waitForURL(`**/company/${first.company_id}/contracts/${first.contract_id}`);
        await visible(page.getByRole('link', { name: 'Sign contract' }));
        const nav = page.getByRole('navigation', { name: 'Main' });
        await nav.getByRole('link', { name: 'Scale tickets' }).click();
        await page.waitForURL(/\/company\/[\w-]+\/scale-tickets\/\d{4}$/);
        await hasAttribute(nav.getByRole('link', { name: 'Scale tickets' }), 'aria-current', 'page');
        await nav.getByRole('link', { name: 'My company' }).click();
        await page.waitForURL(`**/company/${first.company_id}`);
        await hasAttribute(nav.getByRole('link', { name: 'My company' }), 'aria-current', 'page');
        await nav.getByRole('link', { name: 'Production plans' }).click();
        await visible(page.getByRole('region', { name: 'Production plans' }));
        await screenshot(page, 'home-receiver-production-plans-1280');
      }
    }
  });
});

describe('the shell at three widths', () => {
  it('shows the full bar at 1280 px, the Menu button at 900 px and 390 px', async () => {
    for (const [viewport, name] of [
      [DESKTOP, 'shell-1280'],
      [TABLET, 'shell-900'],
      [PHONE, 'shell-390'],
    ] as const) {
      const { page } = await portal.open(viewport);
      await signInAs(page, DEMO.admin);
      const menuButton = page.getByRole('button', { name: 'Menu' });
      if (viewport.width >= 1000) {
        await count(menuButton, 0);
        await visible(page.getByRole('link', { name: 'Search' }));
        await screenshot(page, name);
      } else {
        await hidden(page.getByRole('link', { name: 'Search' }));
        await screenshot(page, name);
        await menuButton.click();
        const drawer = page.getByRole('dialog', { name: 'Menu' });
        await visible(drawer.getByRole('link', { name: 'Search' }));
        await visible(drawer.getByRole('link', { name: 'Alex Morgan' }));
        await visible(drawer.getByRole('button', { name: 'Log out' }));
        await screenshot(page, `${name}-menu`);
      }
    }
  });
});

describe('orientation and the first paint', () => {
  it('a hard load paints the top bar and a skeleton while the data is away, then the page: its title, one h1, one main', async () => {
    const { page } = await portal.open(DESKTOP);
    await signInAs(page, DEMO.admin);
    // hold every API reply until the skeleton has been seen
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/company', { waitUntil: 'commit' });
    await visible(page.getByRole('banner').getByText('Enogen Portal'));
    await visible(page.getByRole('status', { name: 'Loading' }));
    await screenshot(page, 'shell-before-data');
    release();
    await visible(page.getByRole('table').locator('tbody tr'));
    await hidden(page.getByRole('status', { name: 'Loading' }));
    expect(await page.title()).toBe('Companies · Enogen Portal');
    await hasText(page.getByRole('heading', { level: 1 }), 'Companies');
    await count(page.locator('h1'), 1);
    await count(page.getByRole('main'), 1);
    await screenshot(page, 'shell-after-data');
  });

  it('Skip to content is the first Tab stop and lands in the page; the bar shows a bright focus ring', async () => {
    const { page } = await portal.open(DESKTOP);
    await signInAs(page, DEMO.admin);
    await visible(page.getByRole('table').locator('tbody tr'));
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await screenshot(page, 'shell-skip-link');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    expect(new URL(page.url()).hash).toBe('');
    // the next Tab goes into the page, past the bar
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
    // the ring on the dark bar: yellow, 3 px
    await page.getByRole('link', { name: 'Companies' }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
    });
    expect(ring).toBe('solid 3px rgb(255, 212, 59)');
    await screenshot(page, 'shell-header-focus');
  });

  it('focus returns to the opener after a dialog closes (Esc, ×, Close), and a record names the tab', async () => {
    const { page } = await portal.open(DESKTOP);
    await signInAs(page, DEMO.admin);
    await page.goto('/company');
    const opener = page.getByRole('button', { name: 'Create company' });
    const dialog = page.getByRole('dialog', { name: 'Create company' });
    const focusedIsOpener = () => opener.evaluate((el) => el === document.activeElement);
    await opener.click();
    await visible(dialog);
    await page.keyboard.press('Escape');
    await hidden(dialog);
    await expect.poll(focusedIsOpener).toBe(true);
    await opener.click();
    await visible(dialog);
    await dialog.getByRole('button', { name: 'Dismiss' }).click();
    await hidden(dialog);
    await expect.poll(focusedIsOpener).toBe(true);
    await screenshot(page, 'shell-focus-returned');

    // a view rendered only while open: a receiver's ticket detail, opened from its row and closed
    const receiver = (await portal.open(DESKTOP)).page;
    await signInAs(receiver, DEMO.receiver);
    // the menu's entry leads to the year's list once the sales year is read (the company page before)
    const menuLink = receiver.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Scale tickets' });
    await expect.poll(() => menuLink.getAttribute('href')).toMatch(/\/scale-tickets\/\d{4}$/);
    await menuLink.click();
    const row = receiver.getByRole('table', { name: 'Scale tickets' }).getByRole('button').first();
    await visible(row);
    const detail = receiver.getByRole('dialog', { name: /^Scale ticket / });
    await row.click();
    await visible(detail);
    await detail.getByRole('button', { name: 'Close' }).click();
    await hidden(detail);
    await expect.poll(() => row.evaluate((el) => el === document.activeElement)).toBe(true);
    await row.click();
    await visible(detail);
    await receiver.keyboard.press('Escape');
    await hidden(detail);
    await expect.poll(() => row.evaluate((el) => el === document.activeElement)).toBe(true);
    await screenshot(receiver, 'shell-focus-returned-ticket');

    await page.goto('/contracts');
    await page.getByRole('table').locator('tbody a[href*="/contracts/"]').first().click();
    await visible(page.getByRole('region', { name: 'Signers' }));
    await expect.poll(() => page.title()).toMatch(/^Contract \w{10,} · Enogen Portal$/);
  });
});
