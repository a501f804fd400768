import type { ActivityView } from '@portal/domain';
import type { Tx } from '../../db/client';
import { actorName, type Actor } from '../../plugins/actor';
import { fieldError } from '../../plugins/errors';
import type { Auditor } from '../../services/audit';
import { completenessOfRows, isComplete } from './activity-view';
import { activityView } from './read-activity';
import { addHistory, findActivity, listFields, listStorage, updateActivity, type StewardshipDeps } from './repository';

export type { StewardshipDeps };

/** 400 validation_failed with the spec's message (nothing is written: the transaction rolls back). */
export const invalid = (message: string) => fieldError('', message);

/** Recomputes the stored `complete` flag of an activity from its rows (the domain's rule). */
export async function refreshComplete(tx: Tx, activityId: string): Promise<void> {
  const context = await findActivity(tx, activityId);
  if (!context) return;
  const [fields, storage] = await Promise.all([listFields(tx, [activityId]), listStorage(tx, [activityId])]);
  await updateActivity(tx, activityId, {
    complete: isComplete(completenessOfRows(fields, storage, context.plantingCleanout)),
  });
}

/**
 * The end of every stewardship write, in its transaction: the history entry with the session's
 * user (name and e-mail; `history: false` for a change the spec's actions do not name), the
 * completeness flag, the audit row, and the reloaded page.
 */
export async function recordChange(
  tx: Tx,
  actor: Actor,
  audit: Auditor,
  change: { activityId: string; action: string; history?: boolean; details?: Record<string, unknown> },
): Promise<ActivityView> {
  if (change.history !== false) {
    await addHistory(tx, change.activityId, {
      userId: actor.userId,
      userName: actorName(actor),
      userEmail: actor.email,
      action: change.action,
    });
  }
  await refreshComplete(tx, change.activityId);
  await audit(tx, {
    action: change.action,
    entity: 'stewardship_activity',
    entityId: change.activityId,
    details: change.details,
  });
  const context = (await findActivity(tx, change.activityId))!;
  return activityView(tx, actor, { context, steward: false });
}
