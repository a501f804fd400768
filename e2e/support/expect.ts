import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/** Waits for the locator to be visible (Playwright's auto-waiting, vitest's assertions). */
export const visible = (locator: Locator) => locator.first().waitFor({ state: 'visible' });
export const hidden = (locator: Locator) => locator.first().waitFor({ state: 'hidden' });

/** Polls until the locator's text equals or contains the expected text. */
export async function hasText(locator: Locator, text: string, mode: 'equals' | 'contains' = 'equals') {
  const poll = expect.poll(
    async () =>
      (
        (await locator
          .first()
          .textContent()
          .catch(() => null)) ?? ''
      ).trim(),
    {
      timeout: 15_000,
    },
  );
  await (mode === 'equals' ? poll.toBe(text) : poll.toContain(text));
}

export async function hasAttribute(locator: Locator, name: string, value: string) {
  await expect.poll(() => locator.first().getAttribute(name), { timeout: 15_000 }).toBe(value);
}

export async function count(locator: Locator, expected: number) {
  await expect.poll(() => locator.count(), { timeout: 15_000 }).toBe(expected);
}
