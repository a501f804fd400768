import type { Actor } from '../../plugins/actor';
import { notFound } from '../../plugins/errors';
import { latestSurveyCode, type SurveyCodeDeps } from './repository';

/** The caller's latest code (404 before the first). */
export async function readSurveyCode(deps: SurveyCodeDeps, actor: Actor) {
  const latest = await latestSurveyCode(deps.db, actor.userId);
  if (!latest) throw notFound('no survey code issued yet');
  return latest;
}
