import { TRAINING_ID_PATTERN, type TrainingVideoInput } from '@portal/domain';
import { conflict } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { insertTrainingVideo, type TrainingDeps } from './repository';

const yearOf = (trainingId: string) => Number(TRAINING_ID_PATTERN.exec(trainingId)![1]);

/** Add video: one per year (409 when the year has one). */
export const createTrainingVideo = (async (deps, { audit }, input) => {
  return deps.db.transaction(async (tx) => {
    const year = yearOf(input.training_id);
    const row = await insertTrainingVideo(tx, { ...input, training_year: year });
    if (!row) throw conflict(`A training video for ${year} already exists.`);
    await audit(tx, { action: 'create', entity: 'training_video', entityId: input.training_id, details: input });
    return row;
  });
}) satisfies Service<TrainingDeps, TrainingVideoInput>;
