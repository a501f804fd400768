import {
  ANY_COMPANY,
  canAssignOthers,
  checkAccess,
  STEWARDSHIP_ACTIONS,
  type ActivityView,
  type AssignSteward,
} from '@portal/domain';
import { appError, forbidden } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { openActivity } from './activity-access';
import { activityView } from './read-activity';
import { recordChange, sectionBefore } from './record-change';
import { addSteward, findUser, lockActivity, type StewardshipDeps } from './repository';

/**
 * POST /api/stewards (spec 3, §6): Assign Me makes the session's user a steward (needs is-steward
 * or all-steward); assigning another user is for role type admin only, and the user must exist.
 * Assigning a steward again changes nothing.
 */
export const assignSteward = (async (deps, { actor, audit }, input) => {
  return deps.db.transaction(async (tx) => {
    const opened = await openActivity(tx, actor, input.stewardship_activity_id);
    if (input.user_id === actor.userId) {
      if (checkAccess(actor.access, ANY_COMPANY, ['is-steward', 'all-steward']) !== 'success') throw forbidden();
    } else {
      if (!canAssignOthers(actor.access)) throw forbidden();
      if (!(await findUser(tx, input.user_id))) throw appError('user_not_found', 'User not found');
    }
    await lockActivity(tx, opened.context.activityId);
    const before = await sectionBefore(tx, opened.context.activityId);
    if (!(await addSteward(tx, opened.context.activityId, input.user_id))) return activityView(tx, actor, opened);
    return recordChange(tx, actor, audit, {
      activityId: opened.context.activityId,
      action: STEWARDSHIP_ACTIONS.assignSteward,
      details: { user_id: input.user_id },
      section: 'stewards',
      before,
    });
  });
}) satisfies Service<StewardshipDeps, AssignSteward, ActivityView>;
