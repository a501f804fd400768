import { INVITE_MESSAGES, ROLE_REQUIRED, type InviteAdminInput, type InviteAdminReply } from '@portal/domain';
import type { Tx } from '../../db/client';
import { actorName } from '../../plugins/actor';
import { badRequest, conflict, fieldError, notFound } from '../../plugins/errors';
import type { PortalDeps } from '../../services/deps';
import { createLoginLink, releaseUnclaimedAccount } from '../../services/login-links';
import type { Service } from '../../services/service';
import {
  emailTaken,
  findRole,
  findUser,
  hasAdminAssignment,
  insertAdminAssignment,
  insertInvitedUser,
} from './repository';

export type AdminDeps = Pick<PortalDeps, 'db' | 'config' | 'outbox'>;

/** The invited user: an existing one (404 when unknown) or a new one (409 when the e-mail exists). */
async function invitee(tx: Tx, input: InviteAdminInput) {
  if (input.user_type === 'existing') {
    const found = await findUser(tx, input.user_id);
    if (!found) throw notFound(`User ${input.user_id} not found.`);
    return { user: found, created: false };
  }
  if (await emailTaken(tx, input.email)) throw conflict(INVITE_MESSAGES.userAlreadyExists);
  return { user: await insertInvitedUser(tx, input.email), created: true };
}

/**
 * Invite admin: a platform-wide assignment (company_id null) of an admin-type role to an existing
 * or a new user, and an invitation e-mail with a /login/{login_hash} link, all in one transaction.
 */
export const inviteAdmin = (async (deps, { actor, audit }, input) => {
  const result = await deps.db.transaction(async (tx) => {
    const role = await findRole(tx, input.role_id);
    if (!role || role.roleType !== 'admin') throw fieldError('role_id', ROLE_REQUIRED);

    const { user, created } = await invitee(tx, input);
    if (await hasAdminAssignment(tx, user.id))
      throw badRequest(`User with email address ${user.email} is already an admin.`);
    const assignmentId = await insertAdminAssignment(tx, user.id, role.roleId);
    // An account that never signed in (perhaps registered by someone else) gets the role only through the link.
    await releaseUnclaimedAccount(tx, user.id);
    const loginHash = await createLoginLink(tx, user.id, 'invite', assignmentId);
    await audit(tx, {
      action: 'invite-admin',
      entity: 'assignment',
      entityId: assignmentId,
      details: { user_id: user.id, role_id: role.roleId, new_user: created },
      about: [{ entity: 'user', ids: [user.id] }],
    });
    return { user, role, loginHash, assignmentId };
  });

  await deps.outbox.send({
    channel: 'email',
    recipient: result.user.email,
    kind: 'invite-admin',
    subject: 'You are invited as an administrator of the Enogen Portal',
    bodyText: `${actorName(actor)} made you ${result.role.displayName} of the Enogen Portal. Use this link to sign in:`,
    link: `${deps.config.publicUrl}/login/${result.loginHash}`,
  });
  return {
    assignment_id: result.assignmentId,
    user_id: result.user.id,
    email: result.user.email,
    company_id: null,
    role_id: result.role.roleId,
  };
}) satisfies Service<AdminDeps, InviteAdminInput, InviteAdminReply>;
