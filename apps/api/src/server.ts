import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import { ConfigError, type Config } from './config';
import { openDatabase, type Db } from './db/client';
import { users } from './db/schema';
import { seed } from './db/seed';
import { DEMO_USERS } from './db/seed/demo';

/**
 * Opens the database, migrates, seeds and builds the app (used by main and by the tests). Production
 * refuses a database that holds a demo account (their password is published).
 */
export async function startPortal(
  config: Config,
  logger: FastifyServerOptions['logger'] = true,
  options: { memory?: boolean } = {},
) {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: options.memory ? undefined : join(config.dataDir, 'pglite'),
  });
  if (config.production) {
    const demo = await demoAccounts(database.db);
    if (demo.length) {
      await database.close();
      throw new ConfigError(
        `Refusing to start in production: the database holds demo accounts with the published password (${demo.join(', ')}). Delete them first.`,
      );
    }
  }
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

async function demoAccounts(db: Db): Promise<string[]> {
  const emails = DEMO_USERS.map((user) => user.email);
  const rows = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  return rows.map((row) => row.email);
}
