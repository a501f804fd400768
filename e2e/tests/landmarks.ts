import type { Page } from 'playwright-core';

/**
 * Exactly one h1 and one main on the page. axe's heading and landmark rules (page-has-heading-one,
 * heading-order, landmark-unique, region, ...) run in the walk's own scan, which reports every
 * impact (../support/axe.ts, minimumImpact).
 */
export async function orientationProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const h1 = document.querySelectorAll('h1').length;
    const main = document.querySelectorAll('main, [role="main"]').length;
    if (h1 !== 1) found.push(`${h1} h1 elements`);
    if (main !== 1) found.push(`${main} main landmarks`);
    return found;
  });
}
