import { inviteAdminSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { requireActor } from '../../plugins/access';
import type { Outbox } from '../../services/outbox';
import { inviteAdmin } from './invite-admin';

export const adminRoutes =
  (deps: { db: Db; config: Config; outbox: Outbox }): FastifyPluginAsyncZod =>
  async (app) => {
    /** Invite admin: company_id 'admin' is a platform-wide admin assignment (spec 1, §7 "invite admin"). */
    app.post(
      '/api/invite-admin',
      { config: { access: { admin: true } }, schema: { tags: ['admin'], body: inviteAdminSchema } },
      async (request) => inviteAdmin(deps, requireActor(request), request.body, request.id),
    );
  };
