import { ROLE_TYPE_RANK, type AccessState, type RoleType } from '@portal/domain';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { assignments, companies, permissions, rolePermissions, roles, users } from '../db/schema';

/** The signed-in user as every route sees it: identity, highest role and per-company permissions. */
export type Actor = {
  userId: string;
  email: string;
  first: string | null;
  last: string | null;
  roleName: string | null;
  roleType: RoleType | null;
  /** company of the highest role (null for platform-wide admin roles) */
  companyId: string | null;
  /** permissions of the highest role */
  permissions: string[];
  companyPermissions: Record<string, string[]>;
  access: AccessState;
  /** TOTP confirmed (Better Auth's two-factor plugin) */
  twoFactorEnabled: boolean;
};

export function actorName(actor: Actor): string {
  return [actor.first, actor.last].filter(Boolean).join(' ') || actor.email;
}

/** Loads the actor in one query over the user's assignments (at live companies), roles and permissions. */
export async function loadActor(db: Db, userId: string): Promise<Actor | null> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      first: users.first,
      last: users.last,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const rows = await db
    .select({
      companyId: assignments.companyId,
      roleId: roles.roleId,
      roleName: roles.roleName,
      roleType: roles.roleType,
      code: permissions.permissionCode,
    })
    .from(assignments)
    .innerJoin(roles, eq(roles.roleId, assignments.roleId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.roleId))
    .leftJoin(permissions, eq(permissions.permissionId, rolePermissions.permissionId))
    .leftJoin(companies, eq(companies.companyId, assignments.companyId))
    // Assignments at deleted companies grant nothing; admin rows have no company.
    .where(and(eq(assignments.userId, userId), or(isNull(assignments.companyId), isNull(companies.deletedAt))));

  const companyPermissions: Record<string, string[]> = {};
  let highest: (typeof rows)[number] | undefined;
  for (const row of rows) {
    const rank = ROLE_TYPE_RANK[row.roleType as RoleType] ?? 9;
    if (!highest || rank < ROLE_TYPE_RANK[highest.roleType as RoleType]) highest = row;
    if (row.companyId) {
      const held = (companyPermissions[row.companyId] ??= []);
      if (row.code && !held.includes(row.code)) held.push(row.code);
    }
  }
  const roleType = (highest?.roleType as RoleType | undefined) ?? null;
  const highestPermissions = highest
    ? [...new Set(rows.filter((r) => r.roleId === highest.roleId && r.code).map((r) => r.code!))]
    : [];
  return {
    userId: user.id,
    email: user.email,
    first: user.first,
    last: user.last,
    roleName: highest?.roleName ?? null,
    roleType,
    companyId: highest?.companyId ?? null,
    permissions: highestPermissions,
    companyPermissions,
    // A user with no role is still signed in; the access check simply grants nothing.
    access: { status: 'loaded', role_type: roleType ?? 'external', company_permissions: companyPermissions },
    twoFactorEnabled: user.twoFactorEnabled,
  };
}
