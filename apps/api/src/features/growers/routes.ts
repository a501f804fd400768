import {
  CONTRACT_MESSAGES as M,
  createStorageLocationSchema,
  GROWER_IMPORT_BODY_LIMIT,
  GROWER_UPLOAD_CHUNK_BODY_LIMIT,
  growerImportResultSchema,
  growerUploadChunkSchema,
  growerUploadStartSchema,
  grower360Query,
  growerFieldsQuery,
  growerImportSchema,
  growerProfileQuery,
  growerResponse,
  growerSearchQuery,
  growerSearchResponse,
  storageLocationAddedResponse,
  storageLocationsQuery,
  storageLocationsResponse,
  uploadChunkParamsSchema,
  uploadChunkResponseSchema,
  uploadParamsSchema,
  uploadSessionSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../plugins/access';
import { auditFor } from '../../services/audit';
import { addStorageLocation } from './add-storage-location';
import { cancelGrowerUpload, commitGrowerUpload, stageGrowerChunk, startGrowerUpload } from './grower-upload';
import { importGrowers } from './import-growers';
import { findGrowers, readGrower360, readGrowerFields, readGrowerProfile, readStorageLocations } from './read-growers';
import type { GrowerDeps } from './grower-repository';

const tags = ['growers'];

export const growerRoutes =
  (deps: GrowerDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    /** The grower's farms and fields: { farmArray: [{ farm_id, farm_name, fields }], fields }. */
    for (const url of ['/api/grower-fields/v1', '/api/fields-eluminate']) {
      app.get(
        url,
        { config: { access: { signedIn: true } }, schema: { tags, querystring: growerFieldsQuery } },
        async (request) => readGrowerFields(db, requireActor(request), request.query),
      );
      app.post(
        url,
        { config: { access: { signedIn: true } }, schema: { tags, body: growerFieldsQuery } },
        async (request) => readGrowerFields(db, requireActor(request), request.body),
      );
    }

    app.get(
      '/api/grower-360/v1',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          description: 'One grower (by grower_id or SAP id) with its reseller.',
          querystring: grower360Query,
          response: { 200: growerResponse },
        },
      },
      async (request) => readGrower360(db, requireActor(request), request.query),
    );

    app.get(
      '/api/grower-profile/v1',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          description: 'The grower with this e-mail address.',
          querystring: growerProfileQuery,
          response: { 200: growerResponse },
        },
      },
      async (request) => readGrowerProfile(db, requireActor(request), request.query.email),
    );

    app.get(
      '/api/grower-search',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          description:
            'Growers the user may see by name (3+ characters, trigram-indexed), Salesforce id or SAP id; at most 100.',
          querystring: growerSearchQuery,
          response: { 200: growerSearchResponse },
        },
      },
      async (request) => findGrowers(db, requireActor(request), request.query),
    );

    app.get(
      '/api/storage-locations/v1',
      {
        config: { access: { signedIn: true } },
        schema: { tags, querystring: storageLocationsQuery, response: { 200: storageLocationsResponse } },
      },
      async (request) => readStorageLocations(db, requireActor(request), request.query.grower_id),
    );

    app.post(
      '/api/storage-locations/v1',
      {
        config: { access: { anyOf: ['create-contract', 'amend-contract'] } },
        schema: {
          tags,
          description: "Adds a storage location to a grower the user may see (the create page's storage form).",
          body: createStorageLocationSchema,
          response: { 201: storageLocationAddedResponse },
        },
      },
      async (request, reply) => {
        const row = await addStorageLocation(db, requireActor(request), request.body, auditFor(request));
        return reply.status(201).send({ message: M.storageAdded, storage_location: row });
      },
    );

    app.post(
      '/api/growers/import',
      {
        config: { access: { admin: true } },
        bodyLimit: GROWER_IMPORT_BODY_LIMIT,
        schema: {
          tags,
          description:
            'Admin grower import: rows of growers with farms, fields and storage locations; one transaction, bad rows rejected whole with their row numbers.',
          body: growerImportSchema,
        },
      },
      async (request) => importGrowers(db, request.body.rows, auditFor(request)),
    );

    // The same import through an upload session, so the page shows the rows stored (admin only).
    const admin = { admin: true } as const;
    app.post(
      '/api/growers/uploads',
      {
        config: { access: admin },
        schema: {
          tags,
          description: 'Opens an upload of a growers file; its chunks are staged, then imported at once.',
          body: growerUploadStartSchema,
          response: { 200: uploadSessionSchema },
        },
      },
      async (request) => startGrowerUpload(db, requireActor(request), request.body.total_rows),
    );

    app.put(
      '/api/growers/uploads/:upload_id/chunks/:index',
      {
        config: { access: admin },
        bodyLimit: GROWER_UPLOAD_CHUNK_BODY_LIMIT,
        schema: {
          tags,
          description: "Stages one chunk of the caller's upload (rows as in POST /api/growers/import).",
          params: uploadChunkParamsSchema,
          body: growerUploadChunkSchema,
          response: { 200: uploadChunkResponseSchema },
        },
      },
      async (request) =>
        stageGrowerChunk(db, requireActor(request), request.params.upload_id, request.params.index, request.body.rows),
    );

    app.post(
      '/api/growers/uploads/:upload_id/commit',
      {
        config: { access: admin },
        schema: {
          tags,
          description:
            'Imports every staged row under the rules of POST /api/growers/import in one transaction that also removes the upload, or nothing.',
          params: uploadParamsSchema,
          response: { 200: growerImportResultSchema },
        },
      },
      async (request) => commitGrowerUpload(db, requireActor(request), auditFor(request), request.params.upload_id),
    );

    app.delete(
      '/api/growers/uploads/:upload_id',
      {
        config: { access: admin },
        schema: { tags, description: "Drops the caller's upload and its staged rows.", params: uploadParamsSchema },
      },
      async (request) => cancelGrowerUpload(db, requireActor(request), request.params.upload_id),
    );
  };
