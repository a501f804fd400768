import { z } from 'zod';
import { PERMISSION_CODES } from '../permissions/codes';
import { ROLE_TYPES } from '../permissions/roles';
import { NEW_ROLE_DESCRIPTION_REQUIRED, NEW_ROLE_NAME_REQUIRED, ROLE_NAME_REQUIRED } from './messages';

const permissionList = z.array(z.enum(PERMISSION_CODES)).max(PERMISSION_CODES.length);

/** Create role (POST /api/roles): display name, description, role type and permissions. */
export const createRoleSchema = z.object({
  display_name: z.string().trim().min(1, NEW_ROLE_NAME_REQUIRED).max(100),
  description: z.string().trim().min(1, NEW_ROLE_DESCRIPTION_REQUIRED).max(500),
  role_type: z.enum(ROLE_TYPES, 'Please select a role type'),
  permissions: permissionList,
});
export type CreateRoleInput = z.infer<typeof createRoleSchema>;

/** Edit role (PATCH /api/roles): a role's name and permissions. */
export const updateRoleSchema = z.object({
  role_id: z.uuid(),
  display_name: z.string().trim().min(1, ROLE_NAME_REQUIRED).max(100),
  permissions: permissionList,
});
export type UpdateRoleInput = z.infer<typeof updateRoleSchema>;

/** The stored role_name of a new role: its display name in kebab case. */
export function roleNameFrom(displayName: string): string {
  return displayName
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const roleListQuery = z.object({ role_type: z.enum(ROLE_TYPES).optional() });

/** One role as GET /api/roles lists it (and POST/PATCH answer). */
export const roleReply = z.object({
  role_id: z.string(),
  role_name: z.string(),
  display_name: z.string(),
  description: z.string(),
  role_type: z.enum(ROLE_TYPES),
  date_created: z.string(),
  permissions: z.array(z.string()),
  /** the version an edit sends back as If-Match (record-version.ts): the role with its permissions */
  version: z.string(),
});
export type Role = z.infer<typeof roleReply>;
export const roleListReply = z.object({ roles: z.array(roleReply) });
export type RoleListReply = z.infer<typeof roleListReply>;

/** One permission as GET /api/permissions lists it. */
export const permissionReply = z.object({
  permission_id: z.string(),
  permission_code: z.string(),
  display_name: z.string(),
});
export type Permission = z.infer<typeof permissionReply>;
export const permissionListReply = z.object({ permissions: z.array(permissionReply) });
export type PermissionListReply = z.infer<typeof permissionListReply>;
