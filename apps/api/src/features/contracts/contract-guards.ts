import type { Tx } from '../../db/client';
import { actorName, type Actor } from '../../plugins/actor';
import { notFound } from '../../plugins/errors';
import { findVisibleContract, type ContractRow } from './contract-repository';
import { addHistory, lockContract } from './contract-write-repository';

/** The contract if the actor may see it (404 otherwise, so out-of-scope contracts stay unknown). */
export async function visibleOr404(tx: Tx, actor: Actor, contractId: string): Promise<ContractRow> {
  const row = await findVisibleContract(tx, actor, contractId);
  if (!row) throw notFound('Contract not found');
  return row;
}

/** A history entry of the contract made by the actor. */
export async function recordAction(
  tx: Tx,
  contractId: string,
  kind: string,
  actor: Actor,
  options: { action?: string | null; systemName?: string | null } = {},
) {
  await addHistory(tx, {
    contractId,
    kind,
    action: options.action ?? null,
    userId: actor.userId,
    userName: actorName(actor),
    userEmail: actor.email,
    ...(options.systemName ? { systemName: options.systemName } : {}),
  });
}

/** Locks the contract row for a state change; 404 when it vanished or was deleted meanwhile. */
export async function lockOr404(tx: Tx, contractId: string): Promise<ContractRow> {
  const row = await lockContract(tx, contractId);
  if (!row || row.deletedAt) throw notFound('Contract not found');
  return row;
}
