import { resolve } from 'node:path';
import { oidcProviderSchema, samlProviderSchema, type OidcProviderInput, type SamlProviderInput } from '@portal/domain';
import { z } from 'zod';

export type Config = {
  production: boolean;
  port: number;
  host: string;
  /** Where the portal is reached; links in e-mails point here. */
  publicUrl: string;
  /** Embedded database and local files live here unless DATABASE_URL / S3 are set. */
  dataDir: string;
  databaseUrl?: string;
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
  /** Sign-in attempts allowed per client address and minute. */
  signInRateLimit: number;
  /** OpenID Connect providers from OIDC_PROVIDERS (a JSON array); more can be added by the admin. */
  oidcProviders: OidcProviderInput[];
  /** SAML identity providers from SAML_PROVIDERS (a JSON array); more can be added by the admin. */
  samlProviders: SamlProviderInput[];
  /** OIDC_ALLOW_PRIVATE_ISSUERS (never in production): the admin may add http or private-address issuers (local tests). */
  oidcAllowPrivateIssuers: boolean;
};

const DEV_SECRET = 'development-only-secret-not-for-production-use-0123456789';

export class ConfigError extends Error {}

/** Reads the environment once at start-up. Production refuses to start without a session secret. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 3000);
  const secret = env.BETTER_AUTH_SECRET ?? env.SESSION_SECRET;
  if (production && (!secret || secret.length < 32)) {
    throw new ConfigError('Refusing to start: set BETTER_AUTH_SECRET (at least 32 characters) in production.');
  }
  const webhookSecret = env.WEBHOOK_SECRET || undefined;
  if (production && (env.SYNC_ENDPOINT_URL || env.SMS_WEBHOOK_URL) && !webhookSecret) {
    throw new ConfigError(
      'Refusing to start: set WEBHOOK_SECRET to sign the SYNC_ENDPOINT_URL and SMS_WEBHOOK_URL requests.',
    );
  }
  return {
    production,
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    authSecret: secret ?? DEV_SECRET,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Enogen Portal <no-reply@example.com>',
    smsWebhookUrl: env.SMS_WEBHOOK_URL || undefined,
    syncEndpointUrl: env.SYNC_ENDPOINT_URL || undefined,
    webhookSecret,
    seedDemo: !production && env.SEED_DEMO !== 'false',
    webDist: resolve(env.WEB_DIST ?? 'apps/web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    signInRateLimit: Number(env.SIGN_IN_RATE_LIMIT ?? 5), // SIGN_IN_LIMIT.max in features/auth/auth.ts
    oidcProviders: parseProviders('OIDC_PROVIDERS', env.OIDC_PROVIDERS, oidcProviderSchema, 'oidc'),
    samlProviders: parseProviders('SAML_PROVIDERS', env.SAML_PROVIDERS, samlProviderSchema, 'saml'),
    oidcAllowPrivateIssuers: !production && env.OIDC_ALLOW_PRIVATE_ISSUERS === 'true',
  };
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
