import { PROGRAM_LINKED_MESSAGE } from '@portal/domain';
import { fieldConflict, notFound } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { countAssignmentsOfProgram, deleteProgram as removeProgram, type ProgramDeps } from './repository';

/** A program assigned to a production plan cannot be deleted (409 with the spec's text). */
export const deleteProgram = (async (deps, { audit }, programId) => {
  return deps.db.transaction(async (tx) => {
    if ((await countAssignmentsOfProgram(tx, programId)) > 0)
      throw fieldConflict('program_id', PROGRAM_LINKED_MESSAGE, 'program_linked');
    const row = await removeProgram(tx, programId);
    if (!row) throw notFound('Program not found');
    await audit(tx, {
      action: 'delete',
      entity: 'program',
      entityId: programId,
      details: { program_name: row.program_name },
    });
    return { program_id: programId };
  });
}) satisfies Service<ProgramDeps, string>;
