import type { CommittedUnitsResponse, PlanDetailReply } from '@portal/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { planKeys } from './keys';

/** GET /api/production-plan?production_plan_id: one plan with its company, rows, templates and parent. */
export const getPlan = (planId: string) =>
  api<PlanDetailReply>('/production-plan', { query: { production_plan_id: planId } }).then((r) => r.production_plan);

export const planQueryOptions = (planId: string) =>
  queryOptions({ queryKey: planKeys.one(planId), queryFn: () => getPlan(planId), retry: false });

export function usePlan(planId: string | null) {
  return useQuery({ ...planQueryOptions(planId ?? ''), enabled: Boolean(planId) });
}

/** Reads a plan again after a conflict (its page refreshes too). */
export function useReadPlan(planId: string | undefined) {
  const queryClient = useQueryClient();
  return async () => (planId ? queryClient.fetchQuery({ ...planQueryOptions(planId), staleTime: 0 }) : null);
}

/** GET /api/committed-unit: what the plan's contracts committed, per delivery month. */
export const getCommittedUnits = (planId: string) =>
  api<CommittedUnitsResponse>('/committed-unit', { query: { production_plan_id: planId } }).then(
    (r) => r.committed_units,
  );

export const committedUnitsQueryOptions = (planId: string) =>
  queryOptions({ queryKey: planKeys.committed(planId), queryFn: () => getCommittedUnits(planId) });

export function useCommittedUnits(planId: string | null) {
  return useQuery({ ...committedUnitsQueryOptions(planId ?? ''), enabled: Boolean(planId) });
}
