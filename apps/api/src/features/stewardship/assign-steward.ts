import {
  ANY_COMPANY,
  canAssignOthers,
  checkAccess,
  STEWARDSHIP_ACTIONS,
  type ActivityView,
  type AssignSteward,
} from '@portal/domain';
import type { Actor } from '../../plugins/actor';
import { appError, forbidden } from '../../plugins/errors';
import type { Auditor } from '../../services/audit';
import { openActivity } from './activity-access';
import { activityView } from './read-activity';
import { recordChange } from './record-change';
import { addSteward, findUser, lockActivity, type StewardshipDeps } from './repository';

/**
 * POST /api/stewards (spec 3, §6): Assign Me makes the session's user a steward (needs is-steward
 * or all-steward); assigning another user is for role type admin only, and the user must exist.
 * Assigning a steward again changes nothing.
 */
export function assignSteward(
  deps: StewardshipDeps,
  actor: Actor,
  audit: Auditor,
  input: AssignSteward,
): Promise<ActivityView> {
  return deps.db.transaction(async (tx) => {
    const opened = await openActivity(tx, actor, input.stewardship_activity_id);
    if (input.user_id === actor.userId) {
      if (checkAccess(actor.access, ANY_COMPANY, ['is-steward', 'all-steward']) !== 'success') throw forbidden();
    } else {
      if (!canAssignOthers(actor.access)) throw forbidden();
      if (!(await findUser(tx, input.user_id))) throw appError('user_not_found', 'User not found');
    }
    await lockActivity(tx, opened.context.activityId);
    if (!(await addSteward(tx, opened.context.activityId, input.user_id))) return activityView(tx, actor, opened);
    return recordChange(tx, actor, audit, {
      activityId: opened.context.activityId,
      action: STEWARDSHIP_ACTIONS.assignSteward,
      details: { user_id: input.user_id },
    });
  });
}
