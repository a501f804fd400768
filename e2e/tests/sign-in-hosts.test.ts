import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newContext, screenshot } from '../support/browser';
import { DEMO, signInAs, startBrowserPortal, type BrowserPortal } from '../support/portal';

/** Issue 8, item 5: the portal opened under another name of this machine signs in as under PUBLIC_URL. */

let portal: BrowserPortal;
beforeAll(async () => {
  portal = await startBrowserPortal();
});
afterAll(async () => {
  await portal?.close();
});

describe('sign-in under every loopback name', () => {
  // The portal's PUBLIC_URL is http://127.0.0.1:{port}; http://localhost:{port} is the same machine.
  it.each(['127.0.0.1', 'localhost'])('signs in at http://%s and lands on /contracts', async (host) => {
    const baseURL = portal.baseURL.replace('127.0.0.1', host);
    const context = await newContext(portal.browser, baseURL);
    try {
      const page = await context.newPage();
      await signInAs(page, DEMO.receiver);
      expect(new URL(page.url()).host).toBe(new URL(baseURL).host);
      await page.getByRole('link', { name: 'Contracts' }).first().waitFor();
      await screenshot(page, `sign-in-at-${host}`);
    } finally {
      await context.close();
    }
  });
});
