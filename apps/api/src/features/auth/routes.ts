import { highestRoleSchema, loginLinkPasswordSchema } from '@portal/domain';
import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { audit } from '../../services/audit';
import { requireActor } from '../../plugins/access';
import { AppError, notFound } from '../../plugins/errors';
import type { Auth } from './auth';
import { findLoginLink, markLoginLinkUsed } from './login-links';

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
        const { login_hash } = request.params;
        const link = await findLoginLink(deps.db, login_hash);
        if (!link) throw notFound(LINK_INVALID);
        if (link.hasPassword)
          throw new AppError(409, 'password_set', 'A password is already set for this account. Please sign in.');
        const context = await deps.auth.$context;
        const hash = await context.password.hash(request.body.password);
        await context.internalAdapter.linkAccount({
          userId: link.userId,
          providerId: 'credential',
          accountId: link.userId,
          password: hash,
        });
        await deps.db.transaction(async (tx) => {
          await markLoginLinkUsed(tx, login_hash);
          // The link reached the invited address: it is verified (a single sign-on can now be linked to it).
          await tx.update(users).set({ emailVerified: true }).where(eq(users.id, link.userId));
          await audit(tx, {
            userId: link.userId,
            action: 'set-password',
            entity: 'user',
            entityId: link.userId,
            requestId: request.id,
          });
        });
        const headers = fromNodeHeaders(request.headers);
        headers.set('x-forwarded-for', request.ip);
        const { headers: out } = await deps.auth.api.signInEmail({
          body: { email: link.email, password: request.body.password },
          headers,
          returnHeaders: true,
        });
        reply.header('set-cookie', out.getSetCookie());
        return { email: link.email };
      },
    );
  };
