import { LINK_COMPANY_MESSAGES, linkCompaniesSchema, type LinkedCompany } from '@portal/domain';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { companies, linkedCompanies } from '../../db/schema';
import { requireActor } from '../../plugins/access';
import { conflict, notFound } from '../../plugins/errors';
import { audit } from '../../services/audit';
import { assertCompanyVisible } from '../../services/company-scope';

const ROUTE = '/api/link';

/** The link between two companies, in either order. */
const pair = (a: string, b: string) =>
  or(
    and(eq(linkedCompanies.companyId1, a), eq(linkedCompanies.companyId2, b)),
    and(eq(linkedCompanies.companyId1, b), eq(linkedCompanies.companyId2, a)),
  );

export const linkRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    /** The companies linked to a company the actor can see (one query). */
    app.get(
      ROUTE,
      {
        config: { access: { signedIn: true } },
        schema: { tags: ['links'], querystring: z.object({ company_id: z.uuid() }) },
      },
      async (request) => {
        const actor = requireActor(request);
        const { company_id } = request.query;
        await assertCompanyVisible(deps.db, actor, company_id);
        const other = sql`case when ${linkedCompanies.companyId1} = ${company_id} then ${linkedCompanies.companyId2} else ${linkedCompanies.companyId1} end`;
        const items: LinkedCompany[] = await deps.db
          .select({
            link_id: linkedCompanies.linkId,
            company_id: companies.companyId,
            company_name: companies.companyName,
            company_type: companies.companyType,
            city: companies.city,
            state: companies.state,
            sap_id: companies.sapId,
          })
          .from(linkedCompanies)
          .innerJoin(companies, eq(companies.companyId, other))
          .where(
            and(
              or(eq(linkedCompanies.companyId1, company_id), eq(linkedCompanies.companyId2, company_id)),
              isNull(companies.deletedAt),
            ),
          )
          .orderBy(asc(companies.companyName));
        return { data: { items } };
      },
    );

    /** Link two companies (general access); 409 when they are linked already. */
    app.post(
      ROUTE,
      { config: { access: { admin: true } }, schema: { tags: ['links'], body: linkCompaniesSchema } },
      async (request) => {
        const actor = requireActor(request);
        const { company_id_1, company_id_2 } = request.body;
        return deps.db.transaction(async (tx) => {
          const found = await tx
            .select({ id: companies.companyId })
            .from(companies)
            .where(and(inArray(companies.companyId, [company_id_1, company_id_2]), isNull(companies.deletedAt)));
          if (found.length < 2) throw notFound('Company not found');
          const [existing] = await tx
            .select({ id: linkedCompanies.linkId })
            .from(linkedCompanies)
            .where(pair(company_id_1, company_id_2));
          if (existing) throw conflict(LINK_COMPANY_MESSAGES.alreadyLinked);
          const [row] = await tx
            .insert(linkedCompanies)
            .values({ companyId1: company_id_1, companyId2: company_id_2 })
            .returning({ link_id: linkedCompanies.linkId });
          await audit(tx, {
            userId: actor.userId,
            action: 'link',
            entity: 'company',
            entityId: company_id_1,
            requestId: request.id,
            details: { company_id_1, company_id_2 },
          });
          return { data: { link_id: row!.link_id, company_id_1, company_id_2 } };
        });
      },
    );

    /** Remove the link between two companies (general access). */
    app.delete(
      ROUTE,
      {
        config: { access: { admin: true } },
        schema: { tags: ['links'], querystring: z.object({ company_id_1: z.uuid(), company_id_2: z.uuid() }) },
      },
      async (request) => {
        const actor = requireActor(request);
        const { company_id_1, company_id_2 } = request.query;
        return deps.db.transaction(async (tx) => {
          const [row] = await tx
            .delete(linkedCompanies)
            .where(pair(company_id_1, company_id_2))
            .returning({ id: linkedCompanies.linkId });
          if (!row) throw notFound('These companies are not linked.');
          await audit(tx, {
            userId: actor.userId,
            action: 'unlink',
            entity: 'company',
            entityId: company_id_1,
            requestId: request.id,
            details: { company_id_1, company_id_2 },
          });
          return { data: { company_id_1, company_id_2 } };
        });
      },
    );
  };
