import {
  stewardshipSectionChanges,
  type ActivityView,
  type FieldChange,
  type StewardshipSection,
  type StewardshipSnapshot,
} from '@portal/domain';
import type { Tx } from '../../db/client';
import { actorName, type Actor } from '../../plugins/actor';
import { fieldError } from '../../plugins/errors';
import type { Auditor } from '../../services/audit';
import { completenessOfRows, isComplete } from './activity-view';
import { activitySnapshot, activityView } from './read-activity';
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
 * A change's section and what its History lists: the section's values before the write (compared
 * with the page after it), or, for a replant or field lost, the event's values.
 */
export type SectionChange =
  | { section: Exclude<StewardshipSection, 'field_events'>; before: StewardshipSnapshot }
  | { section: 'field_events'; changes: FieldChange[] };

/** The section's values as they are now, in the write's transaction: the `before` of a SectionChange. */
export async function sectionBefore(tx: Tx, activityId: string): Promise<StewardshipSnapshot> {
  return activitySnapshot(tx, (await findActivity(tx, activityId))!);
}

/**
 * The end of every stewardship write, in its transaction: the history entry with the session's
 * user (name and e-mail; `history: false` for a change the spec's actions do not name), the
 * completeness flag, the reloaded page, and the audit row with the section and its field changes.
 */
export async function recordChange(
  tx: Tx,
  actor: Actor,
  audit: Auditor,
  change: { activityId: string; action: string; history?: boolean; details?: Record<string, unknown> } & SectionChange,
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
  const context = (await findActivity(tx, change.activityId))!;
  const view = await activityView(tx, actor, { context, steward: false });
  const changes =
    change.section === 'field_events' ? change.changes : stewardshipSectionChanges(change.section, change.before, view);
  await audit(tx, {
    action: change.action,
    entity: 'stewardship_activity',
    entityId: change.activityId,
    details: { ...change.details, section: change.section, changes },
  });
  return view;
}
