import { checkAccess } from '@portal/domain';
import { forbidden, notFound } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { deleteProgramAssignment, findProgramAssignment, type ProgramDeps } from './repository';

/** Removes a plan's program; the actor needs show-programs at the plan's company. */
export const removeProgramAssignment = (async (deps, { actor, audit }, assignmentId) => {
  return deps.db.transaction(async (tx) => {
    const row = await findProgramAssignment(tx, assignmentId);
    if (!row) throw notFound('Program assignment not found');
    if (checkAccess(actor.access, row.company_id, 'show-programs') !== 'success') throw forbidden();
    await deleteProgramAssignment(tx, assignmentId);
    await audit(tx, { action: 'delete', entity: 'program_assignment', entityId: assignmentId, details: row });
    return { assignment_id: assignmentId };
  });
}) satisfies Service<ProgramDeps, string>;
