// Kept apart from the zod schemas of sso.ts: the sign-in page needs only these texts.

/** Sign-in errors the library reports on /login?error=…, in words. */
export const SSO_ERROR_MESSAGES: Record<string, string> = {
  account_not_linked:
    'This e-mail address already has an account that could not be linked to that sign-in. Please sign in with your password.',
  email_not_allowed: 'That e-mail address may not sign in through this provider.',
  email_not_verified: 'The identity provider has not verified that e-mail address.',
  admin_account: 'Administrator accounts sign in with their password or the portal’s own provider.',
  signup_disabled: 'No account exists for that e-mail address.',
  invalid_saml_response: 'The identity provider’s answer could not be verified. Please try again.',
  invalid_state: 'The sign-in took too long or was started elsewhere. Please try again.',
  state_mismatch: 'The sign-in took too long or was started elsewhere. Please try again.',
  access_denied: 'The sign-in was cancelled.',
};
export const SSO_ERROR_FALLBACK = 'The sign-in did not succeed. Please try again or use your e-mail and password.';
