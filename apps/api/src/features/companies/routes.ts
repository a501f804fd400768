import {
  companyCreateSchema,
  companyDeleteQuery,
  companyIdReply,
  companyReply,
  companySyncReply,
  companyGetQuery,
  companyHistoryQuerySchema,
  companyGetResponse,
  companySearchQuery,
  companySearchResponse,
  companySyncSchema,
  companyUpdateSchema,
  recordHistoryPageSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ifMatchOf } from '../../plugins/record-version';
import { contextOf } from '../../services/service';
import { createCompany } from './create-company';
import { deleteCompany } from './delete-company';
import { readCompanies } from './read-companies';
import { readCompanyHistory } from './read-company-history';
import { searchCompanies } from './search-companies';
import { syncCompanies } from './sync-company';
import { updateCompany } from './update-company';
import type { CompanyDeps } from './repository';

const ROUTE = '/api/company-management/v1';
const tags = ['companies'];

export const companyRoutes =
  (deps: CompanyDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** One company, the company admin report, or a page of the list (read-companies.ts). */
    app.get(
      ROUTE,
      {
        config: { access: { signedIn: true }, etag: true },
        schema: { tags, querystring: companyGetQuery, response: { 200: companyGetResponse } },
      },
      async (request) => readCompanies(deps, contextOf(request), request.query),
    );

    /** A company's history, newest first, read as the company is (read-company-history.ts). */
    app.get(
      `${ROUTE}/history`,
      {
        config: { access: { signedIn: true } },
        schema: { tags, querystring: companyHistoryQuerySchema, response: { 200: recordHistoryPageSchema } },
      },
      async (request) => readCompanyHistory(deps, contextOf(request), request.query),
    );

    /** Create company (general access). Reply { data: { company_id } }. */
    app.post(
      ROUTE,
      {
        config: { access: { admin: true } },
        schema: { tags, body: companyCreateSchema, response: { 200: companyIdReply } },
      },
      async (request) => createCompany(deps, contextOf(request), request.body),
    );

    /** Update company fields, add a detail, or switch Non Enogen Contracts, on the version read (If-Match). */
    app.patch(
      ROUTE,
      {
        config: { access: { signedIn: true }, etag: true },
        schema: { tags, body: companyUpdateSchema, response: { 200: companyReply } },
      },
      async (request) => updateCompany(deps, contextOf(request), { change: request.body, version: ifMatchOf(request) }),
    );

    /** Delete company (general access): a soft delete. */
    app.delete(
      ROUTE,
      {
        config: { access: { admin: true } },
        schema: { tags, querystring: companyDeleteQuery, response: { 200: companyIdReply } },
      },
      async (request) => deleteCompany(deps, contextOf(request), request.query.company_id),
    );

    /** Company search by name or SAP id, company type, Enogen dealers (search-companies.ts). */
    app.get(
      '/api/company-search',
      {
        config: { access: { signedIn: true } },
        schema: { tags, querystring: companySearchQuery, response: { 200: companySearchResponse } },
      },
      async (request) => searchCompanies(deps, contextOf(request), request.query),
    );

    /** Sync companies to the CRM (sync-company at each company; sync-company.ts). */
    app.post(
      '/api/salesforce-sync-companies',
      {
        config: { access: { anyOf: ['sync-company'] } },
        schema: { tags, body: companySyncSchema, response: { 200: companySyncReply } },
      },
      async (request) => syncCompanies(deps, contextOf(request), request.body.sapIds),
    );
  };
