import type { InviteAdminInput } from '@portal/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { assignments, roles, users } from '../../db/schema';
import { actorName, type Actor } from '../../plugins/actor';
import { AppError, badRequest, conflict, notFound } from '../../plugins/errors';
import { audit } from '../../services/audit';
import type { Outbox } from '../../services/outbox';
import { createLoginLink, releaseUnverifiedAccount } from '../../services/login-links';

export const USER_EXISTS_MESSAGE =
  'This user already exists in the system. Please start over and select Existing user instead of New user.';

/**
 * Invite admin: a platform-wide assignment (company_id null) of an admin-type role to an existing
 * or a new user, and an invitation e-mail with a /login/{login_hash} link, all in one transaction.
 */
export async function inviteAdmin(
  deps: { db: Db; config: Config; outbox: Outbox },
  actor: Actor,
  input: InviteAdminInput,
  requestId: string,
) {
  const result = await deps.db.transaction(async (tx) => {
    const [role] = await tx.select().from(roles).where(eq(roles.roleId, input.role_id));
    if (!role || role.roleType !== 'admin')
      throw new AppError(400, 'validation_failed', 'Please select a role for this user', [
        { field: 'role_id', message: 'Please select a role for this user' },
      ]);

    let user: { id: string; email: string };
    let created = false;
    if (input.user_type === 'existing') {
      const [found] = await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(eq(users.id, input.user_id));
      if (!found) throw notFound(`User ${input.user_id} not found.`);
      user = found;
    } else {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
      if (existing) throw conflict(USER_EXISTS_MESSAGE);
      const id = crypto.randomUUID();
      await tx.insert(users).values({ id, email: input.email, name: '' });
      user = { id, email: input.email };
      created = true;
    }

    const [held] = await tx
      .select({ id: assignments.assignmentId })
      .from(assignments)
      .where(and(eq(assignments.userId, user.id), isNull(assignments.companyId)));
    if (held) throw badRequest(`User with email address ${user.email} is already an admin.`);
    const [assignment] = await tx
      .insert(assignments)
      .values({ userId: user.id, companyId: null, roleId: role.roleId })
      .returning({ id: assignments.assignmentId });
    // H-3: a self-registered, unverified account gets the role only through the invitation link.
    await releaseUnverifiedAccount(tx, user.id);
    const loginHash = await createLoginLink(tx, user.id, 'invite', assignment!.id);
    await audit(tx, {
      userId: actor.userId,
      action: 'invite-admin',
      entity: 'assignment',
      entityId: assignment!.id,
      requestId,
      details: { user_id: user.id, role_id: role.roleId, new_user: created },
    });
    return { user, role, loginHash, assignmentId: assignment!.id };
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
}
