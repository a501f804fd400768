import { canEditStewardship, canOpenStewardship, STEWARDSHIP_MESSAGES } from '@portal/domain';
import type { Tx } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { forbidden, notFound } from '../../plugins/errors';
import { findActivity, isSteward, type ActivityContext } from './repository';

export type OpenedActivity = { context: ActivityContext; steward: boolean };

export const contractCompanies = (context: ActivityContext) => [
  context.resellerId,
  context.receiverId,
  context.operatorId,
];

/**
 * The activity if the actor may open its page (issue 12, item 8): a page permission at one of the
 * contract's companies as stored (never the request's claim), all-steward, or a steward of it.
 */
export async function openActivity(tx: Tx, actor: Actor, activityId: string): Promise<OpenedActivity> {
  const context = await findActivity(tx, activityId);
  if (!context || context.deletedAt) throw notFound('Stewardship activity not found');
  const steward = await isSteward(tx, activityId, actor.userId);
  if (!canOpenStewardship(actor.access, contractCompanies(context), steward)) throw forbidden();
  return { context, steward };
}

/** The activity if the actor may also edit it: its stewards, all-steward holders and admins. */
export async function editActivity(tx: Tx, actor: Actor, activityId: string): Promise<OpenedActivity> {
  const opened = await openActivity(tx, actor, activityId);
  if (!canEditStewardship(actor.access, opened.steward)) throw forbidden(STEWARDSHIP_MESSAGES.notASteward);
  return opened;
}
