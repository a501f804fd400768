import type { SignInUnlockReply } from '@portal/domain';
import { api } from '../../../lib/api';

/** POST /api/sign-in/unlock: the token of the e-mailed unlock link lifts the account's sign-in wait. */
export const unlockSignIn = (token: string) =>
  api<SignInUnlockReply>('/sign-in/unlock', { method: 'POST', body: { token } });
