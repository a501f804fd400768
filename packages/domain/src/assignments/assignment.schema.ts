import { z } from 'zod';
import { email } from '../auth/auth.schema';
import { TEXTS } from '../common/constants';
import { ROLE_REQUIRED } from '../roles/messages';

/** The spec's texts of the Invite user modal (spec 1, §4, §5, §8). */
export const INVITE_MESSAGES = {
  role: ROLE_REQUIRED,
  email: 'Please provide email address',
  existingUser: 'Please select an existing user',
  failed: 'Something went wrong. Please try again later.',
  userAlreadyExists:
    'This user already exists in the system. Please start over and select Existing user instead of New user.',
  /** The alert for an e-mail typed in the existing-user search that matches no user the inviter may see. */
  unknownEmail: 'User with this email address does not exist. Please select New user to invite them by e-mail.',
  userDoesntExist:
    'You attempted to invite a user who is currently not in the system. Please start over and add this person as a New user.',
  alreadyAssigned: (address: string) => `User with email address ${address} is already assigned to this company.`,
  loading: 'Sending the invitation. Please wait.',
  success: (address: string) => `The invitation was sent to ${address}.`,
} as const;

/** The Invite user modal's states. */
export const INVITE_STATES = [
  'LOADING',
  'SUCCESS',
  'FAILED',
  'FAILED_USER_ALREADY_EXISTS',
  'FAILED_USER_DOESNT_EXIST',
  'FAILED_USER_ALREADY_ASSIGNED',
] as const;
export type InviteState = (typeof INVITE_STATES)[number];

const roleId = z.string(INVITE_MESSAGES.role).min(1, INVITE_MESSAGES.role);

/** The Invite user form: a role, and a new user's e-mail or an existing user. */
export const inviteFormSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('new'), role_id: roleId, email }),
  z.object({
    mode: z.literal('existing'),
    role_id: roleId,
    user_id: z.string(INVITE_MESSAGES.existingUser).min(1, INVITE_MESSAGES.existingUser),
  }),
]);
export type InviteForm = z.input<typeof inviteFormSchema>;

/** POST /api/company-management/v1/users: add a user by e-mail (409 when the e-mail exists). */
export const createUserSchema = z.object({ email });

/** POST /api/assignments: the invite itself. */
export const assignmentCreateSchema = z.object({
  role_id: z.uuid(INVITE_MESSAGES.role),
  company_id: z.uuid('Please provide a company'),
  user_id: z.string().min(1, 'Please provide a user'),
});
export type AssignmentCreate = z.infer<typeof assignmentCreateSchema>;

export const LINK_COMPANY_MESSAGES = {
  company: 'Please provide a company',
  companyName: 'Please provide company name',
  role: 'Please select a role',
  loading: 'Linking the companies. Please wait.',
  success: 'The companies are linked.',
  failed: TEXTS.somethingWentWrong,
  sameCompany: 'A company cannot be linked to itself.',
  alreadyLinked: 'These companies are already linked.',
} as const;

/** Link Company modal's states. */
export type LinkCompanyState = 'LOADING' | 'SUCCESS' | 'FAIL';

/** POST /api/link and the Link Company modal. */
export const linkCompaniesSchema = z
  .object({
    company_id_1: z.uuid(LINK_COMPANY_MESSAGES.company),
    company_id_2: z.uuid(LINK_COMPANY_MESSAGES.company),
  })
  .refine((link) => link.company_id_1 !== link.company_id_2, {
    path: ['company_id_2'],
    message: LINK_COMPANY_MESSAGES.sameCompany,
  });

/** The link-company role form of the user page: assign the user to a company with a role. */
export const linkCompanyRoleFormSchema = z.object({
  company_id: z.string(LINK_COMPANY_MESSAGES.companyName).min(1, LINK_COMPANY_MESSAGES.companyName),
  role_id: z.string(LINK_COMPANY_MESSAGES.role).min(1, LINK_COMPANY_MESSAGES.role),
});
