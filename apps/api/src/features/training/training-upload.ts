import { TRAINING_UPLOAD_CHUNK_ROWS, type CompanyTrainingInput } from '@portal/domain';
import type { Actor } from '../../plugins/actor';
import type { Auditor } from '../../services/audit';
import { cancelUpload, stageUpload, startUpload, takeUpload } from '../../services/upload-session';
import type { TrainingDeps } from './repository';
import { storeTrainingDocs } from './save-company-training';

const KIND = 'company_training';

/**
 * A training list through an upload session (company-training, at the routes): chunks staged with
 * the one-POST record schema, then one commit checks company-training at every record's company and
 * stores them all, removing the session in the same transaction: all of the list or none of it.
 */
export function startTrainingUpload(deps: TrainingDeps, actor: Actor, totalRows: number) {
  return deps.db.transaction((tx) =>
    startUpload(tx, { userId: actor.userId, kind: KIND, totalRows, chunkRows: TRAINING_UPLOAD_CHUNK_ROWS }),
  );
}

export function stageTrainingChunk(deps: TrainingDeps, actor: Actor, uploadId: string, index: number, docs: unknown[]) {
  return deps.db.transaction((tx) => stageUpload(tx, actor.userId, KIND, uploadId, index, docs));
}

export function commitTrainingUpload(deps: TrainingDeps, actor: Actor, audit: Auditor, uploadId: string) {
  return deps.db.transaction(async (tx) => {
    const { rows } = await takeUpload(tx, actor.userId, KIND, uploadId);
    const stored = await storeTrainingDocs(tx, actor, audit, rows as CompanyTrainingInput[]);
    return { success: true, training_docs: stored };
  });
}

export function cancelTrainingUpload(deps: TrainingDeps, actor: Actor, uploadId: string) {
  return deps.db.transaction((tx) => cancelUpload(tx, actor.userId, uploadId));
}
