import { appError, conflict, forbidden } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { lockOr404, recordAction, visibleOr404 } from './contract-guards';
import { hasScaleTickets, updateContract } from './contract-write-repository';
import { holdsAt } from './create-contract';
import type { ContractDeps } from './read-contracts';

const VOID_MESSAGES = {
  alreadyVoided: 'This contract is already voided',
  deleteOnlyVoided: 'Only a voided contract can be deleted',
} as const;

/** void-contract at the contract's grain receiver or 3PO; refused while scale tickets exist. */
export const voidContract = (async ({ db }, { actor, audit }, { contractId, ...body }) => {
  const visible = await visibleOr404(db, actor, contractId);
  if (!holdsAt(actor, ['void-contract'], [visible.grainReceiverId, visible.thirdPartyOperatorId])) throw forbidden();
  return db.transaction(async (tx) => {
    const row = await lockOr404(tx, contractId);
    if (row.contractState === 'voided') throw conflict(VOID_MESSAGES.alreadyVoided);
    if (await hasScaleTickets(tx, contractId)) throw appError('void_blocked');
    const now = new Date();
    await updateContract(tx, contractId, { contractState: 'voided', voidedAt: now, modified: now });
    await recordAction(tx, contractId, 'voided', actor, { action: body.voided_from ?? null });
    await audit(tx, {
      action: 'void',
      entity: 'contract',
      entityId: contractId,
      details: { previous_state: row.contractState, voided_from: body.voided_from ?? null },
    });
    return { contract_id: contractId, contract_state: 'voided' as const, voided_date: now.toISOString() };
  });
}) satisfies Service<ContractDeps, { contractId: string; voided_from?: string | null }>;

/** delete-void: a voided contract is deleted (hidden everywhere from then on), recorded in history and the audit log. */
export const deleteVoidedContract = (async ({ db }, { actor, audit }, contractId) => {
  const visible = await visibleOr404(db, actor, contractId);
  if (
    !holdsAt(
      actor,
      ['delete-void'],
      [visible.grainReceiverId, visible.thirdPartyOperatorId, visible.externalReferenceId],
    )
  )
    throw forbidden();
  return db.transaction(async (tx) => {
    const row = await lockOr404(tx, contractId);
    if (row.contractState !== 'voided') throw conflict(VOID_MESSAGES.deleteOnlyVoided);
    const now = new Date();
    await updateContract(tx, contractId, { deletedAt: now, modified: now });
    await recordAction(tx, contractId, 'deleted', actor);
    await audit(tx, {
      action: 'delete',
      entity: 'contract',
      entityId: contractId,
      details: { new_contract_id: row.newContractId },
    });
    return { contract_id: contractId, deleted: true, deleted_date: now.toISOString() };
  });
}) satisfies Service<ContractDeps, string>;
