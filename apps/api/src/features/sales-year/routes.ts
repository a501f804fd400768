import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { getSalesYear } from '../../services/sales-year';

export const salesYearRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/sales-year',
      {
        config: { access: { signedIn: true } },
        schema: { tags: ['sales-year'], response: { 200: z.object({ sales_year: z.number().int() }) } },
      },
      async () => ({ sales_year: await getSalesYear(deps.db) }),
    );
  };
