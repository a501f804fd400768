import {
  isSignable,
  SIGNER_DECLINED_KIND,
  SIGNING_MESSAGES,
  stateAfterSignature,
  type SignerDeclineDetails,
} from '@portal/domain';
import type { Tx } from '../../db/client';
import { conflict } from '../../plugins/errors';
import { audit } from '../../services/audit';
import type { PublicService } from '../../services/service';
import { ensureStewardshipActivity } from '../../services/stewardship-activity';
import {
  addHistory,
  findSigner,
  listSigners,
  markSigned,
  setSignerToken,
  updateContract,
  type ContractChanges,
  type SignerRecord,
  type SigningContract,
} from './signing-repository';
import { markDeclined, senderOf } from './decline-repository';
import { sendDeclineNotice, type DeclineNotice } from './decline-notice';
import {
  badFormat,
  contractOr404,
  deliverAll,
  fullName,
  linkInvalid,
  type PendingMessage,
  type SigningDeps,
} from './signing-service';

export type SignatureBy = {
  signatureName: string;
  ip: string;
  via: 'link' | 'portal';
  userId: string | null;
  requestId: string;
};

/**
 * Records one signature and moves the contract along the signing states. When the last signer
 * signs, the signed PDF (stamps and certificate) is built and stored in the same transaction,
 * the execution dates are set, and every signer gets a completion notice with a fresh link to it.
 * The contract row is locked, so two last signatures at once complete the contract exactly once.
 * The seal needs the final signatures, so it is made under that lock; if the transaction then
 * fails, the stored file is removed again.
 */
export const sign = (async (deps, { contractSignerId, by }) => {
  let signedKey: string | null = null;
  try {
    return await recordSignature(deps, contractSignerId, by, (key) => (signedKey = key));
  } catch (error) {
    if (signedKey) await deps.files.delete(signedKey).catch(() => undefined);
    throw error;
  }
}) satisfies PublicService<SigningDeps, { contractSignerId: string; by: SignatureBy }>;

async function recordSignature(
  deps: SigningDeps,
  contractSignerId: string,
  by: SignatureBy,
  stored: (signedKey: string) => void,
) {
  const pending: PendingMessage[] = [];
  let contractId = '';
  const result = await deps.db.transaction(async (tx) => {
    const signer = await findSigner(tx, contractSignerId);
    if (!signer) throw linkInvalid();
    contractId = signer.contractId;
    const contract = await contractOr404(tx, signer.contractId, true);
    const current = await findSigner(tx, contractSignerId);
    if (current!.approvalTimestamp) throw conflict(SIGNING_MESSAGES.alreadySigned);
    if (!isSignable(contract.contractState)) throw conflict(SIGNING_MESSAGES.notSignable);
    await refuseWhileDeclined(tx, contract.contractId);

    const now = new Date();
    await markSigned(tx, contractSignerId, { at: now, ip: by.ip, signatureName: by.signatureName });
    const signers = await listSigners(tx, contract.contractId);
    const next = stateAfterSignature(contract.contractState, {
      growerSigned: signers.some((s) => s.role === 'grower' && s.approvalTimestamp),
      allSigned: signers.every((s) => s.approvalTimestamp),
    })!;
    const completed = next === 'completed' || next === 'amendment_completed';
    const set: ContractChanges = { contractState: next, modified: now };
    if (completed) {
      set.signedDocKey = deps.files.newKey('signed-contracts', 'pdf');
      stored(set.signedDocKey);
      await storeSignedPdf(deps, tx, set.signedDocKey, contract, signers, now);
      set.contractStartExecution = new Date(Math.min(...signers.map((s) => s.approvalTimestamp!.getTime())));
      set.contractEndExecution = now;
    }
    await updateContract(tx, contract.contractId, set);
    await audit(tx, {
      userId: by.userId,
      action: 'sign',
      entity: 'contract',
      entityId: contract.contractId,
      requestId: by.requestId,
      details: {
        contract_signer_id: contractSignerId,
        role: signer.role,
        via: by.via,
        ip: by.ip,
        from: contract.contractState,
        to: next,
      },
    });
    if (completed) {
      await addHistory(tx, { contractId: contract.contractId, kind: 'completed', action: 'signing_complete', at: now });
      // The contract's stewardship activity (an amendment takes over its original's).
      await ensureStewardshipActivity(tx, contract.contractId);
      await audit(tx, {
        userId: by.userId,
        action: 'complete',
        entity: 'contract',
        entityId: contract.contractId,
        requestId: by.requestId,
        details: { signed_doc_key: set.signedDocKey, state: next },
      });
      for (const s of signers) {
        const token = deps.eSignature.newToken();
        await setSignerToken(tx, s.contractSignerId, token);
        pending.push({ signer: s, token: token.token, kind: 'signing-complete' });
      }
    }
    return { contract_id: contract.contractId, contract_state: next, approval_timestamp: now.toISOString() };
  });
  await deliverAll(deps, contractId, pending);
  return result;
}

async function storeSignedPdf(
  deps: SigningDeps,
  tx: Tx,
  key: string,
  contract: SigningContract,
  signers: SignerRecord[],
  completedAt: Date,
) {
  const original = contract.contractDocKey ? await deps.files.get(contract.contractDocKey, tx) : null;
  if (!original) throw badFormat();
  const bytes = await deps.eSignature.seal({
    original: original.bytes,
    contract: {
      newContractId: contract.newContractId,
      contractType: contract.contractType,
      contractYear: contract.contractYear,
      growerName: contract.growerName,
      resellerName: contract.resellerName,
      receiverName: contract.receiverName,
    },
    signers: signers.map((s) => ({
      name: fullName(s),
      signatureName: s.signatureName ?? fullName(s),
      role: s.role ?? 'signer',
      entityName: s.entityName,
      email: s.email,
      phone: s.phone,
      deliveryChoice: s.deliveryChoice,
      signedAt: s.approvalTimestamp!,
      ip: s.signedIp,
    })),
    completedAt,
  });
  await deps.files.put(key, bytes, 'application/pdf', tx);
}

/** A signer's decline stands: nobody signs (or declines) until the contract is sent again. */
async function refuseWhileDeclined(tx: Tx, contractId: string) {
  const signers = await listSigners(tx, contractId);
  if (signers.some((s) => s.declinedAt)) throw conflict(SIGNING_MESSAGES.declined);
}

/**
 * The signer declines, with a reason: recorded (signer, history and audit). The contract keeps its
 * state but shows Denied, and nobody signs it until it is sent again; the sender is told.
 */
export const decline = (async (deps, { contractSignerId, reason, by }) => {
  const notice = await deps.db.transaction(async (tx): Promise<DeclineNotice | null> => {
    const signer = await findSigner(tx, contractSignerId);
    if (!signer) throw linkInvalid();
    const contract = await contractOr404(tx, signer.contractId, true);
    if (signer.approvalTimestamp) throw conflict(SIGNING_MESSAGES.alreadySigned);
    if (!isSignable(contract.contractState)) throw conflict(SIGNING_MESSAGES.notSignable);
    await refuseWhileDeclined(tx, contract.contractId);
    await markDeclined(tx, contractSignerId, { at: new Date(), reason });
    const details: SignerDeclineDetails = {
      contract_signer_id: contractSignerId,
      signer_name: fullName(signer),
      role: signer.role,
      reason,
    };
    await addHistory(tx, {
      contractId: contract.contractId,
      kind: SIGNER_DECLINED_KIND,
      action: `Declined by ${fullName(signer)}`,
      userId: by.userId,
      userName: fullName(signer),
      userEmail: signer.email,
      details,
    });
    await audit(tx, {
      userId: by.userId,
      action: 'decline-signing',
      entity: 'contract',
      entityId: contract.contractId,
      requestId: by.requestId,
      details: { contract_signer_id: contractSignerId, role: signer.role, ip: by.ip },
    });
    const sender = await senderOf(tx, contract.contractId);
    return sender ? { sender, newContractId: contract.newContractId, signerName: fullName(signer), reason } : null;
  });
  if (notice) await sendDeclineNotice(deps, notice);
}) satisfies PublicService<
  SigningDeps,
  { contractSignerId: string; reason: string; by: { userId: string | null; ip: string; requestId: string } }
>;
