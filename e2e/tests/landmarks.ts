import type { Page } from 'playwright-core';

/**
 * The moderate axe rules of orientation (headings and landmarks), which ../support/axe.ts does not
 * block on, and exactly one h1 and one main. Runs on the main frame, after seriousViolations has
 * put axe on the page; a handful of rules, so the walk stays as fast.
 */
const RULES = [
  'page-has-heading-one',
  'heading-order',
  'empty-heading',
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-main-is-top-level',
  'region',
];

export async function orientationProblems(page: Page): Promise<string[]> {
  return page.evaluate(async (rules) => {
    type Result = { violations: { id: string; nodes: { target: unknown[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<Result> } }).axe;
    const { violations } = await axe.run(document, {
      runOnly: { type: 'rule', values: rules },
      iframes: false,
      resultTypes: ['violations'],
    });
    const found = violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.map(String).join(' > ')}`));
    const h1 = document.querySelectorAll('h1').length;
    const main = document.querySelectorAll('main, [role="main"]').length;
    if (h1 !== 1) found.push(`${h1} h1 elements`);
    if (main !== 1) found.push(`${main} main landmarks`);
    return found;
  }, RULES);
}
