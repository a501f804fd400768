import { GROWER_UPLOAD_CHUNK_ROWS } from '@portal/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import type { Auditor } from '../../services/audit';
import { cancelUpload, stageUpload, startUpload, takeUpload } from '../../services/upload-session';
import { importGrowersWith } from './import-growers';

const KIND = 'growers';

/**
 * The admin grower import through an upload session (admin only, at the routes): chunks staged with
 * the one-POST row schema, then one commit runs the import on every staged row and removes the
 * session in the same transaction: all of the file or none of it.
 */
export function startGrowerUpload(db: Db, actor: Actor, totalRows: number) {
  return db.transaction((tx) =>
    startUpload(tx, { userId: actor.userId, kind: KIND, totalRows, chunkRows: GROWER_UPLOAD_CHUNK_ROWS }),
  );
}

export function stageGrowerChunk(db: Db, actor: Actor, uploadId: string, index: number, rows: unknown[]) {
  return db.transaction((tx) => stageUpload(tx, actor.userId, KIND, uploadId, index, rows));
}

export function commitGrowerUpload(db: Db, actor: Actor, audit: Auditor, uploadId: string) {
  return importGrowersWith(db, audit, async (tx) => {
    const { rows } = await takeUpload(tx, actor.userId, KIND, uploadId);
    return rows as Record<string, unknown>[];
  });
}

export function cancelGrowerUpload(db: Db, actor: Actor, uploadId: string) {
  return db.transaction((tx) => cancelUpload(tx, actor.userId, uploadId));
}
