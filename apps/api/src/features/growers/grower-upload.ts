import { GROWER_UPLOAD_CHUNK_ROWS } from '@portal/domain';
import type { Service } from '../../services/service';
import { cancelUpload, stageUpload, startUpload, takeUpload, type UploadChunk } from '../../services/upload-session';
import { importGrowersWith } from './import-growers';
import type { GrowerDeps } from './grower-repository';

const KIND = 'growers';

/**
 * The admin grower import through an upload session (admin only, at the routes): chunks staged with
 * the one-POST row schema, then one commit runs the import on every staged row and removes the
 * session in the same transaction: all of the file or none of it.
 */
export const startGrowerUpload = (async ({ db }, { actor }, totalRows) => {
  return db.transaction((tx) =>
    startUpload(tx, { userId: actor.userId, kind: KIND, totalRows, chunkRows: GROWER_UPLOAD_CHUNK_ROWS }),
  );
}) satisfies Service<GrowerDeps, number>;

export const stageGrowerChunk = (async ({ db }, { actor }, { uploadId, index, rows }) => {
  return db.transaction((tx) => stageUpload(tx, actor.userId, KIND, uploadId, index, rows));
}) satisfies Service<GrowerDeps, UploadChunk>;

export const commitGrowerUpload = (async ({ db }, { actor, audit }, uploadId) => {
  return importGrowersWith(db, audit, async (tx) => {
    const { rows } = await takeUpload(tx, actor.userId, KIND, uploadId);
    return rows as Record<string, unknown>[];
  });
}) satisfies Service<GrowerDeps, string>;

export const cancelGrowerUpload = (async ({ db }, { actor }, uploadId) => {
  return db.transaction((tx) => cancelUpload(tx, actor.userId, uploadId));
}) satisfies Service<GrowerDeps, string>;
