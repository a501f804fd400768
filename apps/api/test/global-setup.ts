import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config';
import { startPortal } from '../src/server';
import { withServer, type PortalTemplate } from './template';

/**
 * Migrates and seeds the demo programme once per test run; every test file then starts from a copy
 * (PGlite: a copy of the data folder; PostgreSQL: CREATE DATABASE ... TEMPLATE). A fresh start costs
 * the migrations and the seed, which is most of a file's time on a small machine.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL || undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-template-'));
  let databaseName: string | undefined;
  let databaseUrl: string | undefined;
  if (serverUrl) {
    databaseName = `portal_template_${randomBytes(6).toString('hex')}`;
    await withServer(serverUrl, (client) => client.query(`CREATE DATABASE ${databaseName}`));
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }

  const teardown = async () => {
    if (serverUrl && databaseName) {
      await withServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'no-web-build'),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'silent',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const { app } = await startPortal(config, false, { memory: false });
    await app.close();
  } catch (error) {
    await teardown();
    throw error;
  }

  const template: PortalTemplate = { dataDir, databaseName };
  project.provide('portalTemplate', template);
  return teardown;
}
