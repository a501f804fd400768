import { globalSearchQuery, SEARCH_GROUPS, type GlobalSearchResult } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { requireActor } from '../../plugins/access';
import { visibleCompanies } from '../../services/company-scope';
import { visibleContracts } from '../../services/contract-visibility';
import { searchCompanies, searchContracts, searchScaleTickets, searchUsers } from './repository';

export const searchRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    /**
     * GET /api/search (spec 2, §2 and §7): the global search over users, companies, contracts
     * and scale tickets, each group scoped to what the actor may see, one limited query each.
     * The Search button's rule: read-company at any company.
     */
    app.get(
      '/api/search',
      {
        config: { access: { anyOf: ['read-company'] } },
        schema: { tags: ['search'], querystring: globalSearchQuery },
      },
      async (request): Promise<GlobalSearchResult> => {
        const actor = requireActor(request);
        const { global_search: term, types, year, contract_status, limit, offset } = request.query;
        const wanted = new Set(types ?? SEARCH_GROUPS);
        const pageOf = { limit, offset };
        const companyScope = visibleCompanies(actor);
        const [users, companies, contracts, scale_tickets] = await Promise.all([
          wanted.has('users') ? searchUsers(deps.db, actor, term, pageOf) : undefined,
          wanted.has('companies') ? searchCompanies(deps.db, companyScope, term, pageOf) : undefined,
          wanted.has('contracts')
            ? searchContracts(deps.db, visibleContracts(actor), term, { year, contract_status }, pageOf)
            : undefined,
          wanted.has('scale_tickets') ? searchScaleTickets(deps.db, companyScope, term, { year }, pageOf) : undefined,
        ]);
        return { users, companies, contracts, scale_tickets };
      },
    );
  };
