import {
  ANY_COMPANY,
  canChangeCompanyKeys,
  canUpdateCompany,
  COMPANY_KEY_FIELDS,
  checkAccess,
  COMPANY_LIST_LIMIT_MAX,
  COMPANY_PAGE_SIZE,
  COMPANY_SEARCH_LIMIT,
  COMPANY_SEARCH_TYPE_LIMIT,
  companyCreateSchema,
  companyRuleIssues,
  companyUpdateSchema,
  SEARCH_COMPANY_TYPES,
  SEARCH_MIN_LENGTH,
  type Company,
} from '@portal/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { companies, companyDetails } from '../../db/schema';
import { requireActor } from '../../plugins/access';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../plugins/errors';
import { audit } from '../../services/audit';
import { visibleCompanies } from '../../services/company-scope';
import type { Connector } from '../../services/connector';
import {
  companyAdminReport,
  companyValues,
  findCompany,
  findDuplicate,
  listCompanies,
  searchCompanies,
} from './repository';

const ROUTE = '/api/company-management/v1';
const flag = z.stringbool().optional();
const searchTerm = z
  .string()
  .trim()
  .min(SEARCH_MIN_LENGTH, `Please type at least ${SEARCH_MIN_LENGTH} characters`)
  .max(200);

const getQuery = z.object({
  company_id: z.uuid().optional(),
  sap_id: z.string().trim().min(1).max(40).optional(),
  limit: z.coerce.number().int().min(1).max(COMPANY_LIST_LIMIT_MAX).default(COMPANY_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).optional(),
  /** The spec's alias of offset. */
  skip: z.coerce.number().int().min(0).optional(),
  search: searchTerm.optional(),
  get_enogen_dealer_only: flag,
  get_companies_admin_details: flag,
});

const searchQuery = z
  .object({
    search_name: searchTerm.optional(),
    limit: z.coerce.number().int().min(1).max(COMPANY_SEARCH_LIMIT).optional(),
    get_enogen_dealer_only: flag,
    /** One type or several, comma-separated (reseller; grain-receiver, 3PO, distributor, syngenta). */
    'company-type': z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(SEARCH_COMPANY_TYPES, 'Unknown company type')).min(1))
      .optional(),
  })
  .refine((query) => query.search_name || query['company-type'], {
    path: ['search_name'],
    message: `Please type at least ${SEARCH_MIN_LENGTH} characters`,
  });

const syncBody = z.object({
  sapIds: z.array(z.string().trim().min(1).max(40)).min(1, 'Please provide at least one SAP ID').max(100),
});

/** A company as the create schema reads it, for the checks of an edit. */
function asInput(company: Company) {
  const {
    details: _details,
    company_id: _id,
    enogen_dealer: _dealer,
    allow_non_enogen_contracts: _allow,
    ...fields
  } = company;
  return fields;
}

/** A live company for an edit (the permission was checked already). */
async function loadCompany(tx: Tx, companyId: string): Promise<Company> {
  const found = await findCompany(tx, { companyId }, isNull(companies.deletedAt));
  if (!found) throw notFound('Company not found');
  return found.company;
}

export const companyRoutes =
  (deps: { db: Db; connector: Connector }): FastifyPluginAsyncZod =>
  async (app) => {
    /**
     * One company (company_id or sap_id) with its details; the company admin report
     * (get_companies_admin_details=true); or the list: pages of 50 by name, search, Enogen dealers.
     * Users without read-company see only their assigned companies.
     */
    app.get(
      ROUTE,
      { config: { access: { signedIn: true } }, schema: { tags: ['companies'], querystring: getQuery } },
      async (request) => {
        const actor = requireActor(request);
        const query = request.query;
        const scope = visibleCompanies(actor);
        if (query.company_id || query.sap_id) {
          const found = await findCompany(
            deps.db,
            query.company_id ? { companyId: query.company_id } : { sapId: query.sap_id! },
            scope,
          );
          if (!found) throw notFound('Company not found');
          if (!found.visible) throw forbidden();
          return { data: found.company };
        }
        if (query.get_companies_admin_details) {
          if (actor.roleType !== 'admin' && checkAccess(actor.access, ANY_COMPANY, 'show-reports') !== 'success')
            throw forbidden();
          return { data: { items: await companyAdminReport(deps.db, scope) } };
        }
        const offset = query.offset ?? query.skip ?? 0;
        const page = await listCompanies(
          deps.db,
          { scope, search: query.search, enogenDealerOnly: query.get_enogen_dealer_only },
          { limit: query.limit, offset },
        );
        return { data: { ...page, limit: query.limit, offset } };
      },
    );

    /** Create company (general access). Reply { data: { company_id } }. */
    app.post(
      ROUTE,
      { config: { access: { admin: true } }, schema: { tags: ['companies'], body: companyCreateSchema } },
      async (request) => {
        const actor = requireActor(request);
        const input = request.body;
        return deps.db.transaction(async (tx) => {
          const duplicate = await findDuplicate(tx, input);
          if (duplicate) throw conflict(duplicate.message, [duplicate]);
          const [row] = await tx
            .insert(companies)
            .values({ ...companyValues(input), companyName: input.company_name, companyType: input.company_type })
            .returning({ company_id: companies.companyId });
          await audit(tx, {
            userId: actor.userId,
            action: 'create',
            entity: 'company',
            entityId: row!.company_id,
            requestId: request.id,
            details: { ...input },
          });
          return { data: { company_id: row!.company_id } };
        });
      },
    );

    /**
     * Update company: company_id plus only the filled fields (update-company, or
     * update-assigned-company at this company), a detail to add (same permission), or the Non
     * Enogen Contracts switch (allow-non-enogen-dealer-to-contract at this company).
     */
    app.patch(
      ROUTE,
      { config: { access: { signedIn: true } }, schema: { tags: ['companies'], body: companyUpdateSchema } },
      async (request) => {
        const actor = requireActor(request);
        const { company_id, details, allow_non_enogen_contracts, ...edits } = request.body;
        const fields = Object.fromEntries(
          Object.entries(edits).filter(([, value]) => value !== undefined),
        ) as typeof edits;
        const editing = Object.keys(fields).length > 0;
        if (!editing && !details && allow_non_enogen_contracts === undefined)
          throw badRequest('Please change at least one field');
        if ((editing || details) && !canUpdateCompany(actor.access, company_id)) throw forbidden();
        if (COMPANY_KEY_FIELDS.some((key) => key in fields) && !canChangeCompanyKeys(actor.access)) throw forbidden();
        if (
          allow_non_enogen_contracts !== undefined &&
          checkAccess(actor.access, company_id, 'allow-non-enogen-dealer-to-contract') !== 'success'
        )
          throw forbidden();

        return deps.db.transaction(async (tx) => {
          const before = await loadCompany(tx, company_id);
          if (editing) {
            const issues = companyRuleIssues({ ...asInput(before), ...fields } as Parameters<
              typeof companyRuleIssues
            >[0]);
            if (issues.length) throw badRequest(issues[0]!.message, issues);
            const duplicate = await findDuplicate(tx, fields, company_id);
            if (duplicate) throw conflict(duplicate.message, [duplicate]);
          }
          const set = {
            ...companyValues(fields),
            ...(allow_non_enogen_contracts !== undefined
              ? { allowNonEnogenContracts: allow_non_enogen_contracts }
              : {}),
          };
          if (Object.keys(set).length)
            await tx
              .update(companies)
              .set({ ...set, modified: new Date() })
              .where(and(eq(companies.companyId, company_id), isNull(companies.deletedAt)));
          if (details)
            await tx.insert(companyDetails).values({
              companyId: company_id,
              detailsName: details.details_name,
              detailsValue: details.details_value,
            });
          const changed = Object.fromEntries(
            Object.keys(fields).map((key) => [
              key,
              { from: before[key as keyof Company], to: fields[key as keyof typeof fields] },
            ]),
          );
          await audit(tx, {
            userId: actor.userId,
            action: details && !editing ? 'add-detail' : 'update',
            entity: 'company',
            entityId: company_id,
            requestId: request.id,
            details: {
              ...(editing ? { changed } : {}),
              ...(details ? { detail: details } : {}),
              ...(allow_non_enogen_contracts !== undefined
                ? {
                    allow_non_enogen_contracts: {
                      from: before.allow_non_enogen_contracts,
                      to: allow_non_enogen_contracts,
                    },
                  }
                : {}),
            },
          });
          return { data: await loadCompany(tx, company_id) };
        });
      },
    );

    /** Delete company (general access): a soft delete; the company disappears from every list. */
    app.delete(
      ROUTE,
      {
        config: { access: { admin: true } },
        schema: { tags: ['companies'], querystring: z.object({ company_id: z.uuid() }) },
      },
      async (request) => {
        const actor = requireActor(request);
        const { company_id } = request.query;
        return deps.db.transaction(async (tx) => {
          const [row] = await tx
            .update(companies)
            .set({ deletedAt: new Date(), modified: new Date() })
            .where(and(eq(companies.companyId, company_id), isNull(companies.deletedAt)))
            .returning({ name: companies.companyName, sapId: companies.sapId });
          if (!row) throw notFound('Company not found');
          await audit(tx, {
            userId: actor.userId,
            action: 'delete',
            entity: 'company',
            entityId: company_id,
            requestId: request.id,
            details: { company_name: row.name, sap_id: row.sapId },
          });
          return { data: { company_id } };
        });
      },
    );

    /**
     * Company search: search_name (3+ characters, the SAP-id rules), company-type, Enogen
     * dealers only; 100 results by type, 1000 otherwise. Scoped like the company list.
     */
    app.get(
      '/api/company-search',
      { config: { access: { signedIn: true } }, schema: { tags: ['companies'], querystring: searchQuery } },
      async (request) => {
        const actor = requireActor(request);
        const query = request.query;
        const types = query['company-type'];
        const max = types ? COMPANY_SEARCH_TYPE_LIMIT : COMPANY_SEARCH_LIMIT;
        const items = await searchCompanies(
          deps.db,
          {
            scope: visibleCompanies(actor),
            search: query.search_name,
            enogenDealerOnly: query.get_enogen_dealer_only,
            types,
          },
          Math.min(query.limit ?? max, max),
        );
        return { data: { items } };
      },
    );

    /**
     * Sync companies to the CRM (sync-company at each company): each SAP id goes through the
     * connector, which records every attempt. 200 when every company synced, else 502.
     */
    app.post(
      '/api/salesforce-sync-companies',
      { config: { access: { anyOf: ['sync-company'] } }, schema: { tags: ['companies'], body: syncBody } },
      async (request) => {
        const actor = requireActor(request);
        const sapIds = [...new Set(request.body.sapIds)];
        const rows = await deps.db
          .select()
          .from(companies)
          .where(and(inArray(companies.sapId, sapIds), isNull(companies.deletedAt)));
        const missing = sapIds.filter((id) => !rows.some((row) => row.sapId === id));
        if (missing.length) throw notFound(`Company with SAP ID ${missing[0]} not found`);
        if (rows.some((row) => checkAccess(actor.access, row.companyId, 'sync-company') !== 'success'))
          throw forbidden();

        const results: {
          sap_id: string;
          company_id: string;
          ok: boolean;
          status_code: number | null;
          attempts: number;
        }[] = [];
        for (const row of rows) {
          const result = await deps.connector.sync({
            target: 'company',
            targetId: row.sapId!,
            userId: actor.userId,
            payload: {
              company_id: row.companyId,
              sap_id: row.sapId,
              salesforce_id: row.salesforceId,
              company_name: row.companyName,
              company_type: row.companyType,
              country: row.country,
              address1: row.address1,
              address2: row.address2,
              city: row.city,
              state: row.state,
              zipcode: row.zipcode,
              phone: row.phone,
              inventory_code: row.inventoryCode,
              enogen_dealer: row.enogenDealer,
              allow_non_enogen_contracts: row.allowNonEnogenContracts,
            },
          });
          results.push({
            sap_id: row.sapId!,
            company_id: row.companyId,
            ok: result.ok,
            status_code: result.statusCode,
            attempts: result.attempts,
          });
        }
        await deps.db.transaction((tx) =>
          audit(tx, {
            userId: actor.userId,
            action: 'sync',
            entity: 'company',
            entityId: rows.length === 1 ? rows[0]!.companyId : null,
            requestId: request.id,
            details: { results },
          }),
        );
        if (results.some((r) => !r.ok))
          throw new AppError(502, 'sync_failed', 'The CRM did not accept the sync. Please try again later.', results);
        return { data: { results } };
      },
    );
  };
