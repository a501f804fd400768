import type { UpdateProgramInput } from '@portal/domain';
import { notFound } from '../../plugins/errors';
import { claimVersion } from '../../services/record-version';
import type { Service, Versioned } from '../../services/service';
import { PROGRAM_RECORD, updateProgram as storeProgram, type ProgramDeps } from './repository';

/** Edit program: its name and, when given, whether it is active. */
export const updateProgram = (async (deps, { audit }, { change: input, version }) => {
  return deps.db.transaction(async (tx) => {
    await claimVersion(tx, PROGRAM_RECORD, input.program_id, version, 'Program not found');
    const row = await storeProgram(tx, input.program_id, {
      programName: input.program_name,
      isActive: input.is_active,
    });
    if (!row) throw notFound('Program not found');
    await audit(tx, { action: 'update', entity: 'program', entityId: input.program_id, details: input });
    return row;
  });
}) satisfies Service<ProgramDeps, Versioned<UpdateProgramInput>>;
