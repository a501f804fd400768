import { netBushelsQuerySchema, netBushelsResponseSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../plugins/access';
import { readNetBushels } from './read-net-bushels';
import type { ReportDeps } from './repository';

const SHOW_REPORTS = { anyOf: ['show-reports'] } as const;
const tags = ['reports'];

export const reportRoutes =
  (deps: ReportDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/reports/net-bushels',
      {
        config: { access: SHOW_REPORTS },
        schema: {
          tags,
          description:
            'Net Bushels: the visible contracts of the year in the reportable states, contracted units and delivered net bushels per month; a page of rows and the totals over all.',
          querystring: netBushelsQuerySchema,
          response: { 200: netBushelsResponseSchema },
        },
      },
      async (request) => readNetBushels(deps, requireActor(request), request.query),
    );
  };
