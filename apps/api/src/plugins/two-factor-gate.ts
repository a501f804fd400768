import { TWO_FACTOR_TEXTS } from '@portal/domain';
import type { Config } from '../config';
import type { Actor } from './actor';
import { AppError } from './errors';

/**
 * Where ADMIN_TWO_FACTOR is required, a holder of an admin assignment without TOTP may use only the
 * enrolment: Better Auth's /api/auth/two-factor/*, get-session, sign-in and sign-out (plugins/access.ts).
 */
export function checkAdminTwoFactor(policy: Config['adminTwoFactor'], actor: Actor | null) {
  if (policy !== 'required' || actor?.roleType !== 'admin' || actor.twoFactorEnabled) return;
  throw new AppError(403, 'two_factor_required', TWO_FACTOR_TEXTS.required);
}
