import { notFound } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { deleteTrainingVideo as removeVideo, type TrainingDeps } from './repository';

/** Delete video. */
export const deleteTrainingVideo = (async (deps, { audit }, trainingId) => {
  return deps.db.transaction(async (tx) => {
    if (!(await removeVideo(tx, trainingId))) throw notFound('Training video not found');
    await audit(tx, { action: 'delete', entity: 'training_video', entityId: trainingId });
    return { training_id: trainingId };
  });
}) satisfies Service<TrainingDeps, string>;
