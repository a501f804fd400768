import {
  highestRoleSchema,
  loginLinkParams,
  loginLinkPasswordSchema,
  loginLinkRedeemedReply,
  loginLinkReply,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../plugins/access';
import { twoFactorRequired } from '../../plugins/two-factor-gate';
import { readLoginLink, redeemLoginLink } from './redeem-login-link';
import type { AuthDeps } from './repository';

export const authRoutes =
  (deps: AuthDeps): FastifyPluginAsyncZod =>
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
          two_factor: {
            enabled: actor.twoFactorEnabled,
            required: twoFactorRequired(deps.config.adminTwoFactor, actor),
          },
        };
      },
    );

    app.get(
      '/api/login-links/:login_hash',
      {
        config: { access: { public: true } },
        schema: { tags: ['auth'], params: loginLinkParams, response: { 200: loginLinkReply } },
      },
      async (request) => readLoginLink(deps, request.params.login_hash),
    );

    /** Sets the invited user's first password and signs them in. */
    app.post(
      '/api/login-links/:login_hash',
      {
        config: { access: { public: true } },
        schema: {
          tags: ['auth'],
          params: loginLinkParams,
          body: loginLinkPasswordSchema,
          response: { 200: loginLinkRedeemedReply },
        },
      },
      async (request, reply) => {
        const { email, cookies } = await redeemLoginLink(deps, {
          loginHash: request.params.login_hash,
          password: request.body.password,
          request,
        });
        reply.header('set-cookie', cookies);
        return { email };
      },
    );
  };
