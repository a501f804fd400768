import {
  companiesLinkedReply,
  companiesUnlinkedReply,
  linkCompaniesSchema,
  linkedCompaniesQuery,
  linkedCompaniesResponse,
  unlinkCompaniesQuery,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../services/service';
import { linkCompanies, unlinkCompanies } from './link-companies';
import { listLinkedCompanies } from './list-linked-companies';
import type { LinkDeps } from './repository';

const ROUTE = '/api/link';
const tags = ['links'];

export const linkRoutes =
  (deps: LinkDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** The companies linked to a company the actor can see. */
    app.get(
      ROUTE,
      {
        config: { access: { signedIn: true } },
        schema: { tags, querystring: linkedCompaniesQuery, response: { 200: linkedCompaniesResponse } },
      },
      async (request) => listLinkedCompanies(deps, contextOf(request), request.query.company_id),
    );

    /** Link two companies (general access); 409 when they are linked already. */
    app.post(
      ROUTE,
      {
        config: { access: { admin: true } },
        schema: { tags, body: linkCompaniesSchema, response: { 200: companiesLinkedReply } },
      },
      async (request) => linkCompanies(deps, contextOf(request), request.body),
    );

    /** Remove the link between two companies (general access). */
    app.delete(
      ROUTE,
      {
        config: { access: { admin: true } },
        schema: { tags, querystring: unlinkCompaniesQuery, response: { 200: companiesUnlinkedReply } },
      },
      async (request) => unlinkCompanies(deps, contextOf(request), request.query),
    );
  };
