import { join } from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { seed } from './db/seed';

/** Opens the database, migrates, seeds and builds the app (used by main and by the tests). */
export async function startPortal(
  config: Config,
  logger: FastifyServerOptions['logger'] = true,
  options: { memory?: boolean } = {},
) {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: options.memory ? undefined : join(config.dataDir, 'pglite'),
  });
  const app = await buildApp(config, database, logger);
  const context = await app.deps.auth.$context;
  const seeded = await seed(database.db, {
    demo: config.seedDemo,
    hashPassword: (p) => context.password.hash(p),
    files: app.deps.files,
  });
  app.addHook('onClose', () => database.close());
  return { app, database, seeded };
}
