import type { ProductionPlanBody } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { planKeys } from './keys';
import type { SaveReply } from './types';

/** POST /api/production-plan (create) or PATCH with the plan's id (edit). */
export function savePlan(body: ProductionPlanBody, planId?: string) {
  return planId
    ? api<SaveReply>('/production-plan', { method: 'PATCH', body: { ...body, production_plan_id: planId } })
    : api<SaveReply>('/production-plan', { method: 'POST', body });
}

export function useSavePlan(planId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductionPlanBody) => savePlan(body, planId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planKeys.all }),
  });
}
