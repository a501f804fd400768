import type { FastifyInstance, RouteOptions } from 'fastify';
import { isApiRoute } from './api-route';

/**
 * Routes whose success reply is not JSON, so no reply schema can describe it (the documentation names
 * the content type instead). Keep this list short: every JSON route declares its reply.
 */
export const REPLY_SCHEMA_EXEMPT: Readonly<Record<string, string>> = {
  '/api/auth/*': 'Better Auth answers these itself',
  '/api/contract-pdf/:contract_id': 'a PDF',
  '/api/e-sign/:token/document': 'a PDF',
  '/api/template/:contract_template_id/pdf': 'a PDF',
  '/api/template/:contract_template_id/versions/:version_id/pdf': 'a PDF',
  '/api/admin/audit-log/v1/export': 'an xlsx file',
  '/api/reports/export': 'an xlsx or PDF file',
};

/** A success status (2xx or 3xx, or a 2XX range) the schema describes. */
const SUCCESS = /^[23](?:\d\d|xx)$/i;

function declaresSuccessReply(route: Pick<RouteOptions, 'schema'>) {
  const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
  return !!response && Object.keys(response).some((status) => SUCCESS.test(status));
}

/** Every API route declares its success reply: the serializer then sends exactly the listed fields. */
export function registerReplySchemaCheck(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url) || route.url in REPLY_SCHEMA_EXEMPT || declaresSuccessReply(route)) return;
    throw new Error(`Route ${String(route.method)} ${route.url} declares no reply schema (schema.response)`);
  });
}
