import { z } from 'zod';
import { PERMISSION_CODES } from '../permissions/codes';
import { ROLE_TYPES } from '../permissions/roles';

export const NEW_ROLE_NAME_REQUIRED = 'New role name is required. Please complete this field';
export const NEW_ROLE_DESCRIPTION_REQUIRED = 'Description of the new role is required. Please complete this field';
export const ROLE_NAME_REQUIRED = 'Role name is required. Please complete this field';

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

/** One role as GET /api/roles lists it. */
export type Role = {
  role_id: string;
  role_name: string;
  display_name: string;
  description: string;
  role_type: (typeof ROLE_TYPES)[number];
  date_created: string;
  permissions: string[];
};

/** One permission as GET /api/permissions lists it. */
export type Permission = { permission_id: string; permission_code: string; display_name: string };
