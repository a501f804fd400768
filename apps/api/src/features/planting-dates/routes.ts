import {
  defaultPlantingAndHarvestDates,
  plantingAndHarvestDatePatchSchema,
  plantingAndHarvestDateQuery,
  plantingAndHarvestDateSchema,
} from '@portal/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { plantingAndHarvestDates } from '../../db/schema';
import { requireActor } from '../../plugins/access';
import { conflict, notFound } from '../../plugins/errors';
import { audit } from '../../services/audit';

const columns = {
  planting_and_harvest_date_id: plantingAndHarvestDates.plantingAndHarvestDateId,
  selected_year: plantingAndHarvestDates.selectedYear,
  planting_date: plantingAndHarvestDates.plantingDate,
  harvest_date: plantingAndHarvestDates.harvestDate,
};

export const plantingDateRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    /** The window of a year; June 15 and November 15 of that year (id null) when none is stored. */
    app.get(
      '/api/planting-and-harvest-date',
      {
        config: { access: { signedIn: true } },
        schema: { tags: ['planting-and-harvest-date'], querystring: plantingAndHarvestDateQuery },
      },
      async (request) => {
        const { selected_year } = request.query;
        const [row] = await deps.db
          .select(columns)
          .from(plantingAndHarvestDates)
          .where(eq(plantingAndHarvestDates.selectedYear, selected_year));
        return (
          row ?? { planting_and_harvest_date_id: null, selected_year, ...defaultPlantingAndHarvestDates(selected_year) }
        );
      },
    );

    app.post(
      '/api/planting-and-harvest-date',
      {
        config: { access: { admin: true } },
        schema: { tags: ['planting-and-harvest-date'], body: plantingAndHarvestDateSchema },
      },
      async (request) => {
        const actor = requireActor(request);
        const { selected_year, planting_date, harvest_date } = request.body;
        return deps.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(plantingAndHarvestDates)
            .values({ selectedYear: selected_year, plantingDate: planting_date, harvestDate: harvest_date })
            .onConflictDoNothing()
            .returning(columns);
          if (!row) throw conflict(`Planting and harvest dates for ${selected_year} already exist.`);
          await audit(tx, {
            userId: actor.userId,
            action: 'create',
            entity: 'planting_and_harvest_date',
            entityId: row.planting_and_harvest_date_id,
            requestId: request.id,
            details: request.body,
          });
          return row;
        });
      },
    );

    app.patch(
      '/api/planting-and-harvest-date',
      {
        config: { access: { admin: true } },
        schema: { tags: ['planting-and-harvest-date'], body: plantingAndHarvestDatePatchSchema },
      },
      async (request) => {
        const actor = requireActor(request);
        const { planting_and_harvest_date_id: id, selected_year, planting_date, harvest_date } = request.body;
        return deps.db.transaction(async (tx) => {
          const [other] = await tx
            .select({ id: plantingAndHarvestDates.plantingAndHarvestDateId })
            .from(plantingAndHarvestDates)
            .where(
              and(
                eq(plantingAndHarvestDates.selectedYear, selected_year),
                ne(plantingAndHarvestDates.plantingAndHarvestDateId, id),
              ),
            );
          if (other) throw conflict(`Planting and harvest dates for ${selected_year} already exist.`);
          const [row] = await tx
            .update(plantingAndHarvestDates)
            .set({ selectedYear: selected_year, plantingDate: planting_date, harvestDate: harvest_date })
            .where(eq(plantingAndHarvestDates.plantingAndHarvestDateId, id))
            .returning(columns);
          if (!row) throw notFound('Planting and harvest dates not found');
          await audit(tx, {
            userId: actor.userId,
            action: 'update',
            entity: 'planting_and_harvest_date',
            entityId: id,
            requestId: request.id,
            details: request.body,
          });
          return row;
        });
      },
    );
  };
