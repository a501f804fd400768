import type { Program, ProgramAssignment } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const PROGRAMS_KEY = ['programs'];

export function usePrograms(enabled = true) {
  return useQuery({
    queryKey: PROGRAMS_KEY,
    queryFn: () => api<{ programs: Program[] }>('/programs').then((r) => r.programs),
    enabled,
  });
}

export type PlanYear = { production_plan_id: string; contract_year: number };

/** The company's production plan years (GET /api/production-plan by company_id), newest first. */
export function useProgramPlans(companyId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['program-plans', companyId],
    queryFn: () =>
      api<{ production_plans?: PlanYear[] }>('/production-plan', { query: { company_id: companyId } }).then((r) =>
        (r.production_plans ?? []).sort((a, b) => b.contract_year - a.contract_year),
      ),
    enabled,
  });
}

export function usePlanAssignment(productionPlanId: string | null) {
  return useQuery({
    queryKey: ['program-assignments', productionPlanId],
    queryFn: () =>
      api<{ program_assignments: ProgramAssignment[] }>('/program-assignments', {
        query: { production_plan_id: productionPlanId },
      }).then((r) => r.program_assignments[0] ?? null),
    enabled: Boolean(productionPlanId),
  });
}
