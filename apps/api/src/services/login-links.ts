import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { accounts, loginLinks, sessions, users } from '../db/schema';

const LINK_DAYS = 14;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Creates the login_hash of an invitation link; only its SHA-256 is stored. A link made for an
 * assignment is removed with it.
 */
export async function createLoginLink(
  tx: Tx,
  userId: string,
  purpose: string,
  assignmentId: string | null = null,
): Promise<string> {
  const loginHash = randomBytes(32).toString('base64url');
  await tx.insert(loginLinks).values({
    loginHashSha256: sha256(loginHash),
    userId,
    purpose,
    assignmentId,
    expiresAt: new Date(Date.now() + LINK_DAYS * 24 * 3600 * 1000),
  });
  return loginHash;
}

const usable = (loginHash: string) =>
  and(
    eq(loginLinks.loginHashSha256, sha256(loginHash)),
    isNull(loginLinks.usedAt),
    gt(loginLinks.expiresAt, new Date()),
  );

async function hasPassword(tx: Tx, userId: string) {
  const [credential] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return Boolean(credential);
}

export async function findLoginLink(tx: Tx, loginHash: string) {
  const [row] = await tx
    .select({ userId: users.id, email: users.email, first: users.first, purpose: loginLinks.purpose })
    .from(loginLinks)
    .innerJoin(users, eq(users.id, loginLinks.userId))
    .where(usable(loginHash));
  if (!row) return null;
  return { ...row, hasPassword: await hasPassword(tx, row.userId) };
}

/**
 * Marks a usable link used and answers its user (null when it is unknown, expired or already used).
 * Run it first in the transaction that sets the password: of two concurrent redemptions only one
 * gets the row back.
 */
export async function claimLoginLink(tx: Tx, loginHash: string) {
  const [link] = await tx
    .update(loginLinks)
    .set({ usedAt: new Date() })
    .where(usable(loginHash))
    .returning({ userId: loginLinks.userId });
  if (!link) return null;
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, link.userId));
  return { userId: link.userId, email: user!.email, hasPassword: await hasPassword(tx, link.userId) };
}

/**
 * Before an invitation gives an existing user a role: an account that has never signed in (or whose
 * address was never verified) may have been registered by someone else (sign-up for an invitee's
 * address, verified when the owner clicked the confirmation mail), so its password, provider links
 * and sessions are removed. The invitation link, sent to the address, lets the real owner choose a
 * password (which verifies the address).
 */
export async function releaseUnclaimedAccount(tx: Tx, userId: string) {
  const [user] = await tx
    .select({ verified: users.emailVerified, signedInAt: users.signedInAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || (user.verified && user.signedInAt)) return;
  await tx.delete(accounts).where(eq(accounts.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}
