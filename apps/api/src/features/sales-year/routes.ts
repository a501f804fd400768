import { salesYearSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import { requireActor } from '../../plugins/access';
import { audit } from '../../services/audit';
import { getSalesYear } from '../../services/sales-year';

const reply = z.object({ sales_year: z.number().int() });

export const salesYearRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/sales-year',
      {
        config: { access: { signedIn: true } },
        schema: { tags: ['sales-year'], response: { 200: reply } },
      },
      async () => ({ sales_year: await getSalesYear(deps.db) }),
    );

    /** Set default contract year (admin). */
    app.patch(
      '/api/sales-year',
      {
        config: { access: { admin: true } },
        schema: { tags: ['sales-year'], body: salesYearSchema, response: { 200: reply } },
      },
      async (request) => {
        const actor = requireActor(request);
        const { sales_year } = request.body;
        return deps.db.transaction(async (tx) => {
          const previous = await getSalesYear(tx);
          await tx
            .insert(settings)
            .values({ key: 'sales_year', value: sales_year })
            .onConflictDoUpdate({ target: settings.key, set: { value: sales_year } });
          await audit(tx, {
            userId: actor.userId,
            action: 'update',
            entity: 'sales_year',
            entityId: 'sales_year',
            requestId: request.id,
            details: { from: previous, to: sales_year },
          });
          return { sales_year };
        });
      },
    );
  };
