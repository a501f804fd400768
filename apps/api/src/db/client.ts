import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: data-access functions accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type Database = { db: Db; engine: 'pglite' | 'postgres'; close: () => Promise<void> };

// apps/api/drizzle, seen from src/db/client.ts (source) or from dist/main.js (the built bundle).
const here = dirname(fileURLToPath(import.meta.url));
const migrationsFolder = [join(here, '../../drizzle'), join(here, '../drizzle')].find((dir) => existsSync(dir))!;

/** Opens PostgreSQL: a server when a URL is given, else embedded PGlite (in memory without a dir). */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client cut off by the server (restart, DROP DATABASE … FORCE) must not crash the process.
    pool.on('error', (error) => console.error('PostgreSQL pool: idle client error:', error.message));
    // A client cut off while checked out (server restart, failover) fails its query, and the pool drops it on
    // release; its 'error' event, which pg emits with no listener then, must not crash the process.
    pool.on('connect', (client) =>
      client.on('error', (error) => console.error('PostgreSQL connection lost:', error.message)),
    );
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, engine: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir ?? 'memory://', { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, engine: 'pglite', close: () => client.close() };
}
