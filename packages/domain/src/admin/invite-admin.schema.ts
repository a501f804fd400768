import { z } from 'zod';
import { email } from '../auth/auth.schema';

export const ROLE_REQUIRED = 'Please select a role for this user';
export const ADMIN_COMPANY_ID = 'admin';

/**
 * Invite admin (POST /api/invite-admin): an existing user (user_id) or a new user (email),
 * with an admin-type role; company_id is the literal 'admin' (a platform-wide assignment).
 */
export const inviteAdminSchema = z.discriminatedUnion('user_type', [
  z.object({
    user_type: z.literal('existing'),
    company_id: z.literal(ADMIN_COMPANY_ID),
    role_id: z.string(ROLE_REQUIRED).min(1, ROLE_REQUIRED),
    user_id: z.string('Please select a user').min(1, 'Please select a user'),
  }),
  z.object({
    user_type: z.literal('new'),
    company_id: z.literal(ADMIN_COMPANY_ID),
    role_id: z.string(ROLE_REQUIRED).min(1, ROLE_REQUIRED),
    email,
  }),
]);
export type InviteAdminInput = z.infer<typeof inviteAdminSchema>;

/** The invite admin form: the role and, for a new user, the e-mail (an existing user is picked by search). */
export const inviteAdminFormSchema = z.object({
  role_id: z.string().min(1, ROLE_REQUIRED),
  email,
});

export const SALES_YEAR_MIN = 2000;
export const SALES_YEAR_MAX = 2100;
const year = z.coerce
  .number('Please select year')
  .int('Please select year')
  .min(SALES_YEAR_MIN, 'Please select year')
  .max(SALES_YEAR_MAX, 'Please select year');

/** Set default contract year (PATCH /api/sales-year). */
export const salesYearSchema = z.object({ sales_year: year });

const isoDate = z.iso.date('Please provide a date (yyyy-mm-dd)');

/** Planting and harvest dates (POST/PATCH /api/planting-and-harvest-date). */
export const plantingAndHarvestDateSchema = z.object({
  selected_year: year,
  planting_date: isoDate,
  harvest_date: isoDate,
});
export const plantingAndHarvestDatePatchSchema = plantingAndHarvestDateSchema.extend({
  planting_and_harvest_date_id: z.uuid(),
});
export const plantingAndHarvestDateQuery = z.object({ selected_year: year });
export type PlantingAndHarvestDate = z.infer<typeof plantingAndHarvestDateSchema> & {
  planting_and_harvest_date_id: string | null;
};
