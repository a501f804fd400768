import type { Language } from '@portal/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { companies, languages } from '../../db/schema';
import type { PortalDeps } from '../../services/deps';

export type LanguageDeps = Pick<PortalDeps, 'db'>;

/** A live company's supported language values, or undefined when there is no such company. */
export async function supportedLanguagesOf(tx: Tx, companyId: string): Promise<string[] | undefined> {
  const [company] = await tx
    .select({ supported: companies.supportedLanguages })
    .from(companies)
    .where(and(eq(companies.companyId, companyId), isNull(companies.deletedAt)));
  return company?.supported;
}

/** Languages by name: every one, or those with the given values. */
export function listLanguages(tx: Tx, values?: string[]): Promise<Language[]> {
  return tx
    .select({ lang_name: languages.langName, lang_value: languages.langValue })
    .from(languages)
    .where(values ? inArray(languages.langValue, values) : undefined)
    .orderBy(languages.langName);
}
