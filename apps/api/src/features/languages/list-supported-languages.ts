import { notFound } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { listLanguages, supportedLanguagesOf, type LanguageDeps } from './repository';

/** Every language, or the supported languages of one company (404 for no live company). */
export const listSupportedLanguages = (async (deps, _ctx, companyId) => {
  let values: string[] | undefined;
  if (companyId) {
    values = await supportedLanguagesOf(deps.db, companyId);
    if (!values) throw notFound('Company not found');
  }
  return { languages: await listLanguages(deps.db, values) };
}) satisfies Service<LanguageDeps, string | undefined>;
