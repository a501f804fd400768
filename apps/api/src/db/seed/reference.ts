import { CONTRACT_TYPES, NAMED_ROLES, PERMISSION_CODES, PERMISSION_DISPLAY_NAMES } from '@portal/domain';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../client';
import { contractTypes, languages, permissions, rolePermissions, roles, settings } from '../schema';

export const LANGUAGES = [
  { langValue: 'en', langName: 'English' },
  { langValue: 'fr', langName: 'French' },
  { langValue: 'es', langName: 'Spanish' },
];

/** Reference data every installation needs (production included); safe to run again. */
export async function seedReference(tx: Tx, salesYear: number) {
  await tx.insert(languages).values(LANGUAGES).onConflictDoNothing();
  await tx
    .insert(contractTypes)
    .values(CONTRACT_TYPES.map((contractTypeName) => ({ contractTypeName })))
    .onConflictDoNothing();
  await tx
    .insert(permissions)
    .values(PERMISSION_CODES.map((code) => ({ permissionCode: code, displayName: PERMISSION_DISPLAY_NAMES[code] })))
    .onConflictDoNothing();
  await tx.insert(settings).values({ key: 'sales_year', value: salesYear }).onConflictDoNothing();

  const existing = await tx.select({ roleName: roles.roleName }).from(roles);
  const missing = NAMED_ROLES.filter((role) => !existing.some((r) => r.roleName === role.role_name));
  if (!missing.length) return;
  const inserted = await tx
    .insert(roles)
    .values(
      missing.map((role) => ({
        roleName: role.role_name,
        displayName: role.display_name,
        description: role.description,
        roleType: role.role_type,
      })),
    )
    .returning({ roleId: roles.roleId, roleName: roles.roleName });
  const permissionRows = await tx
    .select({ id: permissions.permissionId, code: permissions.permissionCode })
    .from(permissions)
    .where(inArray(permissions.permissionCode, [...PERMISSION_CODES]));
  const links = inserted.flatMap((role) => {
    const definition = NAMED_ROLES.find((r) => r.role_name === role.roleName)!;
    return permissionRows
      .filter((p) => definition.permissions.includes(p.code as never))
      .map((p) => ({ roleId: role.roleId, permissionId: p.id }));
  });
  if (links.length) await tx.insert(rolePermissions).values(links);
}
