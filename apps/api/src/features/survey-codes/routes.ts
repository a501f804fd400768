import { randomBytes } from 'node:crypto';
import { SURVEY_CODE_LENGTH, surveyCodeFrom } from '@portal/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { surveyCodes } from '../../db/schema';
import { requireActor } from '../../plugins/access';
import { AppError, notFound } from '../../plugins/errors';
import { audit } from '../../services/audit';

const ATTEMPTS = 5;

/**
 * The spec issues a code with GET /survey-code?generate_new_survey_code=true; a GET must not change
 * anything (a cross-site link could make it), so issuing is POST /api/survey-code, limited per user
 * (plugins/rate-limits), and GET returns the caller's latest code.
 */
export const surveyCodeRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/survey-code',
      { config: { access: { signedIn: true } }, schema: { tags: ['survey-code'] } },
      async (request) => {
        const actor = requireActor(request);
        const [latest] = await deps.db
          .select({ code: surveyCodes.code })
          .from(surveyCodes)
          .where(eq(surveyCodes.createdBy, actor.userId))
          .orderBy(desc(surveyCodes.created))
          .limit(1);
        if (!latest) throw notFound('no survey code issued yet');
        return latest;
      },
    );

    /** Issues a new unique code. */
    app.post(
      '/api/survey-code',
      { config: { access: { signedIn: true } }, schema: { tags: ['survey-code'] } },
      async (request) => {
        const actor = requireActor(request);
        for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
          const code = surveyCodeFrom(randomBytes(SURVEY_CODE_LENGTH));
          const saved = await deps.db.transaction(async (tx) => {
            const [row] = await tx
              .insert(surveyCodes)
              .values({ code, createdBy: actor.userId })
              .onConflictDoNothing()
              .returning({ code: surveyCodes.code });
            if (row)
              await audit(tx, {
                userId: actor.userId,
                action: 'create',
                entity: 'survey_code',
                entityId: code,
                requestId: request.id,
              });
            return row;
          });
          if (saved) return saved;
        }
        throw new AppError(503, 'survey_code_unavailable', 'could not issue a unique survey code, please try again');
      },
    );
  };
