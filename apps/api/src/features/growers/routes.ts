import {
  addGrowerFieldsSchema,
  CONTRACT_MESSAGES as M,
  createStorageLocationSchema,
  GROWER_IMPORT_BODY_LIMIT,
  GROWER_UPLOAD_CHUNK_BODY_LIMIT,
  growerImportResultSchema,
  growerUploadChunkSchema,
  growerUploadStartSchema,
  grower360Query,
  growerFieldsAddedReply,
  growerFieldsQuery,
  growerFieldsResponseSchema,
  growerImportSchema,
  growerProfileQuery,
  growerResponse,
  growerSearchQuery,
  growerSearchResponse,
  storageLocationAddedResponse,
  storageLocationsQuery,
  storageLocationsResponse,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadSessionRoutes } from '../../plugins/upload-session-routes';
import { contextOf } from '../../services/service';
import { addGrowerFields } from './add-grower-fields';
import { addStorageLocation } from './add-storage-location';
import { cancelGrowerUpload, commitGrowerUpload, stageGrowerChunk, startGrowerUpload } from './grower-upload';
import { importGrowers } from './import-growers';
import { findGrowers, readGrower360, readGrowerFields, readGrowerProfile, readStorageLocations } from './read-growers';
import type { GrowerDeps } from './grower-repository';

const tags = ['growers'];

export const growerRoutes =
  (deps: GrowerDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** The grower's farms and fields: { farmArray: [{ farm_id, farm_name, fields }], fields }. */
    for (const url of ['/api/grower-fields/v1', '/api/fields-eluminate']) {
      app.get(
        url,
        {
          config: { access: { signedIn: true } },
          schema: { tags, querystring: growerFieldsQuery, response: { 200: growerFieldsResponseSchema } },
        },
        async (request) => readGrowerFields(deps, contextOf(request), request.query),
      );
      app.post(
        url,
        {
          config: { access: { signedIn: true } },
          schema: { tags, body: growerFieldsQuery, response: { 200: growerFieldsResponseSchema } },
        },
        async (request) => readGrowerFields(deps, contextOf(request), request.body),
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
      async (request) => readGrower360(deps, contextOf(request), request.query),
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
      async (request) => readGrowerProfile(deps, contextOf(request), request.query.email),
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
      async (request) => findGrowers(deps, contextOf(request), request.query),
    );

    app.get(
      '/api/storage-locations/v1',
      {
        config: { access: { signedIn: true } },
        schema: { tags, querystring: storageLocationsQuery, response: { 200: storageLocationsResponse } },
      },
      async (request) => readStorageLocations(deps, contextOf(request), request.query.grower_id),
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
        const row = await addStorageLocation(deps, contextOf(request), request.body);
        return reply.status(201).send({ message: M.storageAdded, storage_location: row });
      },
    );

    app.post(
      '/api/growers/v1',
      {
        // The service narrows it: create-contract at the reseller or a receiver or 3PO linked to it.
        config: { access: { anyOf: ['create-contract'] } },
        schema: {
          tags,
          description:
            "Adds a grower of a reseller (or takes one of its growers) with fields on one farm, in one transaction (the create page's Add grower and fields).",
          body: addGrowerFieldsSchema,
          response: { 201: growerFieldsAddedReply },
        },
      },
      async (request, reply) => reply.status(201).send(await addGrowerFields(deps, contextOf(request), request.body)),
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
          response: { 200: growerImportResultSchema },
        },
      },
      async (request) => importGrowers(deps, contextOf(request), request.body.rows),
    );

    // The same import through an upload session, so the page shows the rows stored (admin only).
    uploadSessionRoutes(app, {
      path: '/api/growers/uploads',
      tags,
      access: { admin: true },
      describe: {
        start: 'Opens an upload of a growers file; its chunks are staged, then imported at once.',
        chunk: "Stages one chunk of the caller's upload (rows as in POST /api/growers/import).",
        commit:
          'Imports every staged row under the rules of POST /api/growers/import in one transaction that also removes the upload, or nothing.',
      },
      start: {
        body: growerUploadStartSchema,
        run: (request, body) => startGrowerUpload(deps, contextOf(request), body.total_rows),
      },
      chunk: {
        body: growerUploadChunkSchema,
        bodyLimit: GROWER_UPLOAD_CHUNK_BODY_LIMIT,
        run: (request, ids, body) =>
          stageGrowerChunk(deps, contextOf(request), { uploadId: ids.upload_id, index: ids.index, rows: body.rows }),
      },
      commit: {
        response: growerImportResultSchema,
        run: (request, id) => commitGrowerUpload(deps, contextOf(request), id),
      },
      cancel: (request, id) => cancelGrowerUpload(deps, contextOf(request), id),
    });
  };
