import type { CompanyPlansReply, PlanDetailReply } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contractKeys } from './keys';
import { quiet } from './quiet';

/** The production plans of the receiver (and 3PO) the contract is for. */
export function usePlans(companyIds: readonly string[]) {
  return useQuery({
    queryKey: contractKeys.plans(companyIds),
    queryFn: async () => {
      const lists = await Promise.all(
        companyIds.map((companyId) =>
          quiet(
            api<CompanyPlansReply>('/production-plan', { query: { company_id: companyId } }).then(
              (r) => r.production_plans ?? [],
            ),
            [],
          ),
        ),
      );
      return lists.flat();
    },
    enabled: companyIds.length > 0,
    staleTime: 60_000,
  });
}

/** The chosen plan's monthly rows and templates. */
export function usePlanDetail(productionPlanId: string | null | undefined) {
  return useQuery({
    queryKey: contractKeys.plan(productionPlanId ?? ''),
    queryFn: () =>
      api<PlanDetailReply>('/production-plan', {
        query: { production_plan_id: productionPlanId },
      }).then((r) => r.production_plan ?? null),
    enabled: Boolean(productionPlanId),
    staleTime: 60_000,
  });
}
