import type { Permission, Role, RoleType } from '@portal/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { permissions, rolePermissions, roles } from '../../db/schema';
import type { PortalDeps } from '../../services/deps';
import { versionOf, type VersionedRecord } from '../../services/record-version';

export type RoleDeps = Pick<PortalDeps, 'db'>;

/** A role and its permission set are edited on the version the role's row had when read. */
export const ROLE_RECORD: VersionedRecord = { table: roles, id: roles.roleId, entity: 'role' };

/** Roles sorted by name, each with its permission codes (two queries, no N+1). */
export async function listRoles(tx: Tx, filter: { roleType?: RoleType; roleIds?: string[] } = {}): Promise<Role[]> {
  const where = filter.roleIds
    ? inArray(roles.roleId, filter.roleIds)
    : filter.roleType
      ? eq(roles.roleType, filter.roleType)
      : undefined;
  const rows = await tx
    .select({ role: roles, version: versionOf(roles) })
    .from(roles)
    .where(where)
    .orderBy(asc(roles.roleName));
  if (!rows.length) return [];
  const links = await tx
    .select({ roleId: rolePermissions.roleId, code: permissions.permissionCode })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.permissionId, rolePermissions.permissionId))
    .where(
      inArray(
        rolePermissions.roleId,
        rows.map((r) => r.role.roleId),
      ),
    )
    .orderBy(asc(permissions.permissionCode));
  return rows.map(({ role: r, version }) => ({
    role_id: r.roleId,
    role_name: r.roleName,
    display_name: r.displayName,
    description: r.description,
    role_type: r.roleType as RoleType,
    date_created: r.dateCreated.toISOString(),
    permissions: links.filter((l) => l.roleId === r.roleId).map((l) => l.code),
    version,
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

export async function roleNameTaken(tx: Tx, roleName: string): Promise<boolean> {
  const [existing] = await tx.select({ id: roles.roleId }).from(roles).where(eq(roles.roleName, roleName));
  return Boolean(existing);
}

/** The new role's id. */
export async function insertRole(
  tx: Tx,
  role: { roleName: string; displayName: string; description: string; roleType: RoleType },
): Promise<string> {
  const [row] = await tx.insert(roles).values(role).returning({ roleId: roles.roleId });
  return row!.roleId;
}

/** Whether a role with this id was renamed (false: no such role). */
export async function renameRole(tx: Tx, roleId: string, displayName: string): Promise<boolean> {
  const [row] = await tx
    .update(roles)
    .set({ displayName })
    .where(eq(roles.roleId, roleId))
    .returning({ roleId: roles.roleId });
  return Boolean(row);
}

/** Every permission, by display name. */
export function listPermissions(tx: Tx): Promise<Permission[]> {
  return tx
    .select({
      permission_id: permissions.permissionId,
      permission_code: permissions.permissionCode,
      display_name: permissions.displayName,
    })
    .from(permissions)
    .orderBy(asc(permissions.displayName));
}
