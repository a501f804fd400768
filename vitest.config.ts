import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The test files under `root` that replace a module with vi.mock, relative to `root`. They keep a
 * module graph of their own; every other file of their project shares one per worker (isolate: false).
 */
function mockingFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(path);
      } else if (/\.test\.tsx?$/.test(entry.name) && readFileSync(path, 'utf8').includes('vi.mock(')) {
        found.push(relative(root, path));
      }
    }
  };
  if (existsSync(root)) walk(root);
  return found;
}

const webSetup = './apps/web/src/test-setup.ts';
const webVite = './apps/web/vite.config.ts';

/** The API tests: a real database per file, copied from a template migrated and seeded once per run. */
const api = {
  root: './apps/api',
  // Migrates and seeds once per run; each file starts from a copy (test/global-setup.ts).
  globalSetup: ['./test/global-setup.ts'],
  include: ['**/*.test.ts'],
  exclude: ['**/node_modules/**', '**/dist/**'],
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  fileParallelism: true,
};
const API_MOCKING = mockingFiles('./apps/api');
const WEB_MOCKING = mockingFiles('./apps/web');

/** The web app's component tests in jsdom, with the app's own Vite config (React plugin). */
const webProject = {
  ...(existsSync(webVite) ? { extends: webVite } : {}),
  test: {
    root: './apps/web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom' as const,
    setupFiles: existsSync(webSetup) ? ['./src/test-setup.ts'] : [],
    passWithNoTests: true,
  },
};

/**
 * One Vitest run for the whole repository (`npm test`), split into projects:
 * - domain: pure unit tests of packages/domain;
 * - api: integration tests through HTTP injection against a real database (PGlite, or a fresh
 *   database per test file on the server named by DATABASE_URL), two files at a time; api-isolated
 *   holds the few files that mock a module;
 * - web: component tests of the SPA in jsdom, one jsdom per worker; web-isolated holds the files that
 *   mock a module;
 * - e2e: browser tests driving the system Chromium against a running portal, two files at a time,
 *   after the other projects have finished (sequence.groupOrder) so they do not compete for the CPU.
 */
export default defineConfig({
  test: {
    // The machine that runs CI has two cores; more workers only add contention for the databases.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          ...api,
          name: 'api',
          exclude: [...api.exclude, ...API_MOCKING],
          // The files of a worker share one module graph: the API is imported once per worker, not per file.
          isolate: false,
        },
      },
      {
        // The files that mock a module (vi.mock) keep a module graph of their own.
        test: { ...api, name: 'api-isolated', include: API_MOCKING },
      },
      {
        ...webProject,
        // One jsdom and one module graph per worker: a file's setup is a few milliseconds, not a second.
        test: { ...webProject.test, name: 'web', isolate: false, exclude: [...WEB_MOCKING, '**/node_modules/**'] },
      },
      {
        ...webProject,
        test: { ...webProject.test, name: 'web-isolated', include: WEB_MOCKING },
      },
      {
        test: {
          name: 'e2e',
          // The page settles at its own pace on a loaded machine; poll like Playwright's assertions do.
          expect: { poll: { timeout: 15_000 } },
          root: './e2e',
          // Each file starts its portal from a copy of the migrated and seeded template, like the API tests.
          globalSetup: ['../apps/api/test/global-setup.ts'],
          isolate: false,
          sequence: { groupOrder: 1 },
          include: ['tests/**/*.test.ts'],
          environment: 'node',
          // Two files at a time, each with its own portal, database and browser: one file keeps about
          // one core busy (the browser most of it). E2E_WORKERS=1 runs them one by one.
          fileParallelism: process.env.E2E_WORKERS !== '1',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          passWithNoTests: true,
        },
      },
    ],
  },
});
