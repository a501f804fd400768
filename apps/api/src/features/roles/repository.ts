import type { Role, RoleType } from '@portal/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { permissions, rolePermissions, roles } from '../../db/schema';

/** Roles sorted by name, each with its permission codes (two queries, no N+1). */
export async function listRoles(tx: Tx, filter: { roleType?: RoleType; roleIds?: string[] } = {}): Promise<Role[]> {
  const where = filter.roleIds
    ? inArray(roles.roleId, filter.roleIds)
    : filter.roleType
      ? eq(roles.roleType, filter.roleType)
      : undefined;
  const rows = await tx.select().from(roles).where(where).orderBy(asc(roles.roleName));
  if (!rows.length) return [];
  const links = await tx
    .select({ roleId: rolePermissions.roleId, code: permissions.permissionCode })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.permissionId, rolePermissions.permissionId))
    .where(
      inArray(
        rolePermissions.roleId,
        rows.map((r) => r.roleId),
      ),
    )
    .orderBy(asc(permissions.permissionCode));
  return rows.map((r) => ({
    role_id: r.roleId,
    role_name: r.roleName,
    display_name: r.displayName,
    description: r.description,
    role_type: r.roleType as RoleType,
    date_created: r.dateCreated.toISOString(),
    permissions: links.filter((l) => l.roleId === r.roleId).map((l) => l.code),
  }));
}

/** Replaces a role's permission set with the given codes. */
export async function setRolePermissions(tx: Tx, roleId: string, codes: readonly string[]) {
  await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (!codes.length) return;
  const ids = await tx
    .select({ id: permissions.permissionId })
    .from(permissions)
    .where(inArray(permissions.permissionCode, [...codes]));
  if (ids.length) await tx.insert(rolePermissions).values(ids.map((p) => ({ roleId, permissionId: p.id })));
}
