import { PLAN_YEAR_REQUIRED, PROGRAM_REQUIRED, type ProgramAssignmentInput } from '@portal/domain';
import { fieldError } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { companyOfPlan, programExists, replacePlanAssignment, type ProgramDeps } from './repository';

/** Save on the Programs card: one program per production plan of the company (another program replaces it). */
export const assignProgramToPlan = (async (deps, { audit }, input) => {
  return deps.db.transaction(async (tx) => {
    if ((await companyOfPlan(tx, input.production_plan_id)) !== input.company_id)
      throw fieldError('production_plan_id', PLAN_YEAR_REQUIRED);
    if (!(await programExists(tx, input.program_id))) throw fieldError('program_id', PROGRAM_REQUIRED);
    const row = await replacePlanAssignment(tx, input);
    await audit(tx, { action: 'create', entity: 'program_assignment', entityId: row.assignment_id, details: input });
    return row;
  });
}) satisfies Service<ProgramDeps, ProgramAssignmentInput>;
