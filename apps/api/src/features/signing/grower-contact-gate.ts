import {
  CONTACT_CONFIRMATION_MESSAGES,
  contactConfirmer,
  needsContactConfirmation,
  type DeliveryChoice,
  type PendingContact,
} from '@portal/domain';
import type { Tx } from '../../db/client';
import { actorName, type Actor } from '../../plugins/actor';
import { conflict } from '../../plugins/errors';
import { growerRecordContact, holdPendingContact } from './contact-repository';
import { resellerApprovers, type SignerRecord, type SigningContract } from './signing-repository';
import { contractOr404, fullName, type SigningDeps } from './signing-service';

type Contact = { email: string | null; phone: string | null; delivery_choice: DeliveryChoice };

/**
 * A confirmation request waiting for the commit: the grower record's contact is asked by link, or
 * the reseller's approvers are told that a new contact waits for their approval in the portal.
 */
export type ConfirmationRequest = {
  contractId: string;
  signerName: string;
  requestedBy: string;
  newContact: Contact;
} & (
  | { by: 'grower'; recipient: { channel: 'email' | 'sms'; to: string }; token: string }
  | { by: 'reseller'; resellerId: string; approvers: string[] }
);

/**
 * Where the grower's signing link may go straight away: to the grower record's contact, or to one
 * confirmed for this signer before. Otherwise null: the contact must be confirmed first.
 */
export async function growerContactCheck(tx: Tx, contract: SigningContract, contact: Contact, signer?: SignerRecord) {
  const record = await growerRecordContact(tx, contract.growerId);
  const confirmed = signer?.contactConfirmedAt ? { email: signer.email, phone: signer.phone } : null;
  return {
    record,
    needsConfirmation: needsContactConfirmation(contact, record, confirmed),
    /** Still the confirmed contact (not the record's): the confirmation stays on the signer. */
    keepsConfirmation: Boolean(confirmed) && needsContactConfirmation(contact, record, null),
  };
}

/**
 * Holds a new grower contact until it is confirmed: by the grower record's own e-mail (else phone)
 * through a single-use link, or, when the record has neither, by the reseller's approver in the
 * portal. The signer's signing link is withdrawn meanwhile.
 */
export async function holdGrowerContact(
  deps: SigningDeps,
  tx: Tx,
  actor: Actor,
  contract: SigningContract,
  signer: SignerRecord,
  contact: Contact,
  record: { email: string | null; phone: string | null },
): Promise<{ row: SignerRecord; pending: PendingContact; request: ConfirmationRequest }> {
  const confirmBy = contactConfirmer(record);
  if (confirmBy === 'reseller' && !contract.resellerId) throw conflict(CONTACT_CONFIRMATION_MESSAGES.noApprover);
  const token = confirmBy === 'grower' ? deps.eSignature.newToken() : null;
  const row = await holdPendingContact(
    tx,
    signer.contractSignerId,
    { email: contact.email, phone: contact.phone, deliveryChoice: contact.delivery_choice, confirmBy },
    token,
  );
  const pending: PendingContact = { ...contact, confirm_by: confirmBy };
  const about = {
    contractId: contract.contractId,
    signerName: fullName(row),
    requestedBy: `${actorName(actor)} of ${contract.operatorName ?? contract.receiverName}`,
    newContact: contact,
  };
  const request: ConfirmationRequest = token
    ? {
        ...about,
        by: 'grower',
        recipient: record.email ? { channel: 'email', to: record.email } : { channel: 'sms', to: record.phone! },
        token: token.token,
      }
    : {
        ...about,
        by: 'reseller',
        resellerId: contract.resellerId!,
        approvers: await resellerApprovers(tx, contract.resellerId!),
      };
  return { row, pending, request };
}

/** The confirmation request to the grower record's contact, or the approvers' notice (after the commit). */
export async function sendConfirmationRequest(deps: SigningDeps, request: ConfirmationRequest) {
  const contract = await contractOr404(deps.db, request.contractId);
  const to = request.newContact.delivery_choice === 'phone' ? request.newContact.phone : request.newContact.email;
  const asked = `${request.requestedBy} asked to send the signing link of Enogen contract ${contract.newContractId} to ${to}.`;
  if (request.by === 'grower') {
    await deps.outbox.send({
      channel: request.recipient.channel,
      recipient: request.recipient.to,
      kind: 'signing-contact-confirm',
      subject: `Confirm the new signing contact: Enogen contract ${contract.newContractId}`,
      bodyText: `Hello ${request.signerName}, ${asked} ${CONTACT_CONFIRMATION_MESSAGES.pageText} If you did not ask for this, ignore this message and contact your reseller.`,
      link: `${deps.publicUrl}/e-sign/confirm-contact#${request.token}`,
    });
    return;
  }
  for (const approver of request.approvers)
    await deps.outbox.send({
      channel: 'email',
      recipient: approver,
      kind: 'signing-contact-approve',
      subject: `Approve the grower's new signing contact: Enogen contract ${contract.newContractId}`,
      bodyText: `${asked} The grower record of ${contract.growerName} has no e-mail or phone to confirm it: please check it with ${request.signerName} and approve it on the contract page (${CONTACT_CONFIRMATION_MESSAGES.approve}).`,
      link: `${deps.publicUrl}/company/${request.resellerId}/contracts/${contract.contractId}`,
    });
}
