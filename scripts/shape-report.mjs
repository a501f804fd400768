// Prints the shape measures of issue 10 (`npm run shape`); each should be 0.
// The fourth measure (repeated six-line blocks) is a separate tool's job.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', 'drizzle', 'test-results']);

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const specifiers = (path) => [...readFileSync(path, 'utf8').matchAll(IMPORT)].map((m) => m[1] ?? m[2]);
const rel = (path) => relative(root, path).split(sep).join('/');

// 1. Route files that import db/client or db/schema.
const routeFiles = [...sourceFiles(join(root, 'apps/api/src/features'))].filter((f) => f.endsWith(`${sep}routes.ts`));
const routesWithDb = routeFiles.filter((f) => specifiers(f).some((s) => /(^|\/)db\/(client|schema)(\/|$)/.test(s)));

// 2. Relative imports from one feature folder into another, web and api.
const crossFeature = [];
for (const app of ['web', 'api']) {
  const features = join(root, 'apps', app, 'src', 'features');
  const featureOf = (path) => {
    const inside = relative(features, path);
    return inside.startsWith('..') ? undefined : inside.split(sep)[0];
  };
  for (const file of sourceFiles(features)) {
    for (const spec of specifiers(file)) {
      if (!spec.startsWith('.')) continue;
      const target = featureOf(resolve(dirname(file), spec));
      if (target && target !== featureOf(file)) crossFeature.push(`${rel(file)} → ${spec}`);
    }
  }
}

// 3. Hand-written source files over 400 lines (tests, test helpers, seeds and migrations aside).
const isTestOrSeed = (path) =>
  /\.(test|fixtures)\.tsx?$/.test(path) || /\/(test|seed|fixtures)\//.test(path) || path.startsWith('e2e/');
const longFiles = ['apps', 'packages']
  .flatMap((dir) => [...sourceFiles(join(root, dir))])
  .map((path) => ({ path: rel(path), lines: readFileSync(path, 'utf8').split('\n').length - 1 }))
  .filter(({ path, lines }) => lines > 400 && !isTestOrSeed(path));

const report = [
  ['route files importing db/client or db/schema', routesWithDb.map(rel)],
  ['relative imports from one feature folder into another (web and api)', crossFeature],
  ['hand-written source files over 400 lines', longFiles.map(({ path, lines }) => `${path} (${lines})`)],
];
for (const [title, items] of report) {
  console.log(`${String(items.length).padStart(3)}  ${title}`);
  for (const item of items) console.log(`       ${item}`);
}
console.log('  -  repeated six-line blocks: not measured here (a separate tool)');
