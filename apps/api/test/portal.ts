import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { loadConfig, type Config } from '../src/config';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed/demo';
import { startPortal } from '../src/server';

export { DEMO_PASSWORD, DEMO_USERS };

/** The demo sign-ins the seed creates (all with DEMO_PASSWORD). */
export const DEMO = {
  admin: 'admin@example.com',
  salesrep: 'salesrep@example.com',
  steward: 'steward@example.com',
  reseller: 'reseller@example.com',
  receiver: 'receiver@example.com',
  operator: 'operator@example.com',
  newuser: 'newuser@example.com',
} as const;

export type TestApp = Awaited<ReturnType<typeof startPortal>>['app'];

export type TestPortal = {
  app: TestApp;
  config: Config;
  engine: 'pglite' | 'postgres';
  /** Closes the app and the database; drops the per-file database on a PostgreSQL server. */
  close: () => Promise<void>;
};

let addressCounter = 0;

/**
 * A client address no other request of this test process has used. Better Auth rate-limits
 * sign-in per address, so each helper call gets its own unless a test passes one on purpose.
 */
export function uniqueAddress(): string {
  addressCounter += 1;
  const n = addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * Builds the whole portal for one test file: demo programme seeded, no logger, no web build.
 * In-memory PGlite by default; with DATABASE_URL set, a brand-new database on that server
 * (portal_test_<random>) that close() drops again. `ready: false` leaves routes open for registration.
 */
export async function createTestPortal(
  options: { ready?: boolean; webDist?: string; env?: Record<string, string> } = {},
): Promise<TestPortal> {
  const serverUrl = process.env.DATABASE_URL || undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;

  if (serverUrl) {
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    await withServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () =>
      withServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }

  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST: options.webDist ?? join(dataDir, 'no-web-build'),
    SEED_DEMO: 'true',
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });

  try {
    const { app, database } = await startPortal(config, false, { memory: !databaseUrl });
    if (options.ready !== false) await app.ready();
    return {
      app,
      config,
      engine: database.engine,
      async close() {
        try {
          await app.close();
        } finally {
          await dropDatabase?.();
          rmSync(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function withServer(url: string, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** The Cookie request header that carries every cookie a response set. */
export function cookieHeader(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return list
    .map((cookie) => cookie.split(';')[0]!.trim())
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** POST /api/auth/sign-in/email from the given (by default a fresh) client address. */
export function signInRequest(
  app: TestApp,
  email: string,
  password: string = DEMO_PASSWORD,
  address: string = uniqueAddress(),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: address,
    headers: { 'x-forwarded-for': address },
    payload: { email, password },
  });
}

/** Signs in and returns the Cookie header of the new session; fails loudly when sign-in fails. */
export async function signIn(app: TestApp, email: string, password: string = DEMO_PASSWORD): Promise<string> {
  const response = await signInRequest(app, email, password);
  if (response.statusCode !== 200) {
    throw new Error(`Sign-in of ${email} answered ${response.statusCode}: ${response.body}`);
  }
  const cookie = cookieHeader(response);
  if (!cookie.includes('session_token')) throw new Error(`Sign-in of ${email} set no session cookie`);
  return cookie;
}

export type Request = Omit<InjectOptions, 'cookies'> & { cookie?: string };

/** app.inject with the session cookie (if any) and a fresh client address. */
export function inject(app: TestApp, request: Request): Promise<LightMyRequestResponse> {
  const { cookie, headers, ...rest } = request;
  return app.inject({
    remoteAddress: uniqueAddress(),
    ...rest,
    headers: { ...(headers ?? {}), ...(cookie ? { cookie } : {}) },
  });
}

/** The JSON body of a response, typed loosely for assertions. */
export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}
