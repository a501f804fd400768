import { z } from 'zod';
import { email } from '../auth/auth.schema';
import { ROLE_REQUIRED } from '../roles/messages';

export const ADMIN_COMPANY_ID = 'admin';

const roleId = z.string(ROLE_REQUIRED).min(1, ROLE_REQUIRED);

/**
 * Invite admin (POST /api/invite-admin): an existing user (user_id) or a new user (email),
 * with an admin-type role; company_id is the literal 'admin' (a platform-wide assignment).
 */
export const inviteAdminSchema = z.discriminatedUnion('user_type', [
  z.object({
    user_type: z.literal('existing'),
    company_id: z.literal(ADMIN_COMPANY_ID),
    role_id: roleId,
    user_id: z.string('Please select a user').min(1, 'Please select a user'),
  }),
  z.object({
    user_type: z.literal('new'),
    company_id: z.literal(ADMIN_COMPANY_ID),
    role_id: roleId,
    email,
  }),
]);
export type InviteAdminInput = z.infer<typeof inviteAdminSchema>;

/** The invite admin form: the role and, for a new user, the e-mail (an existing user is picked by search). */
export const inviteAdminFormSchema = z.object({
  role_id: z.string().min(1, ROLE_REQUIRED),
  email,
});

/** POST /api/invite-admin answers the platform-wide assignment it made. */
export const inviteAdminReply = z.object({
  assignment_id: z.string(),
  user_id: z.string(),
  email: z.string(),
  company_id: z.null(),
  role_id: z.string(),
});
export type InviteAdminReply = z.infer<typeof inviteAdminReply>;
