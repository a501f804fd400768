import {
  CONTRACTS_BY_PLAN_PAGE_SIZE,
  type ContractListResponse,
  type ContractState,
  type PlanSummary,
  type Program,
  type ProgramAssignment,
} from '@portal/domain';
import { useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { reportKeys } from './keys';

/** GET /api/programs (up to 500). */
export const usePrograms = () =>
  useQuery({
    queryKey: reportKeys.programs(),
    queryFn: () => api<{ programs: Program[] }>('/programs').then((r) => r.programs),
    retry: false,
  });

export type ReportPlan = { production_plan_id: string; label: string };

/** A plan as the picker names it: company, year and inventory code (its id when the plan is not readable). */
const planLabel = (assignment: ProgramAssignment, plan: PlanSummary | undefined) =>
  plan ? `${plan.company_name} ${plan.contract_year} (${plan.inventory_code})` : assignment.production_plan_id;

/**
 * The production plans assigned to a program (GET /api/program-assignments?program_id=), named from
 * their companies' plan lists (GET /api/production-plan?company_id=, one call per company).
 */
export function useProgramPlans(programId: string | undefined) {
  const assignments = useQuery({
    queryKey: reportKeys.programPlans(programId ?? ''),
    queryFn: () =>
      api<{ program_assignments: ProgramAssignment[] }>('/program-assignments', {
        query: { program_id: programId },
      }).then((r) => r.program_assignments),
    enabled: Boolean(programId),
    retry: false,
  });
  const companyIds = [...new Set((assignments.data ?? []).map((a) => a.company_id))];
  const companyPlans = useQueries({
    queries: companyIds.map((companyId) => ({
      queryKey: reportKeys.companyPlans(companyId),
      queryFn: () =>
        api<{ production_plans?: PlanSummary[] }>('/production-plan', { query: { company_id: companyId } }).then(
          (r) => r.production_plans ?? [],
        ),
      retry: false,
      staleTime: 60_000,
    })),
  });
  const known = new Map(companyPlans.flatMap((q) => q.data ?? []).map((p) => [p.production_plan_id, p]));
  const plans: ReportPlan[] | undefined = assignments.data?.map((a) => ({
    production_plan_id: a.production_plan_id,
    label: planLabel(a, known.get(a.production_plan_id)),
  }));
  return { ...assignments, data: plans, naming: companyPlans.some((q) => q.isPending) };
}

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
