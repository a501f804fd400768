import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { accounts, users } from '../../db/schema';
import type { PortalDeps } from '../../services/deps';

export type AuthDeps = Pick<PortalDeps, 'db' | 'auth'>;

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
