import { api } from '../../../lib/api';

/** POST /api/sign-in/unlock: the token of the e-mailed unlock link lifts the account's sign-in wait. */
export const unlockSignIn = (token: string) =>
  api<{ message: string }>('/sign-in/unlock', { method: 'POST', body: { token } });
