import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript the sign-in page loads: the entry script of the built index.html and every chunk it
 * imports statically (the sign-in page is in the entry; other pages are lazy chunks). Gzipped sizes.
 */
export function signInBundle(webDist: string): { gzipKb: number; files: number; largestKb: number } {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const entry = /<script[^>]+src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error(`no entry script in ${webDist}/index.html`);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(join(webDist, file), 'utf8');
    for (const [, name] of source.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g))
      visit(join('assets', name!));
  };
  visit(entry);
  const sizes = [...seen].map((file) => gzipSync(readFileSync(join(webDist, file))).length / 1024);
  return { gzipKb: sizes.reduce((a, b) => a + b, 0), files: seen.size, largestKb: Math.max(...sizes) };
}
