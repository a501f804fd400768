import { z } from 'zod';
import { PHONE_MESSAGE, PHONE_PATTERN } from '../formatting/phone';

export const EMAIL_INVALID_MESSAGE = 'This email appears to be invalid. Please check if anything is missing';

export const email = z
  .string()
  .trim()
  .min(1, 'Please provide email address')
  .pipe(z.email(EMAIL_INVALID_MESSAGE))
  .transform((value) => value.toLowerCase());

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const signInSchema = z.object({ email, password: z.string().min(1, 'Please provide your password') });
export const signUpSchema = z.object({ email, password });
export const forgotPasswordSchema = z.object({ email });
export const resetPasswordSchema = z.object({ password });
export const loginLinkPasswordSchema = z.object({ password });

const ALL_FIELDS_REQUIRED = 'All fields are required';
/** Profile (Update User, Please Complete Profile, /new-user, /update-profile). */
export const profileSchema = z.object({
  first: z.string().trim().min(1, ALL_FIELDS_REQUIRED).max(100),
  last: z.string().trim().min(1, ALL_FIELDS_REQUIRED).max(100),
  phone: z.string().trim().min(1, ALL_FIELDS_REQUIRED).regex(PHONE_PATTERN, PHONE_MESSAGE),
});
export type ProfileInput = z.infer<typeof profileSchema>;
