import type { PlanSaveResponse, ProductionPlanBody } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { planKeys } from './keys';

/** The plan an edit saves, at the version it was read (sent as If-Match: a stale one answers 412). */
export type SavedPlanRef = { production_plan_id: string; version: string };

/** POST /api/production-plan (create) or PATCH with the plan's id and version (edit). */
export function savePlan(body: ProductionPlanBody, plan?: SavedPlanRef) {
  return plan
    ? api<PlanSaveResponse>('/production-plan', {
        method: 'PATCH',
        body: { ...body, production_plan_id: plan.production_plan_id },
        ifMatch: plan.version,
      })
    : api<PlanSaveResponse>('/production-plan', { method: 'POST', body });
}

export function useSavePlan(plan?: SavedPlanRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductionPlanBody) => savePlan(body, plan),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planKeys.all }),
  });
}
