import {
  companyTrainingPostSchema,
  companyTrainingQuery,
  companyTrainingSavedReply,
  companyTrainingSaveReply,
  companyTrainingSchema,
  companyTrainingStatusReply,
  trainingIdQuery,
  trainingVideoQuery,
  trainingVideoReadReply,
  trainingVideoReply,
  trainingVideoSchema,
  TRAINING_UPLOAD_MAX_ROWS,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../plugins/access';
import { auditFor } from '../../services/audit';
import { createTrainingVideo } from './create-training-video';
import { deleteTrainingVideo } from './delete-training-video';
import { readCompanyTraining } from './read-company-training';
import { readTrainingVideos } from './read-training-videos';
import type { TrainingDeps } from './repository';
import { saveCompanyTraining, updateCompanyTraining } from './save-company-training';
import { updateTrainingVideo } from './update-training-video';

const TRAINING = { anyOf: ['company-training'] } as const;
const tags = ['training'];

export const trainingRoutes =
  (deps: TrainingDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/company-training',
      {
        config: { access: { signedIn: true } },
        schema: { tags, querystring: companyTrainingQuery, response: { 200: companyTrainingStatusReply } },
      },
      async (request) => readCompanyTraining(deps, requireActor(request), request.query),
    );

    app.post(
      '/api/company-training',
      {
        // a full training list (TRAINING_UPLOAD_MAX_ROWS rows of up to ~600 bytes of JSON)
        bodyLimit: TRAINING_UPLOAD_MAX_ROWS * 640,
        config: { access: TRAINING },
        schema: { tags, body: companyTrainingPostSchema, response: { 200: companyTrainingSaveReply } },
      },
      async (request) => saveCompanyTraining(deps, requireActor(request), auditFor(request), request.body),
    );

    app.patch(
      '/api/company-training',
      {
        config: { access: TRAINING },
        schema: { tags, body: companyTrainingSchema, response: { 200: companyTrainingSavedReply } },
      },
      async (request) => updateCompanyTraining(deps, requireActor(request), auditFor(request), request.body),
    );

    /** Training videos: one year (training_year) or all of them. */
    app.get(
      '/api/grower-training/v1',
      {
        config: { access: { signedIn: true } },
        schema: { tags, querystring: trainingVideoQuery, response: { 200: trainingVideoReadReply } },
      },
      async (request) => readTrainingVideos(deps, request.query.year),
    );

    app.post(
      '/api/grower-training/v1',
      {
        config: { access: { admin: true } },
        schema: { tags, body: trainingVideoSchema, response: { 200: trainingVideoReply } },
      },
      async (request) => createTrainingVideo(deps, auditFor(request), request.body),
    );

    app.patch(
      '/api/grower-training/v1',
      {
        config: { access: { admin: true } },
        schema: { tags, body: trainingVideoSchema, response: { 200: trainingVideoReply } },
      },
      async (request) => updateTrainingVideo(deps, auditFor(request), request.body),
    );

    app.delete(
      '/api/grower-training/v1',
      { config: { access: { admin: true } }, schema: { tags, querystring: trainingIdQuery } },
      async (request) => deleteTrainingVideo(deps, auditFor(request), request.query.training_id),
    );
  };
