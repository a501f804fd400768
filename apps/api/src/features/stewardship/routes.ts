import {
  activityListQuerySchema,
  activityListResponseSchema,
  activityQuerySchema,
  activityViewSchema,
  assignFieldsSchema,
  assignStewardSchema,
  createActivityResponseSchema,
  createActivitySchema,
  fieldLostSchema,
  patchActivitySchema,
  recordHistoryPageSchema,
  replantSchema,
  stewardshipHistoryQuerySchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ifMatchOf } from '../../plugins/record-version';
import { contextOf } from '../../services/service';
import { assignFields } from './assign-fields';
import { assignSteward } from './assign-steward';
import { createActivity } from './create-activity';
import { listActivities } from './list-activities';
import { readActivity } from './read-activity';
import { readActivityHistory } from './read-activity-history';
import { recordFieldEvent } from './record-field-event';
import type { StewardshipDeps } from './repository';
import { updateActivityData } from './update-activity';

const tags = ['stewardship'];
/** Signed in at the gate; each service checks the right on the activity's contract as stored. */
const onTheRecord = { signedIn: true } as const;
const view = { 200: activityViewSchema };

export const stewardshipRoutes =
  (deps: StewardshipDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/seed-stewardship/v1',
      {
        config: { access: onTheRecord },
        schema: {
          tags,
          description:
            "The contract's stewardship activity, created if missing (idempotent; completed or amendment_completed contracts; an amendment keeps its original's activity). Needs a stewardship page permission at one of the contract's companies.",
          body: createActivitySchema,
          response: { 200: createActivityResponseSchema },
        },
      },
      async (request) => createActivity(deps, contextOf(request), request.body),
    );

    app.get(
      '/api/activity',
      {
        config: { access: onTheRecord, etag: true },
        schema: {
          tags,
          description:
            "The stewardship page: fields, storage, cleanout, stewards, history, completeness and what the user may do. Any of the page permissions at one of the contract's companies, all-steward, or a steward of the activity.",
          querystring: activityQuerySchema,
          response: view,
        },
      },
      async (request) => readActivity(deps, contextOf(request), request.query),
    );

    app.get(
      '/api/stewardship-activities/history',
      {
        config: { access: onTheRecord },
        schema: {
          tags,
          description:
            "A stewardship activity's changes, newest first (page of 20), each with who, when and its field changes old → new; `section` (planting, harvest, storage, field_events, stewards, fields) keeps that section's. Read as the page is: 404 unknown, 403 when the page read is refused.",
          querystring: stewardshipHistoryQuerySchema,
          response: { 200: recordHistoryPageSchema },
        },
      },
      async (request) => readActivityHistory(deps, contextOf(request), request.query),
    );

    app.patch(
      '/api/activity',
      {
        config: { access: onTheRecord, etag: true },
        schema: {
          tags,
          description:
            "One section's save (planting, harvest or storage) by the activity's stewards, all-steward or admins; fields must be the activity's and not lost.",
          body: patchActivitySchema,
          response: view,
        },
      },
      async (request) =>
        updateActivityData(deps, contextOf(request), { change: request.body, version: ifMatchOf(request) }),
    );

    app.post(
      '/api/replant',
      {
        config: { access: onTheRecord },
        schema: { tags, body: replantSchema, response: view },
      },
      async (request) => recordFieldEvent(deps, contextOf(request), { type: 'replant', input: request.body }),
    );

    app.post(
      '/api/fieldLost',
      {
        config: { access: onTheRecord },
        schema: { tags, description: 'Marks a field lost (final).', body: fieldLostSchema, response: view },
      },
      async (request) => recordFieldEvent(deps, contextOf(request), { type: 'field_lost', input: request.body }),
    );

    app.post(
      '/api/stewardship/assign-fields',
      {
        config: { access: onTheRecord },
        schema: {
          tags,
          description:
            "The contract's Enogen fields: contract_details.fields and the activity's fields in one transaction; fields must be the grower's. assign_fields_user_info is ignored (the session's user is recorded).",
          body: assignFieldsSchema,
          response: view,
        },
      },
      async (request) => assignFields(deps, contextOf(request), request.body),
    );

    app.post(
      '/api/stewards',
      {
        config: { access: onTheRecord },
        schema: {
          tags,
          description:
            'Assign Me (the signed-in user, with is-steward or all-steward) or, for admins, another existing user.',
          body: assignStewardSchema,
          response: view,
        },
      },
      async (request) => assignSteward(deps, contextOf(request), request.body),
    );

    app.get(
      '/api/stewardship-activities',
      {
        config: { access: { anyOf: ['is-steward', 'all-steward'] } },
        schema: {
          tags,
          description:
            "The dashboard's stewardship table: the user's own activities (is-steward), every one for all-steward; incomplete first.",
          querystring: activityListQuerySchema,
          response: { 200: activityListResponseSchema },
        },
      },
      async (request) => listActivities(deps, contextOf(request), request.query),
    );
  };
