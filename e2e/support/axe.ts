import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Frame, Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.1 AA rules (and axe's best practices, which include label-content-name-mismatch). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** axe's impacts, least first: a scan reports its minimum impact and every one above it. */
const IMPACTS: ImpactValue[] = ['minor', 'moderate', 'serious', 'critical'];

export type Violation = { rule: string; impact: ImpactValue; target: string; summary: string };
export type ScanOptions = {
  /** the least impact reported; serious by default (the moderate and minor ones are best practices) */
  minimumImpact?: ImpactValue;
};

/**
 * Runs axe on the page and on each of its frames that shows a page of the portal (the signing
 * frame), and returns the serious and critical violations (or those of `minimumImpact` and above).
 * PDFs and other origins are left out.
 */
export async function seriousViolations(
  page: Page,
  origin: string,
  { minimumImpact = 'serious' }: ScanOptions = {},
): Promise<Violation[]> {
  const reported = IMPACTS.slice(IMPACTS.indexOf(minimumImpact));
  const portalPage = (url: string) => url.startsWith(`${origin}/`) && !new URL(url).pathname.startsWith('/api/');
  const frames = page.frames().filter((frame) => frame === page.mainFrame() || portalPage(frame.url()));
  const found: Violation[] = [];
  for (const frame of frames) found.push(...(await violationsIn(frame, reported)));
  return found;
}

async function violationsIn(frame: Frame, reported: ImpactValue[]): Promise<Violation[]> {
  // evaluated rather than added as a script tag: the portal's CSP allows no inline script
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
  const results = (await frame.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<unknown> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        // frames are scanned one by one (a PDF frame never answers axe's messages)
        iframes: false,
        resultTypes: ['violations'],
      }),
    TAGS,
  )) as AxeResults;
  return results.violations
    .filter((rule) => rule.impact && reported.includes(rule.impact))
    .flatMap((rule) =>
      rule.nodes.map((node) => ({
        rule: rule.id,
        impact: node.impact ?? rule.impact!,
        target: node.target.map(String).join(' > '),
        summary: (node.failureSummary ?? '').split('\n').slice(1, 2).join('').trim(),
      })),
    );
}
