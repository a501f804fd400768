import type { LanguageListReply } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

export type Language = { lang_name: string; lang_value: string };

/** GET /api/supported-languages: every language, or those a company supports (company_id). */
export function languagesQuery(companyId?: string) {
  return queryOptions({
    queryKey: ['supported-languages', companyId ?? 'all'] as const,
    queryFn: () =>
      api<LanguageListReply>('/supported-languages', { query: { company_id: companyId } }).then((r) => r.languages),
    staleTime: 10 * 60_000,
  });
}

export function useLanguages(companyId?: string) {
  return useQuery(languagesQuery(companyId));
}
