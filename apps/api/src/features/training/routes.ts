import {
  canReadAllCompanies,
  checkAccess,
  companyTrainingPostSchema,
  companyTrainingQuery,
  companyTrainingSchema,
  TRAINING_ID_PATTERN,
  trainingVideoSchema,
  type CompanyTrainingInput,
} from '@portal/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { companies, companyTraining, trainingVideos } from '../../db/schema';
import { requireActor } from '../../plugins/access';
import type { Actor } from '../../plugins/actor';
import { conflict, forbidden, notFound } from '../../plugins/errors';
import { audit } from '../../services/audit';
import { visibleCompanies, visibleOrLinkedCompanies } from '../../services/company-scope';

const training = {
  training_year: companyTraining.trainingYear,
  company_sap_id: companyTraining.companySapId,
  company_name: companyTraining.companyName,
  active: companyTraining.active,
  contact_name: companyTraining.contactName,
  contact_email: companyTraining.contactEmail,
};
const video = {
  training_id: trainingVideos.trainingId,
  training_year: trainingVideos.trainingYear,
  training_steps: trainingVideos.trainingSteps,
};
const TRAINING = { anyOf: ['company-training'] } as const;

/** Inserts or updates records by (company_sap_id, training_year) in the caller's transaction. */
async function upsertTraining(tx: Tx, docs: CompanyTrainingInput[]) {
  return tx
    .insert(companyTraining)
    .values(
      docs.map((d) => ({
        trainingYear: d.training_year,
        companySapId: d.company_sap_id,
        companyName: d.company_name,
        active: d.active,
        contactName: d.contact_name ?? null,
        contactEmail: d.contact_email ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: [companyTraining.companySapId, companyTraining.trainingYear],
      set: {
        companyName: sql`excluded.company_name`,
        active: sql`excluded.active`,
        contactName: sql`coalesce(excluded.contact_name, ${companyTraining.contactName})`,
        contactEmail: sql`coalesce(excluded.contact_email, ${companyTraining.contactEmail})`,
      },
    })
    .returning(training);
}

/** L-1: company-training at the live company owning each SAP id (admins: any SAP id, e.g. of an upload). */
async function assertTrainingWritable(db: Db, actor: Actor, sapIds: string[]) {
  if (actor.roleType === 'admin') return;
  const owners = await db
    .select({ sapId: companies.sapId, companyId: companies.companyId })
    .from(companies)
    .where(and(inArray(companies.sapId, [...new Set(sapIds)]), isNull(companies.deletedAt)));
  const allowed = (sapId: string) =>
    owners.some((o) => o.sapId === sapId && checkAccess(actor.access, o.companyId, 'company-training') === 'success');
  if (!sapIds.every(allowed)) throw forbidden();
}

/**
 * How much of a company's training record (by SAP id) the actor may read: all of it for a company they
 * see, the status only for a company linked to theirs (a grain receiver checks its reseller before a
 * contract), nothing otherwise (L-1).
 */
async function trainingReadScope(db: Db, actor: Actor, sapId: string): Promise<'all' | 'status' | 'none'> {
  if (canReadAllCompanies(actor.access)) return 'all';
  const [row] = await db
    .select({ visible: sql<boolean>`(${visibleCompanies(actor)})` })
    .from(companies)
    .where(and(eq(companies.sapId, sapId), visibleOrLinkedCompanies(actor)));
  return !row ? 'none' : row.visible ? 'all' : 'status';
}

const yearOf = (trainingId: string) => Number(TRAINING_ID_PATTERN.exec(trainingId)![1]);

export const trainingRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    /**
     * The training status of a company (by SAP id) for a year: { success, active } plus the contact.
     * A SAP id of no company the actor may see answers like one without a record (L-1).
     */
    app.get(
      '/api/company-training',
      { config: { access: { signedIn: true } }, schema: { tags: ['training'], querystring: companyTrainingQuery } },
      async (request) => {
        const { company_sap_id, training_year } = request.query;
        const none = { success: false, active: false, training_year, company_sap_id };
        const scope = await trainingReadScope(deps.db, requireActor(request), company_sap_id);
        if (scope === 'none') return none;
        const [row] = await deps.db
          .select(training)
          .from(companyTraining)
          .where(
            and(eq(companyTraining.companySapId, company_sap_id), eq(companyTraining.trainingYear, training_year)),
          );
        if (row && scope === 'status') return { success: true, active: row.active, training_year, company_sap_id };
        return row ? { success: true, ...row } : none;
      },
    );

    /** One checked status, or the upload's training_docs array (one transaction). */
    app.post(
      '/api/company-training',
      { config: { access: TRAINING }, schema: { tags: ['training'], body: companyTrainingPostSchema } },
      async (request) => {
        const actor = requireActor(request);
        const docs = 'training_docs' in request.body ? request.body.training_docs : [request.body];
        await assertTrainingWritable(
          deps.db,
          actor,
          docs.map((d) => d.company_sap_id),
        );
        return deps.db.transaction(async (tx) => {
          const rows = await upsertTraining(tx, docs);
          await audit(tx, {
            userId: actor.userId,
            action: 'upsert',
            entity: 'company_training',
            requestId: request.id,
            details: { count: rows.length, docs },
          });
          return 'training_docs' in request.body
            ? { success: true, training_docs: rows }
            : { success: true, ...rows[0]! };
        });
      },
    );

    app.patch(
      '/api/company-training',
      { config: { access: TRAINING }, schema: { tags: ['training'], body: companyTrainingSchema } },
      async (request) => {
        const actor = requireActor(request);
        await assertTrainingWritable(deps.db, actor, [request.body.company_sap_id]);
        return deps.db.transaction(async (tx) => {
          const [row] = await upsertTraining(tx, [request.body]);
          await audit(tx, {
            userId: actor.userId,
            action: 'update',
            entity: 'company_training',
            entityId: `${row!.company_sap_id}/${row!.training_year}`,
            requestId: request.id,
            details: request.body,
          });
          return { success: true, ...row! };
        });
      },
    );

    /** Training videos: one year (training_year) or all of them. */
    app.get(
      '/api/grower-training/v1',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags: ['training'],
          querystring: z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() }),
        },
      },
      async (request) => {
        const { year } = request.query;
        const rows = await deps.db
          .select(video)
          .from(trainingVideos)
          .where(year ? eq(trainingVideos.trainingYear, year) : undefined)
          .orderBy(asc(trainingVideos.trainingYear));
        if (year === undefined) return { trainings: rows };
        if (!rows[0]) throw notFound(`No training video for ${year}`);
        return rows[0];
      },
    );

    app.post(
      '/api/grower-training/v1',
      { config: { access: { admin: true } }, schema: { tags: ['training'], body: trainingVideoSchema } },
      async (request) => {
        const actor = requireActor(request);
        const { training_id, training_steps } = request.body;
        return deps.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(trainingVideos)
            .values({ trainingId: training_id, trainingYear: yearOf(training_id), trainingSteps: training_steps })
            .onConflictDoNothing()
            .returning(video);
          if (!row) throw conflict(`A training video for ${yearOf(training_id)} already exists.`);
          await audit(tx, {
            userId: actor.userId,
            action: 'create',
            entity: 'training_video',
            entityId: training_id,
            requestId: request.id,
            details: request.body,
          });
          return row;
        });
      },
    );

    app.patch(
      '/api/grower-training/v1',
      { config: { access: { admin: true } }, schema: { tags: ['training'], body: trainingVideoSchema } },
      async (request) => {
        const actor = requireActor(request);
        const { training_id, training_steps } = request.body;
        return deps.db.transaction(async (tx) => {
          const [row] = await tx
            .update(trainingVideos)
            .set({ trainingSteps: training_steps })
            .where(eq(trainingVideos.trainingId, training_id))
            .returning(video);
          if (!row) throw notFound('Training video not found');
          await audit(tx, {
            userId: actor.userId,
            action: 'update',
            entity: 'training_video',
            entityId: training_id,
            requestId: request.id,
            details: request.body,
          });
          return row;
        });
      },
    );

    app.delete(
      '/api/grower-training/v1',
      {
        config: { access: { admin: true } },
        schema: { tags: ['training'], querystring: z.object({ training_id: z.string().regex(TRAINING_ID_PATTERN) }) },
      },
      async (request) => {
        const actor = requireActor(request);
        const { training_id } = request.query;
        return deps.db.transaction(async (tx) => {
          const [row] = await tx
            .delete(trainingVideos)
            .where(eq(trainingVideos.trainingId, training_id))
            .returning(video);
          if (!row) throw notFound('Training video not found');
          await audit(tx, {
            userId: actor.userId,
            action: 'delete',
            entity: 'training_video',
            entityId: training_id,
            requestId: request.id,
          });
          return { training_id };
        });
      },
    );
  };
