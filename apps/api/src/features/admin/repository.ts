import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { assignments, roles, users } from '../../db/schema';

export async function findRole(tx: Tx, roleId: string) {
  const [role] = await tx.select().from(roles).where(eq(roles.roleId, roleId));
  return role;
}

export async function findUser(tx: Tx, userId: string): Promise<{ id: string; email: string } | undefined> {
  const [found] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId));
  return found;
}

export async function emailTaken(tx: Tx, email: string): Promise<boolean> {
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  return Boolean(existing);
}

/** A new user without a name (the invitation link sets the password). */
export async function insertInvitedUser(tx: Tx, email: string): Promise<{ id: string; email: string }> {
  const id = crypto.randomUUID();
  await tx.insert(users).values({ id, email, name: '' });
  return { id, email };
}

/** Whether the user holds a platform-wide (company_id null) assignment. */
export async function hasAdminAssignment(tx: Tx, userId: string): Promise<boolean> {
  const [held] = await tx
    .select({ id: assignments.assignmentId })
    .from(assignments)
    .where(and(eq(assignments.userId, userId), isNull(assignments.companyId)));
  return Boolean(held);
}

/** The new platform-wide assignment's id. */
export async function insertAdminAssignment(tx: Tx, userId: string, roleId: string): Promise<string> {
  const [assignment] = await tx
    .insert(assignments)
    .values({ userId, companyId: null, roleId })
    .returning({ id: assignments.assignmentId });
  return assignment!.id;
}
