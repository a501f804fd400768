import { createHash, randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accounts, users, verifications } from '../../db/schema';
import type { PortalDeps } from '../../services/deps';

export type AuthDeps = Pick<PortalDeps, 'config' | 'db' | 'auth'>;

/** Gives a user a password sign-in (Better Auth's credential account) and marks the e-mail verified. */
export async function addPasswordAccount(tx: Tx, userId: string, passwordHash: string): Promise<void> {
  await tx.insert(accounts).values({
    id: crypto.randomUUID(),
    userId,
    providerId: 'credential',
    accountId: userId,
    password: passwordHash,
  });
  // The link reached the invited address: it is verified (a single sign-on can now be linked to it).
  await tx.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}

const UNLOCK_PREFIX = 'sign-in-unlock:';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The account's e-mail as stored, when an account has this address. */
export async function findAccountEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.email, email));
  return row?.email ?? null;
}

/** Stores an unlock token for the account's slowdown: only its SHA-256, with an expiry. */
export async function storeUnlockToken(db: Db, email: string, token: string, expiresAt: Date) {
  await db
    .insert(verifications)
    .values({ id: randomUUID(), identifier: UNLOCK_PREFIX + sha256(token), value: email, expiresAt });
}

/** Uses up an unexpired unlock token (one statement: of two concurrent uses only one gets it): its e-mail. */
export async function claimUnlockToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .delete(verifications)
    .where(and(eq(verifications.identifier, UNLOCK_PREFIX + sha256(token)), gt(verifications.expiresAt, new Date())))
    .returning({ email: verifications.value });
  return row?.email ?? null;
}
