import { notFound } from '../../plugins/errors';
import type { Auditor } from '../../services/audit';
import { deleteTrainingVideo as removeVideo, type TrainingDeps } from './repository';

/** Delete video. */
export function deleteTrainingVideo(deps: TrainingDeps, audit: Auditor, trainingId: string) {
  return deps.db.transaction(async (tx) => {
    if (!(await removeVideo(tx, trainingId))) throw notFound('Training video not found');
    await audit(tx, { action: 'delete', entity: 'training_video', entityId: trainingId });
    return { training_id: trainingId };
  });
}
