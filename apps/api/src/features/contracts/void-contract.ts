import { actorName } from '../../plugins/actor';
import { appError, conflict, forbidden } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { lockOr404, recordAction, visibleOr404 } from './contract-guards';
import { signingRecords } from './contract-repository';
import { hasScaleTickets, updateContract } from './contract-write-repository';
import { holdsAt } from './create-contract';
import type { ContractDeps } from './read-contracts';
import { sendVoidNotices, voidNoticesFor } from './void-notice';

const VOID_MESSAGES = {
  alreadyVoided: 'This contract is already voided',
  deleteOnlyVoided: 'Only a voided contract can be deleted',
} as const;

/**
 * void-contract at the contract's grain receiver or 3PO; refused while scale tickets exist. The
 * reason (voided_from) is kept in the contract's history and audit, and every signer it was sent to
 * is told, after the commit.
 */
export const voidContract = (async (deps, { actor, audit }, { contractId, voided_from: reason }) => {
  const { db } = deps;
  const visible = await visibleOr404(db, actor, contractId);
  if (!holdsAt(actor, ['void-contract'], [visible.grainReceiverId, visible.thirdPartyOperatorId])) throw forbidden();
  const { result, notices, newContractId } = await db.transaction(async (tx) => {
    const row = await lockOr404(tx, contractId);
    if (row.contractState === 'voided') throw conflict(VOID_MESSAGES.alreadyVoided);
    if (await hasScaleTickets(tx, contractId)) throw appError('void_blocked');
    const now = new Date();
    await updateContract(tx, contractId, { contractState: 'voided', voidedAt: now, modified: now });
    await recordAction(tx, contractId, 'voided', actor, { action: reason });
    await audit(tx, {
      action: 'void',
      entity: 'contract',
      entityId: contractId,
      details: { previous_state: row.contractState, voided_from: reason },
    });
    return {
      result: { contract_id: contractId, contract_state: 'voided' as const, voided_date: now.toISOString() },
      notices: voidNoticesFor(await signingRecords(tx, contractId)),
      newContractId: row.newContractId,
    };
  });
  await sendVoidNotices(deps, notices, { newContractId, by: actorName(actor), reason });
  return result;
}) satisfies Service<ContractDeps, { contractId: string; voided_from: string }>;

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
