import { randomBytes } from 'node:crypto';
import { SURVEY_CODE_LENGTH, surveyCodeFrom } from '@portal/domain';
import { appError } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { insertSurveyCode, type SurveyCodeDeps } from './repository';

const ATTEMPTS = 5;

/** Issues a new unique code, drawing again (up to 5 times) when a code is taken. */
export const issueSurveyCode = (async (deps, { actor, audit }) => {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const code = surveyCodeFrom(randomBytes(SURVEY_CODE_LENGTH));
    const saved = await deps.db.transaction(async (tx) => {
      const row = await insertSurveyCode(tx, code, actor.userId);
      if (row) await audit(tx, { action: 'create', entity: 'survey_code', entityId: code });
      return row;
    });
    if (saved) return saved;
  }
  throw appError('survey_code_unavailable', 'could not issue a unique survey code, please try again');
}) satisfies Service<SurveyCodeDeps>;
