import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { contractHistory, contractSigners } from '../../db/schema';

/** A signer's decline: recorded, cleared when the contract is sent again, and who is told of it. */

export async function markDeclined(tx: Tx, contractSignerId: string, decline: { at: Date; reason: string }) {
  await tx
    .update(contractSigners)
    .set({ declinedAt: decline.at, declineReason: decline.reason })
    .where(eq(contractSigners.contractSignerId, contractSignerId));
}

/** The contract is sent again: every decline stops standing (the history keeps them). */
export async function clearDeclines(tx: Tx, contractId: string) {
  await tx
    .update(contractSigners)
    .set({ declinedAt: null, declineReason: null })
    .where(and(eq(contractSigners.contractId, contractId), isNotNull(contractSigners.declinedAt)));
}

/**
 * Who is told of a decline: the user who last sent the contract for signing, else its creator
 * (their e-mail as the history recorded it).
 */
export async function senderOf(tx: Tx, contractId: string): Promise<{ name: string | null; email: string } | null> {
  const rows = await tx
    .select({ kind: contractHistory.kind, name: contractHistory.userName, email: contractHistory.userEmail })
    .from(contractHistory)
    .where(
      and(
        eq(contractHistory.contractId, contractId),
        inArray(contractHistory.kind, ['sent_for_signing', 'created']),
        isNotNull(contractHistory.userEmail),
      ),
    )
    .orderBy(desc(contractHistory.at));
  const sender = rows.find((r) => r.kind === 'sent_for_signing') ?? rows[0];
  return sender?.email ? { name: sender.name, email: sender.email } : null;
}
