import type {
  CompanyPlansReply,
  ProgramAssignment,
  ProgramAssignmentListReply,
  ProgramAssignmentRemovedReply,
} from '@portal/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { programKeys } from './programs';

export type PlanYear = { production_plan_id: string; contract_year: number };

/** The company's production plan years (GET /api/production-plan by company_id), newest first. */
export function programPlansQuery(companyId: string) {
  return queryOptions({
    queryKey: programKeys.plans(companyId),
    queryFn: () =>
      api<CompanyPlansReply>('/production-plan', { query: { company_id: companyId } }).then((r) =>
        (r.production_plans ?? []).sort((a, b) => b.contract_year - a.contract_year),
      ),
  });
}

export const useProgramPlans = (companyId: string, enabled: boolean) =>
  useQuery({ ...programPlansQuery(companyId), enabled });

/** The program assigned to a production plan, or null. */
export function planAssignmentQuery(productionPlanId: string | null) {
  return queryOptions({
    queryKey: programKeys.assignment(productionPlanId),
    queryFn: () =>
      api<ProgramAssignmentListReply>('/program-assignments', {
        query: { production_plan_id: productionPlanId },
      }).then((r) => r.program_assignments[0] ?? null),
  });
}

export const usePlanAssignment = (productionPlanId: string | null) =>
  useQuery({ ...planAssignmentQuery(productionPlanId), enabled: Boolean(productionPlanId) });

type AssignInput = { program_id: string; company_id: string; production_plan_id: string };

/** POST /api/program-assignments: the plan's program. */
export const assignProgram = (body: AssignInput) =>
  api<ProgramAssignment>('/program-assignments', { method: 'POST', body });

/** DELETE /api/program-assignments. */
export const unassignProgram = ({ assignment_id }: { assignment_id: string; production_plan_id: string }) =>
  api<ProgramAssignmentRemovedReply>('/program-assignments', { method: 'DELETE', query: { assignment_id } });

function useAssignmentMutation<T extends { production_plan_id: string }>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_data, input) =>
      queryClient.invalidateQueries({ queryKey: programKeys.assignment(input.production_plan_id) }),
  });
}

export const useAssignProgram = () => useAssignmentMutation(assignProgram);
export const useUnassignProgram = () => useAssignmentMutation(unassignProgram);
