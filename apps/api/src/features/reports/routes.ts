import {
  netBushelsQuerySchema,
  netBushelsResponseSchema,
  reportExportQuerySchema,
  reportProgramsResponseSchema,
} from '@portal/domain';
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../services/service';
import { exportReport } from './export-report';
import { readNetBushels } from './read-net-bushels';
import { readReportPrograms } from './read-report-programs';
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
      async (request) => readNetBushels(deps, contextOf(request), request.query),
    );

    app.get(
      '/api/reports/programs',
      {
        config: { access: SHOW_REPORTS },
        schema: {
          tags,
          description:
            "The Program report's programs with their assigned production plans the user may see (every program for who reads every company; otherwise only those with a plan of the user's companies).",
          response: { 200: reportProgramsResponseSchema },
        },
      },
      async (request) => readReportPrograms(deps, contextOf(request)),
    );

    app.get(
      '/api/reports/export',
      {
        config: { access: SHOW_REPORTS },
        schema: {
          tags,
          description:
            'A report with the filters of its screen as report.xlsx or report.pdf, streamed as it is written (rows read in batches).',
          querystring: reportExportQuerySchema,
        },
      },
      async (request, reply) => {
        const file = await exportReport(deps, contextOf(request), request.query);
        const out = new PassThrough();
        file.write(out).catch((error: unknown) => {
          request.log.error({ err: error }, 'report export failed');
          out.destroy(error as Error);
        });
        return reply
          .type(file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(out);
      },
    );
  };
