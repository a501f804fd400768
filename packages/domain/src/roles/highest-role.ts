import { z } from 'zod';
import { ROLE_TYPES } from '../permissions/roles';
import type { PermissionCode } from '../permissions/codes';

/** GET /api/my-highest-role (spec 1, §6–7), plus the per-company permissions of the assignments. */
export const highestRoleSchema = z.object({
  role_name: z.string().nullable(),
  role_type: z.enum(ROLE_TYPES).nullable(),
  permissions: z.array(z.string()),
  company_id: z.string().nullable(),
  user_id: z.string(),
  first: z.string().nullable(),
  last: z.string().nullable(),
  email: z.string(),
  company_permissions: z.record(z.string(), z.array(z.string())),
  /** The user's second factor: on, and whether it must stay on (admins where ADMIN_TWO_FACTOR is required). */
  two_factor: z.object({ enabled: z.boolean(), required: z.boolean() }).optional(),
});
export type HighestRole = z.infer<typeof highestRoleSchema>;

/** Whether the user's highest role grants the code (spec 1 §2: the Reports entry); role type admin grants every code. */
export function highestRoleHas(me: Pick<HighestRole, 'role_type' | 'permissions'>, code: PermissionCode): boolean {
  return me.role_type === 'admin' || me.permissions.includes(code);
}
