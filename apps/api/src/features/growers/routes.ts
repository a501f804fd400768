import {
  CONTRACT_MESSAGES as M,
  createStorageLocationSchema,
  GROWER_IMPORT_BODY_LIMIT,
  growerImportSchema,
  prefixSapId,
} from '@portal/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { growers, storageLocations } from '../../db/schema';
import { requireActor } from '../../plugins/access';
import type { Actor } from '../../plugins/actor';
import { notFound } from '../../plugins/errors';
import { audit } from '../../services/audit';
import { importGrowers } from './grower-import';
import { isGrowerVisible } from '../../services/grower-access';
import {
  findGrower,
  findGrowers,
  growerFields,
  growerSearchCondition,
  growerStorage,
  storageColumns,
} from './grower-reads';

const tags = ['growers'];
const SEARCH_MIN = 3;
const searchTerm = z.string().trim().min(SEARCH_MIN, `Please type at least ${SEARCH_MIN} characters`).max(100);

/** Exactly one of the listed keys is present. */
const oneOf = (keys: string[]) => (query: Record<string, unknown>) =>
  keys.filter((k) => query[k] !== undefined).length === 1;

const fieldsQuery = z
  .object({ grower_salesforce_id: z.string().trim().min(1).max(50).optional(), grower_id: z.uuid().optional() })
  .refine(oneOf(['grower_salesforce_id', 'grower_id']), 'Please provide grower_salesforce_id or grower_id');

async function visibleGrowerOr404(db: Db, actor: Actor, by: SQL) {
  const grower = await findGrower(db, actor, by);
  if (!grower) throw notFound('Grower not found');
  return grower;
}

export const growerRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    /** The grower's farms and fields: { farmArray: [{ farm_id, farm_name, fields }], fields }. */
    const fieldsHandler = async (actor: Actor, query: z.output<typeof fieldsQuery>) => {
      const by = query.grower_id
        ? eq(growers.growerId, query.grower_id)
        : eq(growers.growerSfdcId, query.grower_salesforce_id!);
      const grower = await visibleGrowerOr404(db, actor, by);
      return growerFields(db, grower.grower_id);
    };
    for (const url of ['/api/grower-fields/v1', '/api/fields-eluminate']) {
      app.get(
        url,
        { config: { access: { signedIn: true } }, schema: { tags, querystring: fieldsQuery } },
        async (request) => fieldsHandler(requireActor(request), request.query),
      );
      app.post(url, { config: { access: { signedIn: true } }, schema: { tags, body: fieldsQuery } }, async (request) =>
        fieldsHandler(requireActor(request), request.body),
      );
    }

    app.get(
      '/api/grower-360/v1',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          description: 'One grower (by grower_id or SAP id) with its reseller.',
          querystring: z
            .object({ grower_id: z.uuid().optional(), sap_id: z.string().trim().min(1).max(20).optional() })
            .refine(oneOf(['grower_id', 'sap_id']), 'Please provide grower_id or sap_id'),
        },
      },
      async (request) => {
        const { grower_id, sap_id } = request.query;
        const by = grower_id ? eq(growers.growerId, grower_id) : eq(growers.sapId, prefixSapId(sap_id!));
        return { grower: await visibleGrowerOr404(db, requireActor(request), by) };
      },
    );

    app.get(
      '/api/grower-profile/v1',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          description: 'The grower with this e-mail address.',
          querystring: z.object({ email: z.string().trim().toLowerCase().min(3).max(254) }),
        },
      },
      async (request) => ({
        grower: await visibleGrowerOr404(
          db,
          requireActor(request),
          sql`lower(${growers.email}) = ${request.query.email}`,
        ),
      }),
    );

    app.get(
      '/api/grower-search',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          description:
            'Growers the user may see by name (3+ characters, trigram-indexed), Salesforce id or SAP id; at most 100.',
          querystring: z
            .object({
              query: searchTerm.optional(),
              grower_name: searchTerm.optional(),
              salesforce_id: searchTerm.optional(),
              sap_id: searchTerm.optional(),
            })
            .refine(
              oneOf(['query', 'grower_name', 'salesforce_id', 'sap_id']),
              'Please provide query, grower_name, salesforce_id or sap_id',
            ),
        },
      },
      async (request) => {
        const q = request.query;
        const condition = growerSearchCondition({ ...q, sap_id: q.sap_id ? prefixSapId(q.sap_id) : undefined });
        return { growers: await findGrowers(db, requireActor(request), condition) };
      },
    );

    app.get(
      '/api/storage-locations/v1',
      {
        config: { access: { signedIn: true } },
        schema: { tags, querystring: z.object({ grower_id: z.uuid(M.missingGrower) }) },
      },
      async (request) => {
        if (!(await isGrowerVisible(db, requireActor(request), request.query.grower_id)))
          throw notFound('Grower not found');
        return { storage_locations: await growerStorage(db, request.query.grower_id) };
      },
    );

    app.post(
      '/api/storage-locations/v1',
      {
        config: { access: { anyOf: ['create-contract', 'amend-contract'] } },
        schema: {
          tags,
          description: "Adds a storage location to a grower the user may see (the create page's storage form).",
          body: createStorageLocationSchema,
        },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        const body = request.body;
        if (!(await isGrowerVisible(db, actor, body.grower_id))) throw notFound('Grower not found');
        const row = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(storageLocations)
            .values({
              growerId: body.grower_id,
              storageName: body.storage_name,
              storageCapacity: body.storage_capacity,
              storageType: body.storage_type,
              storageLatitude: body.storage_latitude,
              storageLongitude: body.storage_longitude,
            })
            .returning(storageColumns);
          await audit(tx, {
            userId: actor.userId,
            action: 'create',
            entity: 'storage_location',
            entityId: created!.storage_locations_id,
            requestId: request.id,
            details: body,
          });
          return created!;
        });
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
      async (request) => importGrowers(db, requireActor(request), request.body.rows, request.id),
    );
  };
