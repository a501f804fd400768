import { surveyCodeReply } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../services/service';
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
      async (request) => readSurveyCode(deps, contextOf(request)),
    );

    app.post(
      '/api/survey-code',
      { config: { access: { signedIn: true } }, schema: { tags, response } },
      async (request) => issueSurveyCode(deps, contextOf(request)),
    );
  };
