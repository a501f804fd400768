import { COMMON_PASSWORD_MESSAGE } from '@portal/domain';
import { dictionary } from '@zxcvbn-ts/language-common';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';

/** zxcvbn's list of the most common passwords (about 49 000), compared ignoring case. */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common']);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** The auth routes that set a password, and the body field that carries it. */
const PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/**
 * Refuses common passwords wherever Better Auth sets one (the length rules are the library's
 * minPasswordLength/maxPasswordLength). The invitation link checks the same list (routes.ts).
 */
export function passwordPolicy() {
  return {
    id: 'portal-password-policy',
    hooks: {
      before: [
        {
          matcher: (ctx) => Boolean(ctx.path && ctx.path in PASSWORD_FIELDS),
          handler: createAuthMiddleware(async (ctx) => {
            const value = (ctx.body as Record<string, unknown> | undefined)?.[PASSWORD_FIELDS[ctx.path]!];
            if (typeof value === 'string' && isCommonPassword(value))
              throw new APIError('BAD_REQUEST', { code: 'PASSWORD_TOO_COMMON', message: COMMON_PASSWORD_MESSAGE });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
