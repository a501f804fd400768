import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = join(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

/** Debian's Chromium, started as the probe of this machine showed works (root, closed network). */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install it with 'apt-get install chromium' (or set CHROMIUM_PATH).`,
    );
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export type Viewport = { width: number; height: number };
export const DESKTOP: Viewport = { width: 1280, height: 800 };
export const TABLET: Viewport = { width: 900, height: 900 };
export const PHONE: Viewport = { width: 390, height: 844 };

/**
 * A fresh context. The portal's service worker (offline stewardship) is blocked unless a test asks for
 * it: it would precache the whole app in every test's fresh context, and only the offline tests need it.
 */
export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport: Viewport = DESKTOP,
  serviceWorkers: 'allow' | 'block' = 'block',
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport, reducedMotion: 'reduce', serviceWorkers });
  context.setDefaultTimeout(15_000);
  return context;
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
