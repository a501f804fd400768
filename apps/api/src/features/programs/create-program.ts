import type { ProgramInput } from '@portal/domain';
import type { Service } from '../../services/service';
import { insertProgram, type ProgramDeps } from './repository';

/** Add program. */
export const createProgram = (async (deps, { audit }, input) => {
  return deps.db.transaction(async (tx) => {
    const row = await insertProgram(tx, input.program_name);
    await audit(tx, { action: 'create', entity: 'program', entityId: row.program_id, details: input });
    return row;
  });
}) satisfies Service<ProgramDeps, ProgramInput>;
