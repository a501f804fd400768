import { resolve } from 'node:path';
import { oidcProviderSchema, samlProviderSchema, type OidcProviderInput, type SamlProviderInput } from '@portal/domain';
import { z } from 'zod';

export type Config = {
  production: boolean;
  port: number;
  /** Listening address: 127.0.0.1 outside production unless HOST says otherwise. */
  host: string;
  /** Fastify's trustProxy from TRUST_PROXY: the proxies' addresses/CIDRs; never `true`. */
  trustProxy: false | string[];
  /** Origins allowed to sign in and to send state-changing requests: PUBLIC_URL and TRUSTED_ORIGINS. */
  trustedOrigins: string[];
  /** Where the portal is reached; links in e-mails point here. */
  publicUrl: string;
  /** Embedded database and local files live here unless DATABASE_URL / S3 are set. */
  dataDir: string;
  databaseUrl?: string;
  /** Where uploaded and generated files live: in PostgreSQL (default) or a folder under dataDir. */
  fileStorage: 'database' | 'local';
  authSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  smsWebhookUrl?: string;
  syncEndpointUrl?: string;
  /** Signs the CRM and SMS webhook requests (services/webhook-signature.ts); required in production when either is set. */
  webhookSecret?: string;
  seedDemo: boolean;
  /** Static web build to serve; absent in API-only tests. */
  webDist?: string;
  logLevel: string;
  /**
   * perAccount: an account's failed sign-ins before each further attempt waits (a growing delay);
   * perAddress: failed sign-ins allowed per client address in SIGN_IN_FAILURE_WINDOW_MINUTES.
   */
  signInFailures: { perAccount: number; perAddress: number };
  /** SIGN_INS_PER_ACCOUNT_PER_MINUTE: sign-in attempts one account may make in a minute (correct ones too). */
  signInsPerAccountPerMinute: number;
  /** Costly report and ticket calls per user: a minute's budget and how many may run at once. */
  costlyCalls: { perMinute: number; concurrent: number };
  /** SESSION_COOKIE_CACHE_SECONDS: how long a signed cookie copy of the session spares its lookup (0: off). */
  sessionCookieCacheSeconds: number;
  /** PERMISSION_CACHE_MS: how long an instance keeps a user's permissions without a write of its own (0: off). */
  permissionCacheMs: number;
  /** REPORT_TOTALS_CACHE_MS: how long an instance keeps the totals of a report over 1,000 contracts (0: off). */
  reportTotalsCacheMs: number;
  /** OpenID Connect providers from OIDC_PROVIDERS (a JSON array); more can be added by the admin. */
  oidcProviders: OidcProviderInput[];
  /** SAML identity providers from SAML_PROVIDERS (a JSON array); more can be added by the admin. */
  samlProviders: SamlProviderInput[];
  /** OIDC_ALLOW_PRIVATE_ISSUERS (never in production): the admin may add http or private-address issuers (local tests). */
  oidcAllowPrivateIssuers: boolean;
  /** ADMIN_TWO_FACTOR: whether admins must enrol TOTP before using the portal (required by default in production). */
  adminTwoFactor: 'required' | 'optional';
};

export const DEV_SECRET = 'development-only-secret-not-for-production-use-0123456789';

export class ConfigError extends Error {}

/**
 * Reads the environment once at start-up. Production refuses to start without a session secret of its
 * own (the development secret is public).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 3000);
  const secret = env.BETTER_AUTH_SECRET ?? env.SESSION_SECRET;
  if (production && (!secret || secret.length < 32 || secret === DEV_SECRET)) {
    throw new ConfigError(
      'Refusing to start: set BETTER_AUTH_SECRET (at least 32 characters, not the development secret) in production.',
    );
  }
  const webhookSecret = env.WEBHOOK_SECRET || undefined;
  if (production && (env.SYNC_ENDPOINT_URL || env.SMS_WEBHOOK_URL) && !webhookSecret) {
    throw new ConfigError(
      'Refusing to start: set WEBHOOK_SECRET to sign the SYNC_ENDPOINT_URL and SMS_WEBHOOK_URL requests.',
    );
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    production,
    port,
    host: env.HOST || (production ? '0.0.0.0' : '127.0.0.1'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    trustedOrigins: [...new Set([publicUrl, ...(env.TRUSTED_ORIGINS ?? '').split(',')].map(originOf).filter(Boolean))],
    publicUrl,
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    fileStorage: parseFileStorage(env.FILE_STORAGE),
    authSecret: secret ?? DEV_SECRET,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Enogen Portal <no-reply@example.com>',
    smsWebhookUrl: env.SMS_WEBHOOK_URL || undefined,
    syncEndpointUrl: env.SYNC_ENDPOINT_URL || undefined,
    webhookSecret,
    seedDemo: !production && env.SEED_DEMO !== 'false',
    webDist: resolve(env.WEB_DIST ?? 'apps/web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    signInFailures: {
      perAccount: positiveInteger('SIGN_IN_FAILURES_PER_ACCOUNT', env.SIGN_IN_FAILURES_PER_ACCOUNT, 5),
      perAddress: positiveInteger('SIGN_IN_FAILURES_PER_ADDRESS', env.SIGN_IN_FAILURES_PER_ADDRESS, 30),
    },
    signInsPerAccountPerMinute: positiveInteger(
      'SIGN_INS_PER_ACCOUNT_PER_MINUTE',
      env.SIGN_INS_PER_ACCOUNT_PER_MINUTE,
      20,
    ),
    costlyCalls: {
      perMinute: positiveInteger('COSTLY_CALLS_PER_MINUTE', env.COSTLY_CALLS_PER_MINUTE, 30),
      concurrent: positiveInteger('COSTLY_CALLS_CONCURRENT', env.COSTLY_CALLS_CONCURRENT, 2),
    },
    sessionCookieCacheSeconds: wholeNumber('SESSION_COOKIE_CACHE_SECONDS', env.SESSION_COOKIE_CACHE_SECONDS, 60),
    permissionCacheMs: wholeNumber('PERMISSION_CACHE_MS', env.PERMISSION_CACHE_MS, 5_000),
    reportTotalsCacheMs: wholeNumber('REPORT_TOTALS_CACHE_MS', env.REPORT_TOTALS_CACHE_MS, 10_000),
    oidcProviders: parseProviders('OIDC_PROVIDERS', env.OIDC_PROVIDERS, oidcProviderSchema, 'oidc'),
    samlProviders: parseProviders('SAML_PROVIDERS', env.SAML_PROVIDERS, samlProviderSchema, 'saml'),
    oidcAllowPrivateIssuers: !production && env.OIDC_ALLOW_PRIVATE_ISSUERS === 'true',
    adminTwoFactor: parseAdminTwoFactor(env.ADMIN_TWO_FACTOR, production),
  };
}

/** ADMIN_TWO_FACTOR: required or optional; unset means required in production, optional elsewhere. */
function parseAdminTwoFactor(raw: string | undefined, production: boolean): Config['adminTwoFactor'] {
  const value = raw?.trim() || (production ? 'required' : 'optional');
  if (value !== 'required' && value !== 'optional')
    throw new ConfigError(`ADMIN_TWO_FACTOR must be required or optional, not ${JSON.stringify(raw)}.`);
  return value;
}

/** FILE_STORAGE: database (default; any number of instances) or local (`${DATA_DIR}/files`, one instance). */
function parseFileStorage(raw: string | undefined): Config['fileStorage'] {
  const value = raw?.trim() || 'database';
  if (value !== 'database' && value !== 'local')
    throw new ConfigError(`FILE_STORAGE must be database or local, not ${JSON.stringify(raw)}.`);
  return value;
}

/**
 * TRUST_PROXY: unset for no proxy (the socket address is the client), or the addresses and CIDRs of
 * the reverse proxies in front of the portal (`10.0.0.0/8,127.0.0.1`, or proxy-addr's names such as
 * `loopback`); the client is then the nearest X-Forwarded-For entry not from one of them. `true` would
 * let any client choose its address; a hop count trusts whoever connects directly (Fastify 5 ignores
 * it): both are refused.
 */
function parseTrustProxy(raw: string | undefined): Config['trustProxy'] {
  const value = raw?.trim();
  if (!value || value === 'false') return false;
  if (value === 'true' || /^\d+$/.test(value)) {
    throw new ConfigError('TRUST_PROXY must list the proxy addresses or CIDRs (e.g. 10.0.0.0/8,127.0.0.1).');
  }
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The origin (scheme://host[:port]) of a URL; '' for an empty entry, ConfigError for a bad one. */
function originOf(url: string): string {
  const value = url.trim();
  if (!value) return '';
  try {
    const { origin } = new URL(value);
    if (origin !== 'null') return origin;
  } catch {
    // reported below
  }
  throw new ConfigError(`Not a URL in PUBLIC_URL or TRUSTED_ORIGINS: ${value}`);
}

function positiveInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new ConfigError(`${name} must be a whole number above 0`);
  return value;
}

function wholeNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a whole number (0 or more)`);
  return value;
}

/** A JSON array of single sign-on providers (the domain schema without `type`); refuses to start when invalid. */
function parseProviders<T extends { id: string }>(
  name: string,
  raw: string | undefined,
  schema: z.ZodType<T>,
  type: 'oidc' | 'saml',
): T[] {
  if (!raw?.trim()) return [];
  let items: unknown;
  try {
    items = JSON.parse(raw);
  } catch {
    throw new ConfigError(`${name} must be a JSON array of providers`);
  }
  const parsed = z.array(z.unknown()).safeParse(items);
  if (!parsed.success) throw new ConfigError(`${name} must be a JSON array of providers`);
  const providers = parsed.data.map((item, index) => {
    const result = schema.safeParse({ ...(item as object), type });
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new ConfigError(`${name}[${index}].${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
    }
    return result.data;
  });
  const ids = providers.map((p) => p.id);
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
  if (duplicate) throw new ConfigError(`${name}: the provider id ${duplicate} is used twice`);
  return providers;
}
