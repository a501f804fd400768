import { notFound } from '../../plugins/errors';
import { listLanguages, supportedLanguagesOf, type LanguageDeps } from './repository';

/** Every language, or the supported languages of one company (404 for no live company). */
export async function listSupportedLanguages(deps: LanguageDeps, companyId: string | undefined) {
  let values: string[] | undefined;
  if (companyId) {
    values = await supportedLanguagesOf(deps.db, companyId);
    if (!values) throw notFound('Company not found');
  }
  return { languages: await listLanguages(deps.db, values) };
}
