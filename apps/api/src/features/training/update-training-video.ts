import type { TrainingVideoInput } from '@portal/domain';
import { notFound } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { updateTrainingSteps, type TrainingDeps } from './repository';

/** Edit video: its steps (the URL). */
export const updateTrainingVideo = (async (deps, { audit }, input) => {
  return deps.db.transaction(async (tx) => {
    const row = await updateTrainingSteps(tx, input.training_id, input.training_steps);
    if (!row) throw notFound('Training video not found');
    await audit(tx, { action: 'update', entity: 'training_video', entityId: input.training_id, details: input });
    return row;
  });
}) satisfies Service<TrainingDeps, TrainingVideoInput>;
