/** Sign-in, sign-up and password texts and limits (plain constants: the sign-in page loads no schema library). */
export const EMAIL_INVALID_MESSAGE = 'This email appears to be invalid. Please check if anything is missing';
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
/** The server also refuses passwords from a list of common ones (too large to ship to the browser). */
export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Please choose a less predictable one, for example a few unrelated words.';
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters; common passwords are refused.`;
/** After sign-up: no session until the address is verified (the link signs in). */
export const SIGN_UP_CHECK_EMAIL_MESSAGE =
  'Please check your e-mail: we sent you a link to confirm your address. Open it to sign in; your administrator assigns your company and role after that.';
export const EMAIL_NOT_VERIFIED_MESSAGE = 'Please confirm your e-mail address first: we have sent you a new link.';

export const SIGN_IN_MESSAGES = {
  emailRequired: 'Please provide email address',
  passwordRequired: 'Please provide your password',
  wrong: 'The email or password is incorrect. Please try again.',
} as const;

/**
 * The sign-in form's checks. Better Auth's endpoint checks the credentials on the server; these
 * are plain functions rather than a zod schema so that the sign-in page loads no schema library.
 */
export const signInChecks = {
  email: (value: string) => (value.trim() ? null : SIGN_IN_MESSAGES.emailRequired),
  password: (value: string) => (value ? null : SIGN_IN_MESSAGES.passwordRequired),
};

/** Admins' second factor (TOTP from an authenticator app, with one-time recovery codes). */
export const TWO_FACTOR_TEXTS = {
  required: 'Administrators must set up two-step sign-in with an authenticator app before using the portal.',
  codePrompt: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  codeRequired: 'Please provide the code',
  codeWrong: 'The code is incorrect or has expired. Please try again.',
  passwordWrong: 'The password is incorrect. Please try again.',
  cannotTurnOff:
    'Two-step sign-in is required for administrators and cannot be turned off. You can regenerate your recovery codes instead.',
} as const;
