import type { ParentPlanSearchReply, ParentPlansReply } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { planKeys } from './keys';

/** The parent typeahead starts at this many characters. */
const PARENT_SEARCH_MIN = 3;

/** GET /api/es-production-plan: grain receiver plans matching the typed name. */
export const searchParentPlans = (term: string) =>
  api<ParentPlanSearchReply>('/es-production-plan', {
    query: { search: term, parent_candidates: true, limit: 100 },
  }).then((r) => r.items);

export const parentSearchQueryOptions = (term: string) =>
  queryOptions({ queryKey: planKeys.parentSearch(term), queryFn: () => searchParentPlans(term) });

export function useParentSearch(term: string) {
  return useQuery({
    ...parentSearchQueryOptions(term),
    enabled: term.length >= PARENT_SEARCH_MIN,
    placeholderData: (previous) => previous,
  });
}

/** GET /api/production-plan?parent_company_id: a grain receiver's plans with their rows and template counts. */
export const getParentCandidates = (companyId: string) =>
  api<ParentPlansReply>('/production-plan', { query: { parent_company_id: companyId } }).then(
    (r) => r.production_plans,
  );

export const parentCandidatesQueryOptions = (companyId: string) =>
  queryOptions({ queryKey: planKeys.parents(companyId), queryFn: () => getParentCandidates(companyId) });

export function useParentCandidates(companyId: string | null) {
  return useQuery({ ...parentCandidatesQueryOptions(companyId ?? ''), enabled: Boolean(companyId) });
}
