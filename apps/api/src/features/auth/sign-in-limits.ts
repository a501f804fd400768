import { normalizeIP } from '@fastify/rate-limit';
import { SIGN_IN_FAILURE_WINDOW_MINUTES } from '@portal/domain';
import type { Config } from '../../config';
import type { RateCounter } from '../../services/rate-counter';

const WINDOW_MS = SIGN_IN_FAILURE_WINDOW_MINUTES * 60_000;

export type SignInAttempt =
  { refused: true; retryAfterSeconds: number } | { refused: false; settle: (status: number) => Promise<void> };

/**
 * Failed e-mail sign-ins are limited per account and per client address (counters in the database,
 * shared by every instance); correct ones never count, so an office behind one address signs in freely.
 * - The account's attempt is counted before the password is checked (a burst of parallel guesses
 *   cannot overtake the limit) and taken back unless it fails; a success clears the account's count.
 * - The address counts failures only, after they happen (a burst may pass the limit by the attempts
 *   in flight, each still bound by its account's limit).
 * Once either is used up, every attempt (a correct one too) is refused until the window ends.
 */
export function signInLimiter(counter: RateCounter, limits: Config['signInFailures']) {
  const retryAfter = (resetAt: number) => ({
    refused: true as const,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
  });

  return async function begin(email: unknown, address: string): Promise<SignInAttempt> {
    const addressKey = `sign-in:address:${normalizeIP(address)}`;
    const accountKey =
      typeof email === 'string' && email.trim() ? `sign-in:account:${email.trim().toLowerCase()}` : undefined;

    const byAddress = await counter.read(addressKey, WINDOW_MS);
    if (byAddress.count >= limits.perAddress) return retryAfter(byAddress.resetAt);
    if (accountKey) {
      const byAccount = await counter.hit(accountKey, WINDOW_MS);
      if (byAccount.count > limits.perAccount) {
        await counter.release(accountKey);
        return retryAfter(byAccount.resetAt);
      }
    }
    return {
      refused: false,
      async settle(status) {
        // Better Auth answers 401 to a wrong password or an unknown e-mail.
        if (status === 401) {
          await counter.hit(addressKey, WINDOW_MS);
          return;
        }
        if (!accountKey) return;
        if (status === 200) await counter.clear(accountKey);
        else await counter.release(accountKey);
      },
    };
  };
}

export type SignInLimiter = ReturnType<typeof signInLimiter>;
