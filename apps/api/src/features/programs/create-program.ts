import type { ProgramInput } from '@portal/domain';
import type { Auditor } from '../../services/audit';
import { insertProgram, type ProgramDeps } from './repository';

/** Add program. */
export function createProgram(deps: ProgramDeps, audit: Auditor, input: ProgramInput) {
  return deps.db.transaction(async (tx) => {
    const row = await insertProgram(tx, input.program_name);
    await audit(tx, { action: 'create', entity: 'program', entityId: row.program_id, details: input });
    return row;
  });
}
