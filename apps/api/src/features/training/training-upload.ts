import { TRAINING_UPLOAD_CHUNK_ROWS, type CompanyTrainingInput } from '@portal/domain';
import type { Service } from '../../services/service';
import { cancelUpload, stageUpload, startUpload, takeUpload, type UploadChunk } from '../../services/upload-session';
import type { TrainingDeps } from './repository';
import { storeTrainingDocs } from './save-company-training';

const KIND = 'company_training';

/**
 * A training list through an upload session (company-training, at the routes): chunks staged with
 * the one-POST record schema, then one commit checks company-training at every record's company and
 * stores them all, removing the session in the same transaction: all of the list or none of it.
 */
export const startTrainingUpload = (async (deps, { actor }, totalRows) => {
  return deps.db.transaction((tx) =>
    startUpload(tx, { userId: actor.userId, kind: KIND, totalRows, chunkRows: TRAINING_UPLOAD_CHUNK_ROWS }),
  );
}) satisfies Service<TrainingDeps, number>;

export const stageTrainingChunk = (async (deps, { actor }, { uploadId, index, rows: docs }) => {
  return deps.db.transaction((tx) => stageUpload(tx, actor.userId, KIND, uploadId, index, docs));
}) satisfies Service<TrainingDeps, UploadChunk>;

export const commitTrainingUpload = (async (deps, { actor, audit }, uploadId) => {
  return deps.db.transaction(async (tx) => {
    const { rows } = await takeUpload(tx, actor.userId, KIND, uploadId);
    const stored = await storeTrainingDocs(tx, actor, audit, rows as CompanyTrainingInput[]);
    return { success: true, training_docs: stored };
  });
}) satisfies Service<TrainingDeps, string>;

export const cancelTrainingUpload = (async (deps, { actor }, uploadId) => {
  return deps.db.transaction((tx) => cancelUpload(tx, actor.userId, uploadId));
}) satisfies Service<TrainingDeps, string>;
