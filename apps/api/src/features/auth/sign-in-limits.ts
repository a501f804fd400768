import { randomBytes } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import {
  SIGN_IN_ACCOUNT_MEMORY_HOURS,
  SIGN_IN_FAILURE_WINDOW_MINUTES,
  SIGN_IN_UNLOCK_LINK_HOURS,
  signInWaitSeconds,
} from '@portal/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Outbox } from '../../services/outbox';
import type { RateCounter } from '../../services/rate-counter';
import { claimUnlockToken, findAccountEmail, storeUnlockToken } from './repository';

const ADDRESS_WINDOW_MS = SIGN_IN_FAILURE_WINDOW_MINUTES * 60_000;
const ACCOUNT_MEMORY_MS = SIGN_IN_ACCOUNT_MEMORY_HOURS * 3_600_000;
const MINUTE = 60_000;

/** Why a sign-in was refused before its password was checked. */
export type Refusal = 'address' | 'account-wait' | 'account-rate';

export type SignInAttempt =
  { refused: Refusal; retryAfterSeconds: number } | { refused: false; settle: (status: number) => Promise<void> };

export type SignInLimiterDeps = {
  counter: RateCounter;
  db: Db;
  outbox: Outbox;
  config: Pick<Config, 'publicUrl' | 'signInFailures' | 'signInsPerAccountPerMinute'>;
};

const keys = (email: string) => ({
  email,
  failures: `sign-in:account:${email}`,
  wait: `sign-in:wait:${email}`,
  successes: `sign-in:success:${email}`,
});

/**
 * E-mail sign-ins are limited per account and per client address (counters in the database, shared
 * by every instance).
 * - An account's first `perAccount` failures are free; after that each attempt waits 30 s, 1 min,
 *   2 min, ... (at most 15 min) after the last failure, answered 429 with Retry-After. Once the wait
 *   has passed one attempt is checked, so the owner signs in with the right password then: failures
 *   slow an account down, they never lock its owner out. A correct sign-in forgets the failures.
 * - The failure that uses up the free ones e-mails the account an unlock link (once per series).
 * - The account's attempt is counted before the password is checked (a burst of parallel guesses
 *   cannot overtake the limit) and taken back unless it fails; only one attempt claims each wait.
 * - Correct sign-ins are capped per account per minute (each costs a scrypt and a session), never per
 *   address, so an office behind one address signs in freely.
 * - The address counts failures only, after they happen; once used up it is refused until its window ends.
 */
export function signInLimiter({ counter, db, outbox, config }: SignInLimiterDeps) {
  const limits = config.signInFailures;
  const refuse = (refused: Refusal, resetAt: number) => ({
    refused,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
  });

  async function mailUnlockLink(email: string) {
    const recipient = await findAccountEmail(db, email);
    if (!recipient) return;
    const token = randomBytes(32).toString('base64url');
    await storeUnlockToken(db, recipient, token, new Date(Date.now() + SIGN_IN_UNLOCK_LINK_HOURS * 3_600_000));
    await outbox.send({
      channel: 'email',
      recipient,
      kind: 'sign-in-unlock',
      subject: 'Failed sign-ins to your Enogen Portal account',
      bodyText: `Someone failed to sign in to ${recipient} several times, so each further attempt now has to wait. If it was you, open this link to lift the wait; it works for ${SIGN_IN_UNLOCK_LINK_HOURS} hour. If it was not you, your password is still safe; consider changing it if it is weak.`,
      link: `${config.publicUrl}/login#unlock=${token}`,
    });
  }

  async function begin(email: unknown, address: string): Promise<SignInAttempt> {
    const addressKey = `sign-in:address:${normalizeIP(address)}`;
    const account = typeof email === 'string' && email.trim() ? keys(email.trim().toLowerCase()) : undefined;

    const byAddress = await counter.read(addressKey, ADDRESS_WINDOW_MS);
    if (byAddress.count >= limits.perAddress) return refuse('address', byAddress.resetAt);
    let failures = 0;
    if (account) {
      failures = (await counter.hit(account.failures, ACCOUNT_MEMORY_MS)).count;
      const waitMs = signInWaitSeconds(failures - 1, limits.perAccount) * 1000;
      if (waitMs > 0 && !(await counter.claim(account.wait, waitMs))) {
        await counter.release(account.failures);
        return refuse('account-wait', (await counter.read(account.wait, waitMs)).resetAt);
      }
      const successes = await counter.hit(account.successes, MINUTE);
      if (successes.count > config.signInsPerAccountPerMinute) {
        await Promise.all([counter.release(account.successes), counter.release(account.failures)]);
        return refuse('account-rate', successes.resetAt);
      }
    }
    return {
      refused: false,
      async settle(status) {
        // Better Auth answers 401 to a wrong password or an unknown e-mail.
        if (status === 401) {
          await counter.hit(addressKey, ADDRESS_WINDOW_MS);
          if (!account) return;
          // The next wait runs from this failure.
          await Promise.all([counter.release(account.successes), counter.claim(account.wait, 0)]);
          if (failures === limits.perAccount) await mailUnlockLink(account.email);
          return;
        }
        if (!account) return;
        if (status === 200) await Promise.all([counter.clear(account.failures), counter.clear(account.wait)]);
        else await Promise.all([counter.release(account.failures), counter.release(account.successes)]);
      },
    };
  }

  /** The e-mailed link: forgets the account's failures, so its next sign-in is checked at once. */
  async function unlock(token: string): Promise<boolean> {
    const email = await claimUnlockToken(db, token);
    if (!email) return false;
    const account = keys(email.toLowerCase());
    await Promise.all([counter.clear(account.failures), counter.clear(account.wait)]);
    return true;
  }

  return Object.assign(begin, { unlock });
}

export type SignInLimiter = ReturnType<typeof signInLimiter>;
