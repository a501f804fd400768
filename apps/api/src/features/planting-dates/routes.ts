import {
  plantingAndHarvestDatePatchSchema,
  plantingAndHarvestDateQuery,
  plantingAndHarvestDateReply,
  plantingAndHarvestDateSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ifMatchOf } from '../../plugins/record-version';
import { contextOf } from '../../services/service';
import { createPlantingDates } from './create-planting-dates';
import { readPlantingDates } from './read-planting-dates';
import type { PlantingDateDeps } from './repository';
import { updatePlantingDates } from './update-planting-dates';

const tags = ['planting-and-harvest-date'];
const response = { 200: plantingAndHarvestDateReply };

export const plantingDateRoutes =
  (deps: PlantingDateDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/planting-and-harvest-date',
      {
        config: { access: { signedIn: true }, etag: true },
        schema: { tags, querystring: plantingAndHarvestDateQuery, response },
      },
      async (request) => readPlantingDates(deps, contextOf(request), request.query.selected_year),
    );

    app.post(
      '/api/planting-and-harvest-date',
      { config: { access: { admin: true } }, schema: { tags, body: plantingAndHarvestDateSchema, response } },
      async (request) => createPlantingDates(deps, contextOf(request), request.body),
    );

    app.patch(
      '/api/planting-and-harvest-date',
      {
        config: { access: { admin: true }, etag: true },
        schema: { tags, body: plantingAndHarvestDatePatchSchema, response },
      },
      async (request) =>
        updatePlantingDates(deps, contextOf(request), { change: request.body, version: ifMatchOf(request) }),
    );
  };
