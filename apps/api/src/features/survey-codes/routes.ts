import { surveyCodeReply } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../plugins/access';
import { auditFor } from '../../services/audit';
import { issueSurveyCode } from './issue-survey-code';
import { readSurveyCode } from './read-survey-code';
import type { SurveyCodeDeps } from './repository';

const tags = ['survey-code'];
const response = { 200: surveyCodeReply };

/**
 * The spec issues a code with GET /survey-code?generate_new_survey_code=true; a GET must not change
 * anything (a cross-site link could make it), so issuing is POST /api/survey-code, limited per user
 * (plugins/rate-limits), and GET returns the caller's latest code.
 */
export const surveyCodeRoutes =
  (deps: SurveyCodeDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/survey-code',
      { config: { access: { signedIn: true } }, schema: { tags, response } },
      async (request) => readSurveyCode(deps, requireActor(request)),
    );

    app.post(
      '/api/survey-code',
      { config: { access: { signedIn: true } }, schema: { tags, response } },
      async (request) => issueSurveyCode(deps, requireActor(request), auditFor(request)),
    );
  };
