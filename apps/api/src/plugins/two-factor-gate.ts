import type { Config } from '../config';
import type { Actor } from './actor';
import { appError } from './errors';

/**
 * Where ADMIN_TWO_FACTOR is required, a holder of an admin assignment without TOTP may use only the
 * enrolment: Better Auth's /api/auth/two-factor/*, get-session, sign-in and sign-out (plugins/access.ts).
 */
export function checkAdminTwoFactor(policy: Config['adminTwoFactor'], actor: Actor | null) {
  if (!twoFactorRequired(policy, actor) || actor?.twoFactorEnabled) return;
  throw appError('two_factor_required');
}

/** Whether the user must have a second factor: a holder of an admin assignment where ADMIN_TWO_FACTOR is required. */
export function twoFactorRequired(policy: Config['adminTwoFactor'], actor: Actor | null): boolean {
  return policy === 'required' && actor?.roleType === 'admin';
}
