import {
  canSendForSigning,
  checkAccess,
  CONTACT_APPROVAL_PERMISSION,
  type PendingContact,
  maskEmail,
  maskPhone,
  signerStatus,
  SIGNER_CONTACT_KIND,
  SIGNER_DECLINED_KIND,
  type SignerDeclineDetails,
  type SignerDeclineView,
  type ContractSignerView,
  type SignerContactChange,
  type SignerContactChangeView,
  type SignerContactDetails,
} from '@portal/domain';
import type { Actor } from '../../plugins/actor';
import type { HistoryRecord, SignerRecord } from './contract-repository';

/**
 * Whose signer contacts a reader of a contract sees whole: everyone's for users who may send it
 * for signing (the Resend dialog shows and changes them), otherwise only their own signer's;
 * other phones and e-mails are masked (a partner's
 * contacts are not every reader's).
 */
export type ContactReader = { userId: string | null; fullContacts: boolean; approves: boolean };

/** A reader who sees no contact whole. */
export const MASKED_READER: ContactReader = { userId: null, fullContacts: false, approves: false };

export function contactReader(
  actor: Actor,
  contract: { grainReceiverId: string; thirdPartyOperatorId: string | null; externalReferenceId: string | null },
): ContactReader {
  return {
    userId: actor.userId,
    fullContacts: canSendForSigning(actor.access, [contract.grainReceiverId, contract.thirdPartyOperatorId]),
    // The reseller approver sees a new grower contact they are to approve whole.
    approves: Boolean(
      contract.externalReferenceId &&
      checkAccess(actor.access, contract.externalReferenceId, [CONTACT_APPROVAL_PERMISSION]) === 'success',
    ),
  };
}

/** A new contact awaiting confirmation, whole or masked. */
function pendingContactView(s: SignerRecord, whole: boolean): PendingContact | null {
  if (!s.contactConfirmBy) return null;
  return {
    email: whole ? s.pendingEmail : maskEmail(s.pendingEmail),
    phone: whole ? s.pendingPhone : maskPhone(s.pendingPhone),
    delivery_choice: s.pendingDeliveryChoice === 'phone' ? 'phone' : 'email',
    confirm_by: s.contactConfirmBy === 'reseller' ? 'reseller' : 'grower',
  };
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function seesWhole(reader: ContactReader, signer: { userId: string | null } | undefined) {
  return reader.fullContacts || Boolean(reader.userId && signer?.userId === reader.userId);
}

export function signerViews(signers: SignerRecord[], reader: ContactReader): ContractSignerView[] {
  return signers.map((s) => {
    const whole = seesWhole(reader, s);
    return {
      contract_signer_id: s.contractSignerId,
      first_name: s.firstName,
      last_name: s.lastName,
      email: whole ? s.email : maskEmail(s.email),
      phone: whole ? s.phone : maskPhone(s.phone),
      delivery_choice: s.deliveryChoice,
      is_approver: s.isApprover,
      role: s.role,
      assignment_role: s.assignmentRole,
      title: s.title,
      approval_timestamp: iso(s.approvalTimestamp),
      contract_status: signerStatus(s.approvalTimestamp, s.declinedAt),
      declined_at: iso(s.declinedAt),
      decline_reason: s.declinedAt ? s.declineReason : null,
      user_id: s.userId,
      external_reference_id: s.externalReferenceId,
      pending_contact: pendingContactView(s, whole || (reader.approves && s.contactConfirmBy === 'reseller')),
    };
  });
}

/** The declines of the contract's history, oldest first. */
export function declineViews(history: HistoryRecord[]): SignerDeclineView[] {
  return history
    .filter((h) => h.kind === SIGNER_DECLINED_KIND)
    .map((h) => {
      const details = (h.details ?? null) as Partial<SignerDeclineDetails> | null;
      return {
        contract_signer_id: details?.contract_signer_id ?? null,
        signer_name: details?.signer_name ?? h.userName ?? 'Signer',
        role: details?.role ?? null,
        reason: details?.reason ?? null,
        date: h.at.toISOString(),
      };
    });
}

const masked = (change: SignerContactChange): SignerContactChange => {
  const mask = change.field === 'email' ? maskEmail : change.field === 'phone' ? maskPhone : (v: string | null) => v;
  return { ...change, from: mask(change.from), to: mask(change.to) };
};

/** The contact changes of the contract's history, oldest first, masked as the signers are. */
export function contactChangeViews(
  history: HistoryRecord[],
  signers: SignerRecord[],
  reader: ContactReader,
): SignerContactChangeView[] {
  return history
    .filter((h) => h.kind === SIGNER_CONTACT_KIND && h.details)
    .map((h) => {
      const details = h.details as SignerContactDetails;
      const whole = seesWhole(
        reader,
        signers.find((s) => s.contractSignerId === details.contract_signer_id),
      );
      return {
        user_id: h.userId,
        user_name: h.userName,
        user_email: h.userEmail,
        date: h.at.toISOString(),
        contract_signer_id: details.contract_signer_id,
        signer_name: details.signer_name,
        role: details.role,
        changes: whole ? details.changes : details.changes.map(masked),
      };
    });
}
