import {
  CONTRACTS_BY_PLAN_PAGE_SIZE,
  type ContractListResponse,
  type ContractState,
  type ReportPlan,
  type ReportPrograms,
} from '@portal/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { reportKeys } from './keys';

/**
 * GET /api/reports/programs: the programs with the assigned plans the user may see, in one call under
 * show-reports (a steward has no show-programs, a partner sees only its companies' plans).
 */
export const useReportPrograms = () =>
  useQuery({
    queryKey: reportKeys.programs(),
    queryFn: () => api<ReportPrograms>('/reports/programs').then((r) => r.programs),
    retry: false,
  });

/** A plan as the picker names it: company, year and inventory code. */
export const planLabel = (plan: ReportPlan) => `${plan.company_name} ${plan.contract_year} (${plan.inventory_code})`;

/** POST /api/search-by-production-plan: the plan's contracts, 20 a page, optionally of one state. */
export function useProgramContracts(planId: string | undefined, state: ContractState | undefined) {
  return useInfiniteQuery({
    queryKey: reportKeys.programContracts(planId ?? '', state),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api<ContractListResponse>('/search-by-production-plan', {
        method: 'POST',
        body: { production_plan_ids: [planId], offset: pageParam, contract_state: state },
        signal,
      }),
    getNextPageParam: (page, pages) => {
      const loaded = pages.length * CONTRACTS_BY_PLAN_PAGE_SIZE;
      return page.items.length === CONTRACTS_BY_PLAN_PAGE_SIZE && loaded < page.total ? loaded : undefined;
    },
    enabled: Boolean(planId),
    retry: false,
  });
}
