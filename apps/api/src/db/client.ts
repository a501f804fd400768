import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: data-access functions accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/**
 * onMessage gets the payload of every NOTIFY on the channel, from any connection of any instance;
 * onGap runs when a lost listening connection is back (what was sent meanwhile is lost).
 */
export type Listen = (channel: string, onMessage: (payload: string) => void, onGap: () => void) => Promise<void>;

export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  listen: Listen;
  /** Whether a `select 1` answers within timeoutMs (never waits longer, never throws). */
  answers: (timeoutMs: number) => Promise<boolean>;
  close: () => Promise<void>;
};

/**
 * A database that stops answering must fail requests, not hang them: connecting gives up after 5 s; the
 * server cancels a statement, or ends a session left idle inside a transaction, after 60 s (room for the
 * biggest legitimate work: a 10,000-ticket upload, a report export); and the client gives up on a query
 * a little later still, for a server too frozen to cancel anything.
 */
const POOL_TIMEOUTS = {
  connectionTimeoutMillis: 5_000,
  statement_timeout: 60_000,
  idle_in_transaction_session_timeout: 60_000,
  query_timeout: 65_000,
} as const;

/** How long a lost listening connection waits before it connects again. */
const RELISTEN_MS = 1_000;

// apps/api/drizzle, seen from src/db/client.ts (source) or from dist/main.js (the built bundle).
const here = dirname(fileURLToPath(import.meta.url));
const migrationsFolder = [join(here, '../../drizzle'), join(here, '../drizzle')].find((dir) => existsSync(dir))!;

/** Opens PostgreSQL: a server when a URL is given, else embedded PGlite (in memory without a dir). */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (options.databaseUrl) {
    const database = connectServer(options.databaseUrl);
    try {
      await migratePg(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
    } catch (error) {
      await database.close().catch(() => undefined);
      throw error;
    }
    return database;
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir ?? 'memory://', { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    // One process holds the database: its own NOTIFYs are all there is (never a lost connection).
    listen: async (channel, onMessage) => void (await client.listen(channel, onMessage)),
    answers: (timeoutMs) =>
      withDeadline(
        client.query('select 1').then(() => true),
        timeoutMs,
      ),
    close: () => client.close(),
  };
}

/** A PostgreSQL server's pool (not migrated: openDatabase does that), its listeners and its probe. */
export function connectServer(databaseUrl: string): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, ...POOL_TIMEOUTS });
  // An idle client cut off by the server (restart, DROP DATABASE … FORCE) must not crash the process.
  pool.on('error', (error) => console.error('PostgreSQL pool: idle client error:', error.message));
  // A client cut off while checked out (server restart, failover) fails its query, and the pool drops it on
  // release; its 'error' event, which pg emits with no listener then, must not crash the process.
  pool.on('connect', (client) =>
    client.on('error', (error) => console.error('PostgreSQL connection lost:', error.message)),
  );
  const db = drizzlePg(pool, { schema });
  const listeners: (() => Promise<void>)[] = [];
  const probe = serverProbe(databaseUrl);
  let closed = false;
  return {
    db: db as unknown as Db,
    engine: 'postgres',
    listen: async (channel, onMessage, onGap) => {
      listeners.push(await listenOnServer(databaseUrl, channel, onMessage, onGap));
    },
    // A closed pool answers nothing, whatever the server does.
    answers: async (timeoutMs) => !closed && probe.answers(timeoutMs),
    close: async () => {
      closed = true;
      await Promise.all(listeners.map((stop) => stop()));
      probe.close();
      await pool.end();
    },
  };
}

/** The promise's outcome if it settles within timeoutMs, else false; a rejection is false. */
async function withDeadline(work: Promise<boolean>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([work.catch(() => false), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `select 1` on a connection of its own: a probe must not queue behind the pool's work (ten long
 * reports are not an outage). A connection that failed a probe is dropped and the next probe connects
 * afresh, so a frozen server is told from a slow pool.
 */
function serverProbe(url: string): { answers: (timeoutMs: number) => Promise<boolean>; close: () => void } {
  let current: { client: pg.Client; ready: Promise<void> } | undefined;
  const drop = (probe: typeof current) => {
    if (!probe) return;
    if (current === probe) current = undefined;
    // end() destroys the socket of a connection still connecting or with a query pending.
    probe.client.end().catch(() => undefined);
  };
  return {
    async answers(timeoutMs) {
      if (!current) {
        const client = new pg.Client({
          connectionString: url,
          connectionTimeoutMillis: timeoutMs,
          query_timeout: timeoutMs,
        });
        client.on('error', () => drop(current?.client === client ? current : undefined));
        current = { client, ready: client.connect().then(() => undefined) };
      }
      const probe = current;
      const ok = await withDeadline(
        probe.ready.then(() => probe.client.query('select 1')).then(() => true),
        timeoutMs,
      );
      if (!ok) drop(probe);
      return ok;
    },
    close: () => drop(current),
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries): when it is lost (a
 * server restart, a failover), it connects again every RELISTEN_MS until it is back, then reports the gap.
 * Returns what stops it.
 */
async function listenOnServer(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const start = async (resumed: boolean) => {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: POOL_TIMEOUTS.connectionTimeoutMillis,
    });
    let lost = false;
    const lose = () => {
      if (lost || stopped) return;
      lost = true;
      client.end().catch(() => undefined);
      retry = setTimeout(() => void start(true), RELISTEN_MS);
    };
    client.on('error', (error) => {
      console.error('PostgreSQL listening connection lost:', error.message);
      lose();
    });
    client.on('end', lose);
    client.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      if (resumed) return lose();
      lost = true;
      clearTimeout(retry);
      await client.end().catch(() => undefined);
      throw error;
    }
    if (stopped) return void (await client.end().catch(() => undefined));
    current = client;
    if (resumed) onGap();
  };
  await start(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => undefined);
  };
}
