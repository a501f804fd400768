import {
  ACCOUNT_LEADS_PERMISSIONS,
  accountLeadsQuery,
  accountLeadsReply,
  accountLeadsSubmitSchema,
  accountLeadsValidateSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldErrors } from '../../plugins/errors';
import { contextOf } from '../../services/service';
import { checkAccountLeads } from './check-account-leads';
import { saveAccountLeads } from './save-account-leads';
import type { AccountLeadDeps } from './repository';

/** The body's shape depends on the query, so it is parsed in the handler with the matching schema. */
function parseBody<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw fieldErrors(result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })));
}

export const accountLeadRoutes =
  (deps: AccountLeadDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /**
     * validate=true: which reseller SAP ids and e-mails exist ({ sap_ids, emails } found).
     * submit=true: saves a batch of at most 10 pairs ({ success_assignments, failuer_assignments }).
     */
    app.post(
      '/api/update-eal-accounts',
      {
        config: { access: { anyOf: ACCOUNT_LEADS_PERMISSIONS } },
        schema: {
          tags: ['account-leads'],
          querystring: accountLeadsQuery,
          body: z.looseObject({}),
          response: { 200: accountLeadsReply },
        },
      },
      async (request) => {
        const ctx = contextOf(request);
        if (request.query.validate === 'true')
          return checkAccountLeads(deps, ctx, parseBody(accountLeadsValidateSchema, request.body));
        return saveAccountLeads(deps, ctx, parseBody(accountLeadsSubmitSchema, request.body).assignment_list);
      },
    );
  };
