import type { TrainingVideoInput } from '@portal/domain';
import { notFound } from '../../plugins/errors';
import type { Auditor } from '../../services/audit';
import { updateTrainingSteps, type TrainingDeps } from './repository';

/** Edit video: its steps (the URL). */
export function updateTrainingVideo(deps: TrainingDeps, audit: Auditor, input: TrainingVideoInput) {
  return deps.db.transaction(async (tx) => {
    const row = await updateTrainingSteps(tx, input.training_id, input.training_steps);
    if (!row) throw notFound('Training video not found');
    await audit(tx, { action: 'update', entity: 'training_video', entityId: input.training_id, details: input });
    return row;
  });
}
