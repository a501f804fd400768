import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { accounts, loginLinks, users } from '../../db/schema';

const LINK_DAYS = 14;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Creates the login_hash of an invitation link; only its SHA-256 is stored. */
export async function createLoginLink(tx: Tx, userId: string, purpose: string): Promise<string> {
  const loginHash = randomBytes(32).toString('base64url');
  await tx.insert(loginLinks).values({
    loginHashSha256: sha256(loginHash),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + LINK_DAYS * 24 * 3600 * 1000),
  });
  return loginHash;
}

export async function findLoginLink(tx: Tx, loginHash: string) {
  const [row] = await tx
    .select({ userId: users.id, email: users.email, first: users.first, purpose: loginLinks.purpose })
    .from(loginLinks)
    .innerJoin(users, eq(users.id, loginLinks.userId))
    .where(
      and(
        eq(loginLinks.loginHashSha256, sha256(loginHash)),
        isNull(loginLinks.usedAt),
        gt(loginLinks.expiresAt, new Date()),
      ),
    );
  if (!row) return null;
  const [credential] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, row.userId), eq(accounts.providerId, 'credential')));
  return { ...row, hasPassword: Boolean(credential) };
}

export async function markLoginLinkUsed(tx: Tx, loginHash: string) {
  await tx
    .update(loginLinks)
    .set({ usedAt: new Date() })
    .where(eq(loginLinks.loginHashSha256, sha256(loginHash)));
}
