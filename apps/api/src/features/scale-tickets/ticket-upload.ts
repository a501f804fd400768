import {
  UPLOAD_CHUNK_ROWS,
  UPLOAD_SESSION_TEXTS,
  type ScaleTicketInput,
  type TicketUploadChunk,
  type TicketUploadStart,
} from '@portal/domain';
import { badRequest } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { cancelUpload, stageUpload, startUpload, takeUpload, type UploadChunk } from '../../services/upload-session';
import { storeScaleTickets } from './create-scale-tickets';
import type { TicketDeps } from './repository';
import { assertTicketWrite, requireVisiblePlan } from './ticket-access';

const KIND = 'scale_tickets';

/** Opens an upload of a file's tickets for a plan (create-scale-ticket at the plan's company, read from the database). */
export const startTicketUpload = (async (deps, { actor }, input) => {
  return deps.db.transaction(async (tx) => {
    const plan = await requireVisiblePlan(tx, actor, input.production_plan_id);
    assertTicketWrite(actor, plan.company_id, false);
    return startUpload(tx, {
      userId: actor.userId,
      kind: KIND,
      productionPlanId: plan.production_plan_id,
      totalRows: input.total_rows,
      chunkRows: UPLOAD_CHUNK_ROWS,
    });
  });
}) satisfies Service<TicketDeps, TicketUploadStart>;

/** Stages chunk `index` of the user's upload (validated by the route's domain schema); every ticket is of the session's plan. */
export const stageTicketChunk = (async (deps, { actor }, { uploadId, index, rows }) => {
  return deps.db.transaction((tx) =>
    stageUpload(tx, actor.userId, KIND, uploadId, index, rows, (session) => {
      if (rows.some((t) => t.production_plan_id !== session.productionPlanId)) {
        throw badRequest(UPLOAD_SESSION_TEXTS.otherPlan);
      }
    }),
  );
}) satisfies Service<TicketDeps, UploadChunk<TicketUploadChunk['scale_tickets'][number]>>;

/**
 * Stores every staged ticket of the upload in one transaction, under the rules of a POST (permission
 * at each plan's company, receivers, duplicates within the file and against stored tickets), and
 * removes the upload in the same transaction: all of the file or none of it.
 */
export const commitTicketUpload = (async (deps, { actor, audit }, uploadId) => {
  return deps.db.transaction(async (tx) => {
    const { rows } = await takeUpload(tx, actor.userId, KIND, uploadId);
    const { created } = await storeScaleTickets(tx, actor, audit, rows as ScaleTicketInput[]);
    return { created };
  });
}) satisfies Service<TicketDeps, string>;

/** Drops the user's upload and its staged rows (Cancel, a failed commit, a new file). */
export const cancelTicketUpload = (async (deps, { actor }, uploadId) => {
  return deps.db.transaction((tx) => cancelUpload(tx, actor.userId, uploadId));
}) satisfies Service<TicketDeps, string>;
