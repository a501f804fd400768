import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import { type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { withServer } from '../../test/template';
import { inject, json, signIn } from '../../test/portal';
import { connectServer, type Database, type Db, type Schema } from './client';
import { journalTags, migrationsDir } from './migration-checksums';
import * as schema from './schema';

/**
 * A database made by the oldest release (its schema: the first migrations only, up to the initial
 * tables) upgrades to HEAD with its data, and the app works on it: a sign-in and reads. On embedded
 * PGlite, or on the DATABASE_URL server when the tests have one (a database of its own, dropped after).
 */
const OLDEST = ['0000_extensions', '0001_initial'];
const PASSWORD = 'Upgrade-Password-1';

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let cleanUp: () => Promise<void> = async () => undefined;
const work = mkdtempSync(join(tmpdir(), 'portal-upgrade-'));

/** A migrations folder holding only the named migrations and their journal entries. */
function oldestMigrations(): string {
  const dir = join(work, 'drizzle');
  mkdirSync(join(dir, 'meta'), { recursive: true });
  const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  journal.entries = journal.entries.filter((entry) => OLDEST.includes(entry.tag));
  writeFileSync(join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const tag of OLDEST) cpSync(join(migrationsDir, `${tag}.sql`), join(dir, `${tag}.sql`));
  return dir;
}

/** Rows as the first release's schema took them (plain SQL: today's schema module has more columns). */
async function insertOldRows(db: Db, passwordHash: string) {
  await db.execute(sql`
    insert into users (id, name, email, email_verified, first, last) values
      ('old-admin', 'Olga Admin', 'olga@example.com', true, 'Olga', 'Admin'),
      ('old-rep', 'Ravi Rep', 'ravi@example.com', false, 'Ravi', 'Rep')`);
  await db.execute(sql`
    insert into accounts (id, account_id, provider_id, user_id, password) values
      ('old-admin-account', 'old-admin', 'credential', 'old-admin', ${passwordHash})`);
  await db.execute(sql`
    insert into sessions (id, token, user_id, expires_at) values
      ('old-session', ${randomBytes(16).toString('hex')}, 'old-admin', now() + interval '1 day')`);
  await db.execute(sql`
    insert into companies (company_id, company_name, company_type, city, supported_languages) values
      ('00000000-0000-4000-8000-000000000001', 'Zoë''s Grain Co-op', 'grain-receiver', 'Ames', '{en,es}')`);
  await db.execute(sql`
    insert into roles (role_id, role_name, display_name, role_type) values
      ('00000000-0000-4000-8000-000000000002', 'platform-admin', 'Platform admin', 'admin')`);
  await db.execute(sql`
    insert into assignments (user_id, company_id, role_id) values
      ('old-admin', null, '00000000-0000-4000-8000-000000000002')`);
  await db.execute(sql`
    insert into audit_log (audit_id, user_id, action, entity, entity_id, details) values
      ('00000000-0000-4000-8000-0000000000a1', 'old-admin', 'delete', 'scale_ticket', null,
       '{"batch_id": "b-1", "scale_ticket_ids": ["t-1", "t-2"]}'),
      ('00000000-0000-4000-8000-0000000000a2', 'old-admin', 'invite', 'assignment', 'as-1',
       '{"user_id": "old-rep", "company_id": "00000000-0000-4000-8000-000000000001"}')`);
}

async function openOldest(): Promise<Database> {
  const oldest = oldestMigrations();
  const serverUrl = process.env.DATABASE_URL || undefined;
  if (serverUrl) {
    const name = `portal_upgrade_${randomBytes(6).toString('hex')}`;
    await withServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const server = connectServer(url.toString());
    cleanUp = () => withServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    const migrate = (folder: string) =>
      migratePg(server.db as unknown as NodePgDatabase<Schema>, { migrationsFolder: folder });
    await migrate(oldest);
    await insertOldRows(server.db, await hashPassword(PASSWORD));
    await migrate(migrationsDir);
    return server;
  }
  const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: oldest });
  await insertOldRows(db as unknown as Db, await hashPassword(PASSWORD));
  await migratePglite(db, { migrationsFolder: migrationsDir });
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    listen: async () => undefined,
    answers: async () => true,
    close: () => client.close(),
  };
}

beforeAll(async () => {
  database = await openOldest();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: work, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  app = await buildApp(config, { ...database, listen: async () => undefined }, false);
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.close().catch(() => undefined);
  await cleanUp();
  rmSync(work, { recursive: true, force: true });
});

const rows = async <T>(query: ReturnType<typeof sql>) => {
  const result = await database.db.execute(query);
  return (Array.isArray(result) ? result : (result as unknown as { rows: T[] }).rows) as T[];
};

describe('upgrade from the oldest schema', () => {
  it('applies every later migration, keeping the rows and filling the new columns', async () => {
    const applied = await rows<{ n: string }>(sql`select count(*) as n from drizzle.__drizzle_migrations`);
    expect(Number(applied[0]!.n)).toBe(journalTags().length);
    const users = await rows<{ id: string; email: string; signed_in_at: Date | null; two_factor_enabled: boolean }>(
      sql`select id, email, signed_in_at, two_factor_enabled from users order by id`,
    );
    expect(users.map((u) => [u.id, u.email, Boolean(u.signed_in_at), u.two_factor_enabled])).toEqual([
      ['old-admin', 'olga@example.com', true, false],
      ['old-rep', 'ravi@example.com', false, false],
    ]);
    const companies = await rows<{ company_name: string; supported_languages: string[] }>(
      sql`select company_name, supported_languages from companies`,
    );
    expect(companies).toEqual([{ company_name: "Zoë's Grain Co-op", supported_languages: ['en', 'es'] }]);
    // the records a batch or an assignment row is about, keyed for their History
    const keys = await rows<{ entity: string; entity_id: string; audit_id: string }>(
      sql`select entity, entity_id, audit_id from audit_record_keys order by audit_id, entity, entity_id`,
    );
    expect(keys.map((k) => [k.audit_id.slice(-2), k.entity, k.entity_id])).toEqual([
      ['a1', 'scale_ticket', 't-1'],
      ['a1', 'scale_ticket', 't-2'],
      ['a2', 'company', '00000000-0000-4000-8000-000000000001'],
      ['a2', 'user', 'old-rep'],
    ]);
  });

  it("signs in with the old release's password and reads through the API", async () => {
    const cookie = await signIn(app, 'olga@example.com', PASSWORD);
    const role = await inject(app, { method: 'GET', url: '/api/my-highest-role', cookie });
    expect(role.statusCode, role.body).toBe(200);
    expect(JSON.stringify(json(role))).toContain('admin');
    const list = await inject(app, { method: 'GET', url: '/api/company-management/v1', cookie });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).toContain("Zoë's Grain Co-op");
  });
});
