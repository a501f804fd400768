import {
  chunkCount,
  isCompleteUpload,
  UPLOAD_CHUNK_ROWS,
  UPLOAD_SESSION_LIMITS,
  UPLOAD_SESSION_TEXTS,
  type ScaleTicketInput,
  type TicketUploadChunk,
  type TicketUploadSession,
  type TicketUploadStart,
} from '@portal/domain';
import type { Tx } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { AppError, badRequest, conflict, notFound } from '../../plugins/errors';
import type { Auditor } from '../../services/audit';
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
} from '../../services/upload-staging';
import { storeScaleTickets } from './create-scale-tickets';
import type { TicketDeps } from './repository';
import { assertTicketWrite, requireVisiblePlan } from './ticket-access';

const KIND = 'scale_tickets';

async function requireUpload(tx: Tx, actor: Actor, uploadId: string, lock = false): Promise<UploadSession> {
  const session = await findUpload(tx, uploadId, actor.userId, KIND, lock);
  if (!session) throw notFound(UPLOAD_SESSION_TEXTS.notFound);
  return session;
}

/**
 * Opens an upload of a file's tickets for a plan (create-scale-ticket at the plan's company, read
 * from the database). Expired uploads of anyone are removed first; a user has at most a few open.
 */
export function startTicketUpload(deps: TicketDeps, actor: Actor, input: TicketUploadStart) {
  return deps.db.transaction(async (tx): Promise<TicketUploadSession> => {
    const plan = await requireVisiblePlan(tx, actor, input.production_plan_id);
    assertTicketWrite(actor, plan.company_id, false);
    await purgeExpiredUploads(tx);
    if ((await countOpenUploads(tx, actor.userId)) >= UPLOAD_SESSION_LIMITS.openPerUser) {
      throw new AppError(429, 'rate_limited', UPLOAD_SESSION_TEXTS.tooManyOpen);
    }
    const session = await openUpload(tx, {
      userId: actor.userId,
      kind: KIND,
      productionPlanId: plan.production_plan_id,
      totalRows: input.total_rows,
      chunkRows: UPLOAD_CHUNK_ROWS,
    });
    return {
      upload_id: session.uploadId,
      total_rows: session.totalRows,
      chunk_rows: session.chunkRows,
      expires_at: session.expiresAt.toISOString(),
    };
  });
}

/** Stages chunk `index` of the user's upload (validated by the route's domain schema); a resent chunk replaces itself. */
export function stageTicketChunk(
  deps: TicketDeps,
  actor: Actor,
  uploadId: string,
  index: number,
  input: TicketUploadChunk,
) {
  return deps.db.transaction(async (tx) => {
    const session = await requireUpload(tx, actor, uploadId);
    const chunks = chunkCount(session.totalRows, session.chunkRows);
    if (index >= chunks) throw badRequest(UPLOAD_SESSION_TEXTS.chunkOutOfRange);
    const expected = index < chunks - 1 ? session.chunkRows : session.totalRows - session.chunkRows * (chunks - 1);
    if (input.scale_tickets.length !== expected) throw badRequest(UPLOAD_SESSION_TEXTS.chunkSize);
    if (input.scale_tickets.some((t) => t.production_plan_id !== session.productionPlanId)) {
      throw badRequest(UPLOAD_SESSION_TEXTS.otherPlan);
    }
    const staged = await stageChunk(tx, uploadId, index, input.scale_tickets);
    return { staged_rows: staged, total_rows: session.totalRows };
  });
}

/**
 * Stores every staged ticket of the upload in one transaction, under the rules of a POST (permission
 * at each plan's company, receivers, duplicates within the file and against stored tickets), and
 * removes the upload in the same transaction: all of the file or none of it.
 */
export function commitTicketUpload(deps: TicketDeps, actor: Actor, audit: Auditor, uploadId: string) {
  return deps.db.transaction(async (tx) => {
    const session = await requireUpload(tx, actor, uploadId, true);
    if (!isCompleteUpload(session.totalRows, await stagedChunks(tx, uploadId), session.chunkRows)) {
      throw conflict(UPLOAD_SESSION_TEXTS.incomplete);
    }
    const tickets = (await stagedRows(tx, uploadId)) as ScaleTicketInput[];
    const { created } = await storeScaleTickets(tx, actor, audit, tickets);
    await closeUpload(tx, uploadId, actor.userId);
    return { created };
  });
}

/** Drops the user's upload and its staged rows (Cancel, a failed commit, a new file). */
export function cancelTicketUpload(deps: TicketDeps, actor: Actor, uploadId: string) {
  return deps.db.transaction(async (tx) => {
    if (!(await closeUpload(tx, uploadId, actor.userId))) throw notFound(UPLOAD_SESSION_TEXTS.notFound);
    return { deleted: 1 };
  });
}
