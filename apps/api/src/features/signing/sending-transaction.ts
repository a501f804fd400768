import type { Tx } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { noticeContactChange } from './contact-change-notice';
import { sendConfirmationRequest, type ConfirmationRequest } from './grower-contact-gate';
import type { SigningContract } from './signing-repository';
import { assertCanSend, contractOr404, deliverAll, type PendingMessage, type SigningDeps } from './signing-service';

/** What a send leaves for after its commit: the signing messages, and a changed contact to tell. */
export type AfterCommit = {
  messages: PendingMessage[];
  contactChange: Parameters<typeof noticeContactChange>[2] | null;
  /** A new grower contact to confirm: the grower record's contact is asked. */
  confirmation: ConfirmationRequest | null;
};

/**
 * Sending and resending signing links: the work runs in one transaction on the contract, locked,
 * which the actor may send for signing; once it commits, the messages go out, the previous
 * contact of a changed signer is told and a new grower contact's confirmation is requested.
 */
export async function sendingTransaction<T>(
  deps: SigningDeps,
  actor: Actor,
  contractId: string,
  work: (tx: Tx, contract: SigningContract, after: AfterCommit) => Promise<T>,
): Promise<T> {
  const after: AfterCommit = { messages: [], contactChange: null, confirmation: null };
  const reply = await deps.db.transaction(async (tx) => {
    const contract = await contractOr404(tx, contractId, true);
    assertCanSend(actor, contract);
    return work(tx, contract, after);
  });
  await deliverAll(deps, contractId, after.messages);
  if (after.contactChange) await noticeContactChange(deps, actor, after.contactChange);
  if (after.confirmation) await sendConfirmationRequest(deps, after.confirmation);
  return reply;
}
