import { notFound } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { latestSurveyCode, type SurveyCodeDeps } from './repository';

/** The caller's latest code (404 before the first). */
export const readSurveyCode = (async (deps, { actor }) => {
  const latest = await latestSurveyCode(deps.db, actor.userId);
  if (!latest) throw notFound('no survey code issued yet');
  return latest;
}) satisfies Service<SurveyCodeDeps>;
