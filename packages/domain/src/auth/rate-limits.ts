/** Minutes over which failed sign-ins are counted per account and per client address. */
export const SIGN_IN_FAILURE_WINDOW_MINUTES = 15;

/** The answer to a sign-in refused after too many failed attempts (HTTP 429). */
export const SIGN_IN_LIMITED_TEXT = `Too many failed sign-in attempts. Please wait ${SIGN_IN_FAILURE_WINDOW_MINUTES} minutes and try again.`;

/** The answer to any other rate-limited call (HTTP 429). */
export const TOO_MANY_REQUESTS_TEXT = 'Too many requests. Please wait a minute and try again.';
