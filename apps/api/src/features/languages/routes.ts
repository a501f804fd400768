import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { companies, languages } from '../../db/schema';
import { notFound } from '../../plugins/errors';

const language = z.object({ lang_name: z.string(), lang_value: z.string() });

export const languageRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    /** Every language, or the supported languages of one company (company_id). */
    app.get(
      '/api/supported-languages',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags: ['languages'],
          querystring: z.object({ company_id: z.uuid().optional() }),
          response: { 200: z.object({ languages: z.array(language) }) },
        },
      },
      async (request) => {
        let values: string[] | undefined;
        if (request.query.company_id) {
          const [company] = await deps.db
            .select({ supported: companies.supportedLanguages })
            .from(companies)
            .where(and(eq(companies.companyId, request.query.company_id), isNull(companies.deletedAt)));
          if (!company) throw notFound('Company not found');
          values = company.supported;
        }
        const rows = await deps.db
          .select({ lang_name: languages.langName, lang_value: languages.langValue })
          .from(languages)
          .where(values ? inArray(languages.langValue, values) : undefined)
          .orderBy(languages.langName);
        return { languages: rows };
      },
    );
  };
