import {
  CONTACT_APPROVAL_PERMISSION,
  CONTACT_CONFIRMATION_MESSAGES,
  checkAccess,
  isResendable,
  signerContactChanges,
  SIGNING_MESSAGES,
  type contactApprovalSchema,
} from '@portal/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { actorName } from '../../plugins/actor';
import { appError, conflict, forbidden, notFound } from '../../plugins/errors';
import { audit, type Auditor } from '../../services/audit';
import { sha256Hex } from '../../services/e-signature';
import type { PublicService, Service } from '../../services/service';
import { applyPendingContact, findSignerByConfirmHash } from './contact-repository';
import { addHistory, findSigner, type SignerRecord, type SigningContract } from './signing-repository';
import { contractOr404, deliverAll, fullName, type PendingMessage, type SigningDeps } from './signing-service';

const confirmationInvalid = () => appError('link_invalid', CONTACT_CONFIRMATION_MESSAGES.linkInvalid);

type ConfirmedBy = { userId: string | null; userName: string; userEmail: string | null; via: 'grower' | 'reseller' };

/**
 * The pending contact becomes the grower signer's and only now gets a signing link (sent after
 * the commit). The contract must still be collecting the grower's signature.
 */
async function applyContact(
  deps: SigningDeps,
  tx: Tx,
  contract: SigningContract,
  signer: SignerRecord,
  by: ConfirmedBy,
): Promise<{ message: PendingMessage; record: Parameters<Auditor>[1] }> {
  if (!isResendable(contract.contractState)) throw conflict(SIGNING_MESSAGES.notResendable);
  if (signer.approvalTimestamp) throw conflict(SIGNING_MESSAGES.alreadySigned);
  const token = deps.eSignature.newToken();
  const row = await applyPendingContact(tx, signer, token);
  const changes = signerContactChanges(
    { email: signer.email, phone: signer.phone, delivery_choice: signer.deliveryChoice },
    { email: row.email, phone: row.phone, delivery_choice: row.deliveryChoice },
  );
  await addHistory(tx, {
    contractId: contract.contractId,
    kind: 'signer_contact_confirmed',
    action: `New contact of ${fullName(row)} ${by.via === 'grower' ? 'confirmed by the grower' : 'approved by the reseller'}`,
    userId: by.userId,
    userName: by.userName,
    userEmail: by.userEmail,
    details: { contract_signer_id: row.contractSignerId, changes },
  });
  return {
    message: { signer: row, token: token.token, kind: 'signing-resend' },
    record: {
      action: 'confirm-signing-contact',
      entity: 'contract',
      entityId: contract.contractId,
      details: { contract_signer_id: row.contractSignerId, via: by.via, changes },
    },
  };
}

/** POST /api/e-sign/contact-confirmation: the grower record's contact confirms with its single-use link. */
export const confirmGrowerContact = (async (deps, { token, by }) => {
  let contractId = '';
  const message = await deps.db.transaction(async (tx) => {
    const found = await findSignerByConfirmHash(tx, sha256Hex(token));
    if (!found) throw confirmationInvalid();
    const contract = await contractOr404(tx, found.contractId, true);
    const signer = await findSigner(tx, found.contractSignerId);
    const expired = !signer?.contactConfirmExpiresAt || signer.contactConfirmExpiresAt < new Date();
    if (!signer || signer.contactConfirmSha256 !== found.contactConfirmSha256 || expired) throw confirmationInvalid();
    contractId = contract.contractId;
    const applied = await applyContact(deps, tx, contract, signer, {
      userId: null,
      userName: fullName(signer),
      userEmail: null,
      via: 'grower',
    });
    await audit(tx, {
      ...applied.record,
      userId: null,
      requestId: by.requestId,
      details: { ...applied.record.details, ip: by.ip },
    });
    return applied.message;
  });
  await deliverAll(deps, contractId, [message]);
  return { confirmed: true };
}) satisfies PublicService<SigningDeps, { token: string; by: { ip: string; requestId: string } }>;

/**
 * POST /api/e-sign/contact-approval: when the grower record has no contact, a user with
 * approve-contract at the contract's reseller approves the new one. Nobody else may: not the
 * sender, not another reseller.
 */
export const approveGrowerContact = (async (deps, { actor, audit: auditor }, input) => {
  const message = await deps.db.transaction(async (tx) => {
    const contract = await contractOr404(tx, input.contract_id, true);
    const approver =
      contract.resellerId &&
      checkAccess(actor.access, contract.resellerId, [CONTACT_APPROVAL_PERMISSION]) === 'success';
    if (!approver) throw forbidden();
    const signer = await findSigner(tx, input.contract_signer_id);
    if (!signer || signer.contractId !== contract.contractId) throw notFound('Signer not found');
    if (signer.contactConfirmBy === 'grower') throw conflict(CONTACT_CONFIRMATION_MESSAGES.waitsForGrower);
    if (signer.contactConfirmBy !== 'reseller') throw conflict(CONTACT_CONFIRMATION_MESSAGES.nothingPending);
    const applied = await applyContact(deps, tx, contract, signer, {
      userId: actor.userId,
      userName: actorName(actor),
      userEmail: actor.email,
      via: 'reseller',
    });
    await auditor(tx, applied.record);
    return applied.message;
  });
  await deliverAll(deps, input.contract_id, [message]);
  return { contract_signer_id: input.contract_signer_id, approved: true };
}) satisfies Service<SigningDeps, z.output<typeof contactApprovalSchema>>;
