import {
  UPLOAD_CHUNK_ROWS,
  UPLOAD_SESSION_TEXTS,
  type ScaleTicketInput,
  type TicketUploadChunk,
  type TicketUploadStart,
} from '@portal/domain';
import type { Actor } from '../../plugins/actor';
import { badRequest } from '../../plugins/errors';
import type { Auditor } from '../../services/audit';
import { cancelUpload, stageUpload, startUpload, takeUpload } from '../../services/upload-session';
import { storeScaleTickets } from './create-scale-tickets';
import type { TicketDeps } from './repository';
import { assertTicketWrite, requireVisiblePlan } from './ticket-access';

const KIND = 'scale_tickets';

/** Opens an upload of a file's tickets for a plan (create-scale-ticket at the plan's company, read from the database). */
export function startTicketUpload(deps: TicketDeps, actor: Actor, input: TicketUploadStart) {
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
}

/** Stages chunk `index` of the user's upload (validated by the route's domain schema); every ticket is of the session's plan. */
export function stageTicketChunk(
  deps: TicketDeps,
  actor: Actor,
  uploadId: string,
  index: number,
  input: TicketUploadChunk,
) {
  return deps.db.transaction((tx) =>
    stageUpload(tx, actor.userId, KIND, uploadId, index, input.scale_tickets, (session) => {
      if (input.scale_tickets.some((t) => t.production_plan_id !== session.productionPlanId)) {
        throw badRequest(UPLOAD_SESSION_TEXTS.otherPlan);
      }
    }),
  );
}

/**
 * Stores every staged ticket of the upload in one transaction, under the rules of a POST (permission
 * at each plan's company, receivers, duplicates within the file and against stored tickets), and
 * removes the upload in the same transaction: all of the file or none of it.
 */
export function commitTicketUpload(deps: TicketDeps, actor: Actor, audit: Auditor, uploadId: string) {
  return deps.db.transaction(async (tx) => {
    const { rows } = await takeUpload(tx, actor.userId, KIND, uploadId);
    const { created } = await storeScaleTickets(tx, actor, audit, rows as ScaleTicketInput[]);
    return { created };
  });
}

/** Drops the user's upload and its staged rows (Cancel, a failed commit, a new file). */
export function cancelTicketUpload(deps: TicketDeps, actor: Actor, uploadId: string) {
  return deps.db.transaction((tx) => cancelUpload(tx, actor.userId, uploadId));
}
