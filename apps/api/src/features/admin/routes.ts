import {
  auditLogFilterSchema,
  auditLogQuerySchema,
  auditLogReplySchema,
  inviteAdminReply,
  inviteAdminSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../services/service';
import { inviteAdmin, type AdminDeps } from './invite-admin';
import { exportAuditLog, readAuditLog } from './read-audit-log';

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

    app.get(
      '/api/admin/audit-log/v1',
      {
        config: { access: { admin: true } },
        schema: {
          tags: ['admin'],
          description:
            "Every change across the portal, newest first: filtered by acting user, company (the acting user's, through an assignment), record type (entity) and a time range [from, to); paged (limit ≤ 100, has_more).",
          querystring: auditLogQuerySchema,
          response: { 200: auditLogReplySchema },
        },
      },
      async (request) => readAuditLog(deps, contextOf(request), request.query),
    );

    app.get(
      '/api/admin/audit-log/v1/export',
      {
        config: { access: { admin: true } },
        schema: {
          tags: ['admin'],
          description:
            'The audit log with the same filters as audit-log.xlsx, newest first, at most 10,000 rows (its Filters sheet says when more matched).',
          querystring: auditLogFilterSchema,
        },
      },
      async (request, reply) => {
        const file = await exportAuditLog(deps, contextOf(request), request.query);
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', 'attachment; filename="audit-log.xlsx"')
          .header('cache-control', 'private, no-store')
          .send(file);
      },
    );
  };
