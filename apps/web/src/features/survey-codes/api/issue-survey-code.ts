import type { SurveyCode } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const surveyCodeKeys = { issued: ['survey-code', 'new'] as const };

/**
 * A new survey code on every visit. The spec's GET ?generate_new_survey_code=true; issuing is a
 * POST here (a GET must change nothing), read as a query that is never cached or retried.
 */
export const issuedSurveyCodeQuery = queryOptions({
  queryKey: surveyCodeKeys.issued,
  queryFn: () => api<SurveyCode>('/survey-code', { method: 'POST' }),
  gcTime: 0,
  staleTime: Infinity,
  retry: false,
});

export const useIssuedSurveyCode = () => useQuery(issuedSurveyCodeQuery);
