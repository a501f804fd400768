import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

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
/** API test files that replace a module with vi.mock, relative to apps/api. */
const MOCKING_MODULES = ['src/plugins/access.test.ts', 'src/plugins/route-walk.test.ts'];

/**
 * One Vitest run for the whole repository (`npm test`), split into projects:
 * - domain: pure unit tests of packages/domain;
 * - api: integration tests through HTTP injection against a real database (PGlite, or a fresh
 *   database per test file on the server named by DATABASE_URL), two files at a time; api-isolated
 *   holds the few files that mock a module;
 * - web: component tests of the SPA in jsdom;
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
          exclude: [...api.exclude, ...MOCKING_MODULES],
          // The files of a worker share one module graph: the API is imported once per worker, not per file.
          isolate: false,
        },
      },
      {
        // The files that mock a module (vi.mock) keep a module graph of their own.
        test: { ...api, name: 'api-isolated', include: MOCKING_MODULES },
      },
      {
        // The web app's own Vite config (React plugin) when it exists.
        ...(existsSync(webVite) ? { extends: webVite } : {}),
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: existsSync(webSetup) ? ['./src/test-setup.ts'] : [],
          passWithNoTests: true,
        },
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
