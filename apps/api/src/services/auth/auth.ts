import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SESSION_REFRESH_THRESHOLD_MINUTES,
  VERIFICATION_MAILS_PER_HOUR,
} from '@portal/domain';
import { betterAuth, type BetterAuthOptions, type BetterAuthPlugin } from 'better-auth';
import type { FastifyBaseLogger } from 'fastify';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { accounts, rateLimits, sessions, twoFactors, users, verifications } from '../../db/schema';
import { originPolicy } from '../../plugins/origins';
import type { SessionRevocations } from '../../plugins/session-cache';
import { redactText, redactValue } from '../log-redaction';
import type { Outbox } from '../outbox';
import { rateCounter } from '../rate-counter';
import { passwordPolicy } from './password-policy';
import { markSignedIn, trimSessions } from './session-records';
import { twoFactorPolicy } from './two-factor-policy';

const SESSION_SECONDS = 12 * 60 * 60;
/** However often it is refreshed, a session ends this long after sign-in. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
const COOKIE_PREFIX = 'portal';
/** Live sessions one user may hold; a new sign-in ends the oldest beyond it. */
const MAX_SESSIONS_PER_USER = 20;
/** The session cookie's value in a Cookie header (also behind the __Secure- prefix). */
export const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${COOKIE_PREFIX}\\.session_token=([^;]+)`);
/** Where the e-mail verification link lands, signed in: the profile to complete. */
const VERIFIED_LANDING = '/new-user';

/** What single sign-on (features/sso, ssoAuthParts) adds to Better Auth; app.ts passes it in. */
export type SsoAuthParts = {
  plugins: BetterAuthPlugin[];
  /** accountLinking.trustedProviders */
  trustedProviders: (request?: Request) => Promise<string[]>;
  /** user.validateUserInfo */
  validateUserInfo: NonNullable<NonNullable<BetterAuthOptions['user']>['validateUserInfo']>;
};

/**
 * Better Auth: e-mail and password, database sessions in an httpOnly cookie, rate-limited sign-in,
 * and single sign-on through the OpenID Connect and SAML providers of the environment and the admin
 * (features/sso), matched to an existing account by e-mail.
 */
export function createAuth(
  config: Config,
  db: Db,
  outbox: Outbox,
  revocations: SessionRevocations,
  sso: SsoAuthParts,
  log: FastifyBaseLogger,
) {
  const counter = rateCounter(db);
  return betterAuth({
    appName: 'Enogen Portal',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    // PUBLIC_URL and TRUSTED_ORIGINS; in development also this machine under any name (plugins/origins).
    trustedOrigins: originPolicy(config).forAuth,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
        twoFactor: twoFactors,
      },
    }),
    user: {
      additionalFields: {
        first: { type: 'string', required: false, input: false },
        last: { type: 'string', required: false, input: false },
        phone: { type: 'string', required: false, input: false },
      },
      validateUserInfo: sso.validateUserInfo,
    },
    account: {
      // A provider sign-in for an e-mail that has an account signs in to that account.
      accountLinking: { enabled: true, trustedProviders: sso.trustedProviders },
    },
    // TOTP with backup (recovery) codes; admins must enrol where ADMIN_TWO_FACTOR is required (plugins/two-factor-gate.ts).
    plugins: [
      ...sso.plugins,
      passwordPolicy(),
      twoFactor({ issuer: 'Enogen Portal' }),
      twoFactorPolicy(config.adminTwoFactor, db),
    ],
    // Reset tokens and other verification values are stored as hashes only.
    verification: { storeIdentifier: 'hashed' },
    // /login is the callback target of provider sign-ins, failed ones included (?error=code).
    onAPIError: { errorURL: `${config.publicUrl}/login` },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      // No session until the address is verified; sign-up answers alike for new and registered addresses.
      requireEmailVerification: true,
      sendResetPassword: async ({ user, url }) => {
        await outbox.send({
          channel: 'email',
          recipient: user.email,
          kind: 'password-reset',
          subject: 'Reset your Enogen Portal password',
          bodyText: `Someone asked to reset the password of ${user.email}. Open this link to choose a new one; it works for one hour. If it was not you, ignore this message.`,
          link: url,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        // Each sign-in of an unverified account asks for a mail: a few an hour, or anyone could flood the address.
        const sent = await counter.hit(`verify-mail:${user.email.toLowerCase()}`, 3_600_000);
        if (sent.count > VERIFICATION_MAILS_PER_HOUR) return;
        const link = new URL(url);
        link.searchParams.set('callbackURL', VERIFIED_LANDING);
        await outbox.send({
          channel: 'email',
          recipient: user.email,
          kind: 'verify-email',
          subject: 'Confirm your e-mail address for the Enogen Portal',
          bodyText: `Open this link to confirm ${user.email} and sign in to the Enogen Portal; it works for one hour. If you did not create an account, ignore this message.`,
          link: link.toString(),
        });
      },
    },
    databaseHooks: {
      session: {
        create: {
          async after(session, ctx) {
            // The verification link's automatic sign-in proves the address, not the password.
            if (ctx?.path !== '/verify-email') await markSignedIn(db, session.userId);
            if (await trimSessions(db, session.userId, MAX_SESSIONS_PER_USER)) revocations.revoke(session.userId);
          },
        },
        // Sign-out, password reset, revocation: this instance stops trusting the user's cookie copies.
        delete: { after: async (session) => revocations.revoke(session.userId) },
        update: {
          // The sliding refresh never moves the end past the absolute lifetime.
          async before(data, ctx) {
            const createdAt = ctx?.context.session?.session.createdAt;
            if (!createdAt || !data.expiresAt) return;
            const limit = new Date(new Date(createdAt).getTime() + SESSION_ABSOLUTE_MS);
            if (new Date(data.expiresAt) > limit) return { data: { ...data, expiresAt: limit } };
          },
        },
      },
    },
    session: {
      expiresIn: SESSION_SECONDS,
      // Refresh once the session expires within the spec's 55-minute threshold.
      updateAge: SESSION_SECONDS - SESSION_REFRESH_THRESHOLD_MINUTES * 60,
      // A signed copy of the session in a cookie spares most lookups (plugins/session-cache.ts).
      cookieCache: {
        enabled: config.sessionCookieCacheSeconds > 0,
        maxAge: config.sessionCookieCacheSeconds,
        version: (_session, user) => revocations.version(user.id),
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        // Counted per account and address, failures only (features/auth/sign-in-limits.ts): an office shares one address.
        '/sign-in/email': false,
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 5 },
      },
    },
    advanced: {
      // Better Auth skips its origin check when NODE_ENV=test; the tests must see what users get.
      disableOriginCheck: false,
      useSecureCookies: config.production,
      cookiePrefix: COOKIE_PREFIX,
      database: { generateId: () => crypto.randomUUID() },
    },
    telemetry: { enabled: false },
    // Into the app's log, redacted: a failed session lookup's error names the session token.
    logger: {
      level: 'warn',
      log: (level, message, ...args) => log[level]({ details: redactValue(args) }, redactText(message)),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
