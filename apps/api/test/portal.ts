import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Writable } from 'node:stream';
import { join } from 'node:path';
import type { ApiErrorBody } from '@portal/domain';
import type { FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject as injectProvided } from 'vitest';
import { loadConfig, type Config } from '../src/config';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed/demo';
import { startPortal } from '../src/server';
import { withServer, type PortalTemplate } from './template';

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
 * A client address no other request of this test process has used. Failed sign-ins and the public
 * routes are limited per address, so each helper call gets its own unless a test passes one on purpose.
 */
export function uniqueAddress(): string {
  addressCounter += 1;
  const n = addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export type TestPortalOptions = {
  /** false leaves the app unready, so a test can still register routes. */
  ready?: boolean;
  webDist?: string;
  /** Extra environment for loadConfig (PUBLIC_URL, providers, ...). */
  env?: Record<string, string>;
  /** Migrate and seed from scratch instead of copying the run's prepared template. */
  fresh?: boolean;
  /** The app's logger options (none by default), e.g. `{ level: 'info', stream }` to read the log lines. */
  logger?: FastifyServerOptions['logger'];
};

/**
 * Builds the whole portal for one test file: demo programme seeded, no logger, no web build.
 *
 * Embedded by default: PGlite in its own temporary folder, copied from the template the global
 * setup migrated and seeded once per run (`fresh: true`, TEST_FRESH_DATABASE=true or no template
 * migrates and seeds an in-memory PGlite instead). With DATABASE_URL set: a brand-new database on that server
 * (portal_test_<random>, created from the template database when there is one) that close() drops.
 */
export async function createTestPortal(options: TestPortalOptions = {}): Promise<TestPortal> {
  const serverUrl = process.env.DATABASE_URL || undefined;
  const env = options.env ?? {};
  const fresh =
    options.fresh || process.env.TEST_FRESH_DATABASE === 'true' || 'SEED_DEMO' in env || 'DATABASE_URL' in env;
  const template = fresh ? undefined : providedTemplate();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;

  try {
    if (template) cpSync(template.dataDir, dataDir, { recursive: true });
    if (serverUrl) {
      const name = `portal_test_${randomBytes(6).toString('hex')}`;
      await createDatabase(serverUrl, name, template?.databaseName);
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
      // Tests change the database directly between requests; session-cache.test.ts turns the caches on.
      SESSION_COOKIE_CACHE_SECONDS: '0',
      PERMISSION_CACHE_MS: '0',
      REPORT_TOTALS_CACHE_MS: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    });

    // PGlite from the template lives in the copied folder; without a template, in memory.
    const { app, database } = await startPortal(config, options.logger ?? false, { memory: !template });
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

/** The template of this run, if the api project's global setup prepared one. */
function providedTemplate(): PortalTemplate | undefined {
  try {
    return injectProvided('portalTemplate') ?? undefined;
  } catch {
    return undefined;
  }
}

/** CREATE DATABASE, from the template when given (retried while the template's last connection closes). */
async function createDatabase(serverUrl: string, name: string, templateName?: string) {
  const sql = templateName ? `CREATE DATABASE ${name} TEMPLATE ${templateName}` : `CREATE DATABASE ${name}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await withServer(serverUrl, (client) => client.query(sql));
      return;
    } catch (error) {
      const busy = /being accessed by other users/.test(String((error as Error).message));
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
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

/** POST /api/auth/sign-in/email from the given (by default a fresh) client address, as a non-browser client. */
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

const sessions = new WeakMap<TestApp, Map<string, Promise<string>>>();

/** The session cookie of a demo (or any) user, signed in once per app and reused. */
export function sessionOf(app: TestApp, email: string): Promise<string> {
  const byEmail = sessions.get(app) ?? new Map<string, Promise<string>>();
  sessions.set(app, byEmail);
  let cookie = byEmail.get(email);
  if (!cookie) {
    cookie = signIn(app, email);
    byEmail.set(email, cookie);
    cookie.catch(() => byEmail.delete(email));
  }
  return cookie;
}

/** inject as the signed-in user with this e-mail (null: anonymous). */
export async function injectAs(
  app: TestApp,
  email: string | null,
  request: Omit<Request, 'cookie'>,
): Promise<LightMyRequestResponse> {
  return inject(app, { ...request, cookie: email ? await sessionOf(app, email) : undefined });
}

/** The API's error body of a failed response. */
export function errorOf(response: LightMyRequestResponse): ApiErrorBody {
  return (response.json() as { error: ApiErrorBody }).error;
}

/** A logger option for createTestPortal that keeps every line the app writes, as text, in `lines`. */
export function capturedLog(): { lines: string[]; logger: { level: 'info'; stream: Writable } } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}
