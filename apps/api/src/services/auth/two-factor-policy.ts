import { TWO_FACTOR_TEXTS } from '@portal/domain';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { loadActor } from '../../plugins/actor';
import { twoFactorRequired } from '../../plugins/two-factor-gate';

/**
 * Whoever must have a second factor (plugins/two-factor-gate.ts) cannot turn it off: Better Auth's
 * /two-factor/disable answers 403 with the reason. Checked on the library's own routed path, so no
 * spelling of the URL gets past it.
 */
export function twoFactorPolicy(policy: Config['adminTwoFactor'], db: Db) {
  return {
    id: 'portal-two-factor-policy',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/two-factor/disable',
          handler: createAuthMiddleware(async (ctx) => {
            if (policy !== 'required') return;
            const session = await getSessionFromCtx(ctx);
            const actor = session && (await loadActor(db, session.user.id));
            if (actor && twoFactorRequired(policy, actor))
              throw new APIError('FORBIDDEN', { code: 'TWO_FACTOR_REQUIRED', message: TWO_FACTOR_TEXTS.cannotTurnOff });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
