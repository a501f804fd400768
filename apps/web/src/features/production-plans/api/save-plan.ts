import type { PlanSaveResponse, ProductionPlanBody } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { planKeys } from './keys';

/** POST /api/production-plan (create) or PATCH with the plan's id (edit). */
export function savePlan(body: ProductionPlanBody, planId?: string) {
  return planId
    ? api<PlanSaveResponse>('/production-plan', { method: 'PATCH', body: { ...body, production_plan_id: planId } })
    : api<PlanSaveResponse>('/production-plan', { method: 'POST', body });
}

export function useSavePlan(planId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductionPlanBody) => savePlan(body, planId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planKeys.all }),
  });
}
