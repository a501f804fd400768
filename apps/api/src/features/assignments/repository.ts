import type { Assignment } from '@portal/domain';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { assignments, companies, permissions, rolePermissions, roles, users } from '../../db/schema';

/** The permission codes of the row's role, aggregated in the same query (no N+1). */
const rolePermissionCodes = sql<string[]>`coalesce((
  select array_agg(${permissions.permissionCode} order by ${permissions.permissionCode})
  from ${rolePermissions} join ${permissions} on ${permissions.permissionId} = ${rolePermissions.permissionId}
  where ${rolePermissions.roleId} = ${roles.roleId}), '{}')`;

/**
 * Assignments with the user's, the role's and the company's fields (spec 1, §3), in one query.
 * `visible` is the scope condition evaluated per row (true for platform-wide admin rows).
 */
export async function listAssignments(
  tx: Tx,
  where: SQL,
  page: { limit: number; offset: number },
  visible?: SQL,
): Promise<(Assignment & { visible: boolean })[]> {
  const rows = await tx
    .select({
      assignment_id: assignments.assignmentId,
      user_id: assignments.userId,
      company_id: assignments.companyId,
      first: users.first,
      last: users.last,
      email: users.email,
      display_name: roles.displayName,
      role_id: roles.roleId,
      role_type: roles.roleType,
      role_name: roles.roleName,
      permissions: rolePermissionCodes,
      enogen_dealer: companies.enogenDealer,
      sap_id: companies.sapId,
      city: companies.city,
      state: companies.state,
      company_name: companies.companyName,
      company_type: companies.companyType,
      visible: visible
        ? sql<boolean>`(${assignments.companyId} is null or coalesce((${visible}), false))`
        : sql<boolean>`true`,
    })
    .from(assignments)
    .innerJoin(users, eq(users.id, assignments.userId))
    .innerJoin(roles, eq(roles.roleId, assignments.roleId))
    .leftJoin(companies, eq(companies.companyId, assignments.companyId))
    .where(and(where, sql`(${assignments.companyId} is null or ${companies.deletedAt} is null)`))
    .orderBy(asc(users.last), asc(users.first), asc(users.email), asc(companies.companyName))
    .limit(page.limit)
    .offset(page.offset);
  return rows as (Assignment & { visible: boolean })[];
}

export async function findAssignment(tx: Tx, userId: string, companyId: string) {
  const [row] = await tx
    .select({ id: assignments.assignmentId })
    .from(assignments)
    .where(and(eq(assignments.userId, userId), eq(assignments.companyId, companyId)));
  return row ?? null;
}

/** The permission codes of a role. */
export async function roleCodes(tx: Tx, roleId: string): Promise<string[]> {
  const rows = await tx
    .select({ code: permissions.permissionCode })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.permissionId, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, roleId));
  return rows.map((r) => r.code);
}
