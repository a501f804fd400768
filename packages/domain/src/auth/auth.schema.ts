import { z } from 'zod';
import { PHONE_MESSAGE, PHONE_PATTERN } from '../formatting/phone';

export const EMAIL_INVALID_MESSAGE = 'This email appears to be invalid. Please check if anything is missing';

export const email = z
  .string()
  .trim()
  .min(1, 'Please provide email address')
  .pipe(z.email(EMAIL_INVALID_MESSAGE))
  .transform((value) => value.toLowerCase());

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
/** The server also refuses passwords from a list of common ones (too large to ship to the browser). */
export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Please choose a less predictable one, for example a few unrelated words.';
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters; common passwords are refused.`;
export const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE);

/** After sign-up: no session until the address is verified (the link signs in). */
export const SIGN_UP_CHECK_EMAIL_MESSAGE =
  'Please check your e-mail: we sent you a link to confirm your address. Open it to sign in; your administrator assigns your company and role after that.';
export const EMAIL_NOT_VERIFIED_MESSAGE = 'Please confirm your e-mail address first: we have sent you a new link.';

export const signInSchema = z.object({ email, password: z.string().min(1, 'Please provide your password') });
export const signUpSchema = z.object({ email, password });
export const forgotPasswordSchema = z.object({ email });
export const resetPasswordSchema = z.object({ password });
export const loginLinkPasswordSchema = z.object({ password });
/** /api/login-links/:login_hash */
export const loginLinkParams = z.object({ login_hash: z.string().min(16).max(128) });

const ALL_FIELDS_REQUIRED = 'All fields are required';
/** Profile (Update User, Please Complete Profile, /new-user, /update-profile). */
export const profileSchema = z.object({
  first: z.string().trim().min(1, ALL_FIELDS_REQUIRED).max(100),
  last: z.string().trim().min(1, ALL_FIELDS_REQUIRED).max(100),
  phone: z.string().trim().min(1, ALL_FIELDS_REQUIRED).regex(PHONE_PATTERN, PHONE_MESSAGE),
});
export type ProfileInput = z.infer<typeof profileSchema>;
