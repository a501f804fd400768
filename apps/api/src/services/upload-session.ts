import {
  chunkCount,
  isCompleteUpload,
  UPLOAD_SESSION_LIMITS,
  UPLOAD_SESSION_TEXTS,
  type UploadSessionInfo,
} from '@portal/domain';
import type { Tx } from '../db/client';
import { appError, badRequest, conflict, notFound } from '../plugins/errors';
import {
  closeUpload,
  countOpenUploads,
  findUpload,
  openUpload,
  purgeExpiredUploads,
  stageChunk,
  stagedChunks,
  stagedRows,
  type UploadSession,
} from './upload-staging';

/**
 * The steps every upload session takes, whatever its rows (`kind`): the area checks its permission
 * first and validates each chunk with its one-POST schema; these keep the sessions to their owner.
 */

async function requireUpload(tx: Tx, userId: string, kind: string, uploadId: string, lock = false) {
  const session = await findUpload(tx, uploadId, userId, kind, lock);
  if (!session) throw notFound(UPLOAD_SESSION_TEXTS.notFound);
  return session;
}

/** Opens a session; expired sessions of anyone are removed first, and a user holds at most a few. */
export async function startUpload(
  tx: Tx,
  session: Pick<UploadSession, 'userId' | 'kind' | 'totalRows' | 'chunkRows'> & { productionPlanId?: string },
): Promise<UploadSessionInfo> {
  await purgeExpiredUploads(tx);
  if ((await countOpenUploads(tx, session.userId)) >= UPLOAD_SESSION_LIMITS.openPerUser) {
    throw appError('rate_limited', UPLOAD_SESSION_TEXTS.tooManyOpen);
  }
  const row = await openUpload(tx, { productionPlanId: null, ...session });
  return {
    upload_id: row.uploadId,
    total_rows: row.totalRows,
    chunk_rows: row.chunkRows,
    expires_at: row.expiresAt.toISOString(),
  };
}

/**
 * Stages chunk `index` of the user's session (a resent chunk replaces itself); every chunk but the
 * last holds exactly the session's chunk size. `check` sees the session first (e.g. the rows' plan).
 */
export async function stageUpload(
  tx: Tx,
  userId: string,
  kind: string,
  uploadId: string,
  index: number,
  rows: unknown[],
  check?: (session: UploadSession) => void,
) {
  const session = await requireUpload(tx, userId, kind, uploadId);
  const chunks = chunkCount(session.totalRows, session.chunkRows);
  if (index >= chunks) throw badRequest(UPLOAD_SESSION_TEXTS.chunkOutOfRange);
  const expected = index < chunks - 1 ? session.chunkRows : session.totalRows - session.chunkRows * (chunks - 1);
  if (rows.length !== expected) throw badRequest(UPLOAD_SESSION_TEXTS.chunkSize);
  check?.(session);
  const staged = await stageChunk(tx, uploadId, index, rows);
  return { staged_rows: staged, total_rows: session.totalRows };
}

/**
 * Takes every staged row of the user's complete session and removes the session, in the caller's
 * transaction: the rows' store runs in it too, so a failure rolls back both (all of the file or none).
 * The session row stays locked, so two commits of one upload cannot both store it.
 */
export async function takeUpload(tx: Tx, userId: string, kind: string, uploadId: string) {
  const session = await requireUpload(tx, userId, kind, uploadId, true);
  if (!isCompleteUpload(session.totalRows, await stagedChunks(tx, uploadId), session.chunkRows)) {
    throw conflict(UPLOAD_SESSION_TEXTS.incomplete);
  }
  const rows = await stagedRows(tx, uploadId);
  await closeUpload(tx, uploadId, userId);
  return { session, rows };
}

/** Drops the user's session and its staged rows (Cancel, a failed commit, a new file). */
export async function cancelUpload(tx: Tx, userId: string, uploadId: string) {
  if (!(await closeUpload(tx, uploadId, userId))) throw notFound(UPLOAD_SESSION_TEXTS.notFound);
  return { deleted: 1 };
}

/** One chunk for a service to stage: the caller's upload, its index, and its rows as sent. */
export type UploadChunk<Row = unknown> = { uploadId: string; index: number; rows: Row[] };
