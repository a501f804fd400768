import { salesYearReply, salesYearSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSalesYear } from '../../services/sales-year';
import { contextOf } from '../../services/service';
import type { SalesYearDeps } from './repository';
import { setSalesYear } from './set-sales-year';

const tags = ['sales-year'];
const response = { 200: salesYearReply };

export const salesYearRoutes =
  (deps: SalesYearDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/sales-year', { config: { access: { signedIn: true } }, schema: { tags, response } }, async () => ({
      sales_year: await getSalesYear(deps.db),
    }));

    /** Set default contract year (admin). */
    app.patch(
      '/api/sales-year',
      { config: { access: { admin: true } }, schema: { tags, body: salesYearSchema, response } },
      async (request) => setSalesYear(deps, contextOf(request), request.body.sales_year),
    );
  };
