import type { Assignment } from '@portal/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { assignments, companies, permissions, rolePermissions, roles, users } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Actor } from '../../plugins/actor';
import { visibleCompanies } from '../../services/company-scope';
import type { PortalDeps } from '../../services/deps';

export type AssignmentDeps = Pick<PortalDeps, 'db' | 'config' | 'outbox'>;

/** The permission codes of the row's role, aggregated in the same query (no N+1). */
const rolePermissionCodes = sql<string[]>`coalesce((
  select array_agg(${permissions.permissionCode} order by ${permissions.permissionCode})
  from ${rolePermissions} join ${permissions} on ${permissions.permissionId} = ${rolePermissions.permissionId}
  where ${rolePermissions.roleId} = ${roles.roleId}), '{}')`;

/**
 * A company's or a user's assignments with the user's, the role's and the company's fields
 * (spec 1, §3), in one query. `visible` says per row whether `visibleTo` may see the company
 * (true for platform-wide admin rows, and for every row without `visibleTo`).
 */
export async function listAssignments(
  tx: Tx,
  of: { companyId: string } | { userId: string },
  page: { limit: number; offset: number },
  visibleTo?: Actor,
): Promise<(Assignment & { visible: boolean })[]> {
  const where = 'companyId' in of ? eq(assignments.companyId, of.companyId) : eq(assignments.userId, of.userId);
  const visible = visibleTo ? visibleCompanies(visibleTo) : undefined;
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

export async function findRole(tx: Tx, roleId: string) {
  const [role] = await tx.select().from(roles).where(eq(roles.roleId, roleId));
  return role ?? null;
}

export async function findLiveCompanyName(tx: Tx, companyId: string): Promise<string | null> {
  const [company] = await tx
    .select({ name: companies.companyName })
    .from(companies)
    .where(and(eq(companies.companyId, companyId), isNull(companies.deletedAt)));
  return company?.name ?? null;
}

export async function findUser(tx: Tx, userId: string) {
  const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId));
  return user ?? null;
}

/**
 * Inserts an assignment; null when the user is already assigned to the company (a concurrent
 * invite of the same user may win the unique index between a check and this insert).
 */
export async function insertAssignment(
  tx: Tx,
  values: { userId: string; companyId: string; roleId: string },
): Promise<string | null> {
  try {
    const [row] = await tx.insert(assignments).values(values).returning({ id: assignments.assignmentId });
    return row!.id;
  } catch (error) {
    if (isUniqueViolation(error, 'assignments_user_company_uq')) return null;
    throw error;
  }
}

/** Removes a user's assignment to a company; null when there was none. */
export async function deleteAssignment(tx: Tx, userId: string, companyId: string) {
  const [row] = await tx
    .delete(assignments)
    .where(and(eq(assignments.userId, userId), eq(assignments.companyId, companyId)))
    .returning({ id: assignments.assignmentId, roleId: assignments.roleId });
  return row ?? null;
}
