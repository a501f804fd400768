import { canGrantRole, INVITE_MESSAGES, type AssignmentCreate, type RoleType } from '@portal/domain';
import { actorName } from '../../plugins/actor';
import { appError, fieldError, forbidden, notFound } from '../../plugins/errors';
import { createLoginLink, releaseUnclaimedAccount } from '../../services/login-links';
import type { Service } from '../../services/service';
import {
  findAssignment,
  findLiveCompanyName,
  findRole,
  findUser,
  insertAssignment,
  roleCodes,
  type AssignmentDeps,
} from './repository';

/**
 * Invite: assign the user to the company with the role (assign-internal-role for internal
 * roles, assign-external-role for external ones, at that company; not oneself, and only roles
 * whose permissions the inviter holds there, see canGrantRole), then e-mail a
 * /login/{login_hash} link. 400 when the user is already assigned to the company.
 */
export const inviteUser = (async (deps, { actor, audit }, { role_id, company_id, user_id }) => {
  const invited = await deps.db.transaction(async (tx) => {
    const role = await findRole(tx, role_id);
    if (!role || role.roleType === 'admin') throw fieldError('role_id', INVITE_MESSAGES.role);
    const grant = {
      actorUserId: actor.userId,
      userId: user_id,
      companyId: company_id,
      roleType: role.roleType as RoleType,
      codes: await roleCodes(tx, role_id),
    };
    if (!canGrantRole(actor.access, grant)) throw forbidden();
    const companyName = await findLiveCompanyName(tx, company_id);
    if (companyName === null) throw notFound('Company not found');
    const user = await findUser(tx, user_id);
    if (!user) throw appError('user_not_found', INVITE_MESSAGES.userDoesntExist);
    const alreadyAssigned = () => appError('already_assigned', INVITE_MESSAGES.alreadyAssigned(user.email));
    if (await findAssignment(tx, user_id, company_id)) throw alreadyAssigned();
    const assignmentId = await insertAssignment(tx, { userId: user_id, companyId: company_id, roleId: role_id });
    if (!assignmentId) throw alreadyAssigned();
    // An account that never signed in (perhaps registered by someone else) gets the role only through the link.
    await releaseUnclaimedAccount(tx, user_id);
    const loginHash = await createLoginLink(tx, user_id, 'invite', assignmentId);
    await audit(tx, {
      action: 'invite',
      entity: 'assignment',
      entityId: assignmentId,
      details: { user_id, company_id, role_id, role_name: role.roleName },
      about: [
        { entity: 'user', ids: [user_id] },
        { entity: 'company', ids: [company_id] },
      ],
    });
    return { assignmentId, email: user.email, companyName, roleName: role.displayName, loginHash };
  });
  await deps.outbox.send({
    channel: 'email',
    recipient: invited.email,
    kind: 'invite',
    subject: `You are invited to ${invited.companyName} on the Enogen Portal`,
    bodyText: `${actorName(actor)} added you to ${invited.companyName} as ${invited.roleName}. Use this link to sign in:`,
    link: `${deps.config.publicUrl}/login/${invited.loginHash}`,
  });
  return { data: { assignment_id: invited.assignmentId, user_id, company_id, role_id } };
}) satisfies Service<AssignmentDeps, AssignmentCreate>;
