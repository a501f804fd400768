import { z } from 'zod';
import { PHONE_MESSAGE, PHONE_PATTERN } from '../formatting/phone';
import {
  EMAIL_INVALID_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  SIGN_IN_MESSAGES,
} from './messages';

export const email = z
  .string()
  .trim()
  .min(1, SIGN_IN_MESSAGES.emailRequired)
  .pipe(z.email(EMAIL_INVALID_MESSAGE))
  .transform((value) => value.toLowerCase());

export const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE);

export const signUpSchema = z.object({ email, password });
export const forgotPasswordSchema = z.object({ email });
export const resetPasswordSchema = z.object({ password });
export const loginLinkPasswordSchema = z.object({ password });
/** /api/login-links/:login_hash */
export const loginLinkParams = z.object({ login_hash: z.string().min(16).max(128) });
/** GET /api/login-links/:login_hash: whose invitation it is, and whether they have a password yet. */
export const loginLinkReply = z.object({ email: z.string(), first: z.string().nullable(), has_password: z.boolean() });
export type LoginLink = z.infer<typeof loginLinkReply>;
/** POST /api/login-links/:login_hash: the signed-in user's e-mail (the session cookies go with it). */
export const loginLinkRedeemedReply = z.object({ email: z.string() });
export type LoginLinkRedeemed = z.infer<typeof loginLinkRedeemedReply>;
/** POST /api/sign-in/unlock: the token of the e-mailed unlock link. */
export const signInUnlockSchema = z.object({ token: z.string().min(16).max(128) });
export const signInUnlockReply = z.object({ message: z.string() });
export type SignInUnlockReply = z.infer<typeof signInUnlockReply>;

const ALL_FIELDS_REQUIRED = 'All fields are required';
/** An optional address line: empty stores null (a form that shows it clears it); absent keeps the stored one. */
const addressText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

/** The User entity's address (spec 1, §3): optional, shown on the user page and edited with the profile. */
export const USER_ADDRESS_FIELDS = ['address1', 'address2', 'city', 'state', 'zipcode'] as const;

/** Profile (Update User, Please Complete Profile, /new-user, /update-profile). */
export const profileSchema = z.object({
  first: z.string().trim().min(1, ALL_FIELDS_REQUIRED).max(100),
  last: z.string().trim().min(1, ALL_FIELDS_REQUIRED).max(100),
  phone: z.string().trim().min(1, ALL_FIELDS_REQUIRED).regex(PHONE_PATTERN, PHONE_MESSAGE),
  address1: addressText(200),
  address2: addressText(200),
  city: addressText(100),
  state: addressText(100),
  zipcode: addressText(20),
});
/** The profile form's values (every field as text). */
export type ProfileInput = z.input<typeof profileSchema>;
export type Profile = z.output<typeof profileSchema>;
