import { createServer } from 'node:net';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createTestPortal, DEMO, DEMO_PASSWORD, type TestPortal } from '@portal/api/testing';
import { DESKTOP, launchChromium, newContext, type Viewport } from './browser';

export { DEMO, DEMO_PASSWORD };

/** The built web app; E2E_WEB_DIST points at another build (e.g. a private copy while others rebuild). */
export const WEB_DIST = process.env.E2E_WEB_DIST ?? join(import.meta.dirname, '..', '..', 'apps', 'web', 'dist');

export type BrowserPortal = {
  portal: TestPortal;
  baseURL: string;
  browser: Browser;
  /** A fresh browser context (no cookies) at the given viewport, and its first page. */
  open: (viewport?: Viewport, serviceWorkers?: 'allow' | 'block') => Promise<{ context: BrowserContext; page: Page }>;
  close: () => Promise<void>;
};

/** The whole portal (built web app + API + fresh seeded database) on a free port, with Chromium. */
export async function startBrowserPortal(options: { env?: Record<string, string> } = {}): Promise<BrowserPortal> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const portal = await createTestPortal({
    webDist: WEB_DIST,
    // Links in messages point at this server.
    env: { PUBLIC_URL: baseURL, ...options.env },
  });
  await portal.app.listen({ port, host: '127.0.0.1' });
  const browser = await launchChromium();
  const contexts: BrowserContext[] = [];
  return {
    portal,
    baseURL,
    browser,
    async open(viewport = DESKTOP, serviceWorkers: 'allow' | 'block' = 'block') {
      const context = await newContext(browser, baseURL, viewport, serviceWorkers);
      contexts.push(context);
      return { context, page: await context.newPage() };
    },
    async close() {
      await Promise.allSettled(contexts.map((c) => c.close()));
      await browser.close();
      await portal.close();
    },
  };
}

/**
 * Signs in as the user and opens the home page. The sign-in goes through the API (the cookie lands in
 * the page's context): the /login form is tested on its own, and skipping it saves a page per test.
 */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD) {
  const reply = await page.request.post('/api/auth/sign-in/email', { data: { email, password } });
  if (!reply.ok()) throw new Error(`sign-in as ${email} failed: ${reply.status()} ${await reply.text()}`);
  await page.goto('/contracts');
  await page.waitForURL('**/contracts');
}

/** Signs in through the /login form, as a user does, and waits for the home page. */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/contracts');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
