import { globalSearchQuery, globalSearchResponse } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../services/service';
import { globalSearch } from './global-search';
import type { SearchDeps } from './repository';

export const searchRoutes =
  (deps: SearchDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** GET /api/search: the global search (global-search.ts). The Search button's rule: read-company at any company. */
    app.get(
      '/api/search',
      {
        config: { access: { anyOf: ['read-company'] } },
        schema: { tags: ['search'], querystring: globalSearchQuery, response: { 200: globalSearchResponse } },
      },
      async (request) => globalSearch(deps, contextOf(request), request.query),
    );
  };
