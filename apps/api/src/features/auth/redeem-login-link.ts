import { COMMON_PASSWORD_MESSAGE } from '@portal/domain';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { appError, fieldError, notFound } from '../../plugins/errors';
import { audit } from '../../services/audit';
import { isCommonPassword } from '../../services/auth/password-policy';
import { claimLoginLink, findLoginLink } from '../../services/login-links';
import type { PublicService } from '../../services/service';
import { addPasswordAccount, type AuthDeps } from './repository';

export const LINK_INVALID = 'This sign-in link has expired or was already used. Please ask for a new invitation.';

/** The invited user a link is for (GET /api/login-links/:login_hash). */
export const readLoginLink = (async ({ db }, loginHash) => {
  const link = await findLoginLink(db, loginHash);
  if (!link) throw notFound(LINK_INVALID);
  return { email: link.email, first: link.first, has_password: link.hasPassword };
}) satisfies PublicService<AuthDeps, string>;

/**
 * Sets the invited user's first password, in one transaction that claims the link first (a
 * concurrent second redemption finds it used), then signs them in: the session's cookies.
 */
export const redeemLoginLink = (async (deps, { loginHash, password, request }) => {
  if (isCommonPassword(password)) throw fieldError('password', COMMON_PASSWORD_MESSAGE);
  const context = await deps.auth.$context;
  const hash = await context.password.hash(password);
  const email = await deps.db.transaction(async (tx) => {
    const claimed = await claimLoginLink(tx, loginHash);
    if (!claimed) throw notFound(LINK_INVALID);
    if (claimed.hasPassword)
      throw appError('password_set', 'A password is already set for this account. Please sign in.');
    await addPasswordAccount(tx, claimed.userId, hash);
    // Nobody is signed in yet: the change is the link's user's own (auditFor would record no user).
    await audit(tx, {
      userId: claimed.userId,
      action: 'set-password',
      entity: 'user',
      entityId: claimed.userId,
      requestId: request.id,
    });
    return claimed.email;
  });
  const headers = fromNodeHeaders(request.headers);
  headers.set('x-forwarded-for', request.ip);
  const { headers: out } = await deps.auth.api.signInEmail({
    body: { email, password },
    headers,
    returnHeaders: true,
  });
  return { email, cookies: out.getSetCookie() };
}) satisfies PublicService<
  AuthDeps,
  { loginHash: string; password: string; request: Pick<FastifyRequest, 'id' | 'ip' | 'headers'> },
  { email: string; cookies: string[] }
>;
