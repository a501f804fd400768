import { COMMON_PASSWORD_MESSAGE, highestRoleSchema, loginLinkPasswordSchema } from '@portal/domain';
import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { accounts, users } from '../../db/schema';
import { audit } from '../../services/audit';
import { requireActor } from '../../plugins/access';
import { AppError, badRequest, notFound } from '../../plugins/errors';
import type { Auth } from '../../services/auth/auth';
import { claimLoginLink, findLoginLink } from '../../services/login-links';
import { isCommonPassword } from '../../services/auth/password-policy';

const loginHashParams = z.object({ login_hash: z.string().min(16).max(128) });
const LINK_INVALID = 'This sign-in link has expired or was already used. Please ask for a new invitation.';

export const authRoutes =
  (deps: { db: Db; auth: Auth }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/my-highest-role',
      { config: { access: { signedIn: true } }, schema: { tags: ['auth'], response: { 200: highestRoleSchema } } },
      async (request) => {
        const actor = requireActor(request);
        return {
          role_name: actor.roleName,
          role_type: actor.roleType,
          permissions: actor.permissions,
          company_id: actor.companyId,
          user_id: actor.userId,
          first: actor.first,
          last: actor.last,
          email: actor.email,
          company_permissions: actor.companyPermissions,
        };
      },
    );

    app.get(
      '/api/login-links/:login_hash',
      { config: { access: { public: true } }, schema: { tags: ['auth'], params: loginHashParams } },
      async (request) => {
        const link = await findLoginLink(deps.db, request.params.login_hash);
        if (!link) throw notFound(LINK_INVALID);
        return { email: link.email, first: link.first, has_password: link.hasPassword };
      },
    );

    /** Sets the invited user's first password and signs them in. */
    app.post(
      '/api/login-links/:login_hash',
      {
        config: { access: { public: true } },
        schema: { tags: ['auth'], params: loginHashParams, body: loginLinkPasswordSchema },
      },
      async (request, reply) => {
        const { password } = request.body;
        if (isCommonPassword(password))
          throw badRequest(COMMON_PASSWORD_MESSAGE, [{ field: 'password', message: COMMON_PASSWORD_MESSAGE }]);
        const context = await deps.auth.$context;
        const hash = await context.password.hash(password);
        // One transaction that claims the link first: a concurrent second redemption finds it used.
        const link = await deps.db.transaction(async (tx) => {
          const claimed = await claimLoginLink(tx, request.params.login_hash);
          if (!claimed) throw notFound(LINK_INVALID);
          if (claimed.hasPassword)
            throw new AppError(409, 'password_set', 'A password is already set for this account. Please sign in.');
          await tx.insert(accounts).values({
            id: crypto.randomUUID(),
            userId: claimed.userId,
            providerId: 'credential',
            accountId: claimed.userId,
            password: hash,
          });
          // The link reached the invited address: it is verified (a single sign-on can now be linked to it).
          await tx.update(users).set({ emailVerified: true }).where(eq(users.id, claimed.userId));
          await audit(tx, {
            userId: claimed.userId,
            action: 'set-password',
            entity: 'user',
            entityId: claimed.userId,
            requestId: request.id,
          });
          return claimed;
        });
        const headers = fromNodeHeaders(request.headers);
        headers.set('x-forwarded-for', request.ip);
        const { headers: out } = await deps.auth.api.signInEmail({
          body: { email: link.email, password },
          headers,
          returnHeaders: true,
        });
        reply.header('set-cookie', out.getSetCookie());
        return { email: link.email };
      },
    );
  };
