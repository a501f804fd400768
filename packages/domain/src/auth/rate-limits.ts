/** Minutes over which failed sign-ins are counted per client address. */
export const SIGN_IN_FAILURE_WINDOW_MINUTES = 15;

/** Hours over which an account's failed sign-ins are remembered (a correct sign-in forgets them). */
export const SIGN_IN_ACCOUNT_MEMORY_HOURS = 24;
/** The first wait once an account has used up its free failures; each further failure doubles it. */
export const SIGN_IN_FIRST_WAIT_SECONDS = 30;
/** The longest wait between two sign-in attempts of one account. */
export const SIGN_IN_MAX_WAIT_MINUTES = 15;
/** Hours an e-mailed unlock link works. */
export const SIGN_IN_UNLOCK_LINK_HOURS = 1;
/** Verification e-mails sent to one address per hour at most. */
export const VERIFICATION_MAILS_PER_HOUR = 3;

/**
 * Seconds an account waits before its next sign-in attempt after `failures` failed ones, when the
 * first `free` are free: 30 s, 1 min, 2 min, ... up to 15 min.
 */
export function signInWaitSeconds(failures: number, free: number): number {
  if (failures < free) return 0;
  const doubled = SIGN_IN_FIRST_WAIT_SECONDS * 2 ** Math.min(failures - free, 20);
  return Math.min(doubled, SIGN_IN_MAX_WAIT_MINUTES * 60);
}

/** The answer to a sign-in refused after too many failed attempts from one client address (HTTP 429). */
export const SIGN_IN_LIMITED_TEXT = `Too many failed sign-in attempts. Please wait ${SIGN_IN_FAILURE_WINDOW_MINUTES} minutes and try again.`;

const waitText = (seconds: number) =>
  seconds < 90 ? `${Math.max(1, Math.ceil(seconds))} seconds` : `${Math.ceil(seconds / 60)} minutes`;

/**
 * The answer to a sign-in of an account that is slowed down after failed attempts (HTTP 429 with
 * Retry-After); the same for addresses without an account, so it tells nothing about them.
 */
export const signInSlowedText = (seconds: number) =>
  `Too many failed sign-in attempts for this account. Please wait ${waitText(seconds)} and try again. If this address has an account, we have e-mailed it a link that lifts the wait.`;

export const SIGN_IN_UNLOCKED_TEXT = 'The wait on your account is lifted. You can sign in now.';
export const SIGN_IN_UNLOCK_INVALID_TEXT =
  'This unlock link has expired or was already used. Wait for the time shown when you sign in, or ask for a password reset.';

/** The answer to any other rate-limited call (HTTP 429). */
export const TOO_MANY_REQUESTS_TEXT = 'Too many requests. Please wait a minute and try again.';
/** The answer to a costly call while the same user already runs as many as allowed (HTTP 429). */
export const TOO_MANY_RUNNING_TEXT =
  'You already have the maximum number of exports or reports running. Please wait until one finishes and try again.';
