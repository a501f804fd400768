import {
  companyTrainingPostSchema,
  companyTrainingQuery,
  companyTrainingSavedReply,
  companyTrainingSaveReply,
  companyTrainingSchema,
  companyTrainingStatusReply,
  trainingIdQuery,
  trainingVideoDeletedReply,
  trainingVideoQuery,
  trainingVideoReadReply,
  trainingVideoReply,
  trainingVideoSchema,
  TRAINING_UPLOAD_MAX_ROWS,
  TRAINING_UPLOAD_CHUNK_ROWS,
  trainingUploadChunkSchema,
  trainingUploadStartSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadSessionRoutes } from '../../plugins/upload-session-routes';
import { contextOf } from '../../services/service';
import { createTrainingVideo } from './create-training-video';
import { deleteTrainingVideo } from './delete-training-video';
import { readCompanyTraining } from './read-company-training';
import { readTrainingVideos } from './read-training-videos';
import type { TrainingDeps } from './repository';
import { saveCompanyTraining, updateCompanyTraining } from './save-company-training';
import { cancelTrainingUpload, commitTrainingUpload, stageTrainingChunk, startTrainingUpload } from './training-upload';
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
      async (request) => readCompanyTraining(deps, contextOf(request), request.query),
    );

    app.post(
      '/api/company-training',
      {
        // a full training list (TRAINING_UPLOAD_MAX_ROWS rows of up to ~600 bytes of JSON)
        bodyLimit: TRAINING_UPLOAD_MAX_ROWS * 640,
        config: { access: TRAINING },
        schema: { tags, body: companyTrainingPostSchema, response: { 200: companyTrainingSaveReply } },
      },
      async (request) => saveCompanyTraining(deps, contextOf(request), request.body),
    );

    // The same list through an upload session, so the page shows the rows stored.
    uploadSessionRoutes(app, {
      path: '/api/company-training/uploads',
      tags,
      access: TRAINING,
      describe: {
        start: 'Opens an upload of a training list; its chunks are staged, then saved at once.',
        chunk: "Stages one chunk of the caller's upload (records as in POST /api/company-training's training_docs).",
        commit:
          "Saves every staged record (company-training at each record's company) in one transaction that also removes the upload, or none.",
      },
      start: {
        body: trainingUploadStartSchema,
        run: (request, body) => startTrainingUpload(deps, contextOf(request), body.total_rows),
      },
      chunk: {
        body: trainingUploadChunkSchema,
        bodyLimit: TRAINING_UPLOAD_CHUNK_ROWS * 640,
        run: (request, ids, body) =>
          stageTrainingChunk(deps, contextOf(request), {
            uploadId: ids.upload_id,
            index: ids.index,
            rows: body.training_docs,
          }),
      },
      commit: {
        response: companyTrainingSaveReply,
        run: (request, id) => commitTrainingUpload(deps, contextOf(request), id),
      },
      cancel: (request, id) => cancelTrainingUpload(deps, contextOf(request), id),
    });

    app.patch(
      '/api/company-training',
      {
        config: { access: TRAINING },
        schema: { tags, body: companyTrainingSchema, response: { 200: companyTrainingSavedReply } },
      },
      async (request) => updateCompanyTraining(deps, contextOf(request), request.body),
    );

    /** Training videos: one year (training_year) or all of them. */
    app.get(
      '/api/grower-training/v1',
      {
        config: { access: { signedIn: true } },
        schema: { tags, querystring: trainingVideoQuery, response: { 200: trainingVideoReadReply } },
      },
      async (request) => readTrainingVideos(deps, contextOf(request), request.query.year),
    );

    app.post(
      '/api/grower-training/v1',
      {
        config: { access: { admin: true } },
        schema: { tags, body: trainingVideoSchema, response: { 200: trainingVideoReply } },
      },
      async (request) => createTrainingVideo(deps, contextOf(request), request.body),
    );

    app.patch(
      '/api/grower-training/v1',
      {
        config: { access: { admin: true } },
        schema: { tags, body: trainingVideoSchema, response: { 200: trainingVideoReply } },
      },
      async (request) => updateTrainingVideo(deps, contextOf(request), request.body),
    );

    app.delete(
      '/api/grower-training/v1',
      {
        config: { access: { admin: true } },
        schema: { tags, querystring: trainingIdQuery, response: { 200: trainingVideoDeletedReply } },
      },
      async (request) => deleteTrainingVideo(deps, contextOf(request), request.query.training_id),
    );
  };
