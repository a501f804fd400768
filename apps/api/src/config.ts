import { resolve } from 'node:path';

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
  seedDemo: boolean;
  /** Static web build to serve; absent in API-only tests. */
  webDist?: string;
  logLevel: string;
  /** Sign-in attempts allowed per client address and minute. */
  signInRateLimit: number;
};

const DEV_SECRET = 'development-only-secret-not-for-production-use-0123456789';

export class ConfigError extends Error {}

/** Reads the environment once at start-up. Production refuses to start without a session secret. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 3000);
  const secret = env.BETTER_AUTH_SECRET ?? env.SESSION_SECRET;
  if (production && (!secret || secret.length < 32)) {
    throw new ConfigError(
      'Refusing to start: set BETTER_AUTH_SECRET (at least 32 characters) in production.',
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
    seedDemo: !production && env.SEED_DEMO !== 'false',
    webDist: resolve(env.WEB_DIST ?? 'apps/web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    signInRateLimit: Number(env.SIGN_IN_RATE_LIMIT ?? 5), // SIGN_IN_LIMIT.max in features/auth/auth.ts
  };
}
