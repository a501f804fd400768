import { languageListReply, supportedLanguagesQuery } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../services/service';
import { listSupportedLanguages } from './list-supported-languages';
import type { LanguageDeps } from './repository';

export const languageRoutes =
  (deps: LanguageDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** Every language, or the supported languages of one company (company_id). */
    app.get(
      '/api/supported-languages',
      {
        config: { access: { signedIn: true } },
        schema: { tags: ['languages'], querystring: supportedLanguagesQuery, response: { 200: languageListReply } },
      },
      async (request) => listSupportedLanguages(deps, contextOf(request), request.query.company_id),
    );
  };
