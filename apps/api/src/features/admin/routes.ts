import { inviteAdminReply, inviteAdminSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../services/service';
import { inviteAdmin, type AdminDeps } from './invite-admin';

export const adminRoutes =
  (deps: AdminDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** Invite admin: company_id 'admin' is a platform-wide admin assignment (spec 1, §7 "invite admin"). */
    app.post(
      '/api/invite-admin',
      {
        config: { access: { admin: true } },
        schema: { tags: ['admin'], body: inviteAdminSchema, response: { 200: inviteAdminReply } },
      },
      async (request) => inviteAdmin(deps, contextOf(request), request.body),
    );
  };
