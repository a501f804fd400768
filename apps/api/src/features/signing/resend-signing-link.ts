import {
  isResendable,
  isValidPhone,
  phoneForSending,
  resendContactIssue,
  samePhone,
  signerContactChanges,
  SIGNING_MESSAGES,
  type DeliveryChoice,
  type resendSchema,
} from '@portal/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { conflict, fieldError, notFound } from '../../plugins/errors';
import type { Service } from '../../services/service';
import {
  findSigner,
  profileContact,
  recordContactChange,
  reissueSigningLink,
  type SignerRecord,
} from './signing-repository';
import { clearDeclines } from './decline-repository';
import { growerContactCheck, holdGrowerContact } from './grower-contact-gate';
import { sendingTransaction } from './sending-transaction';
import { fullName, type SigningDeps } from './signing-service';

type Resend = z.output<typeof resendSchema>;

/**
 * The contact a resend goes to. A grower's may be replaced by the sender ('change phone and
 * resend'); a portal user's is their profile's as it is now, and a different one is refused (a
 * link sent elsewhere would let someone else sign).
 */
async function resendContact(tx: Tx, signer: SignerRecord, input: Resend) {
  if (!signer.userId) return { email: input.email ?? signer.email, phone: input.phone ?? signer.phone };
  const profile = await profileContact(tx, signer.userId);
  const email = profile?.email ?? signer.email;
  const phone =
    profile?.phone && isValidPhone(profile.phone) ? phoneForSending(profile.phone) : (profile?.phone ?? null);
  if ((input.email && input.email !== email?.toLowerCase()) || (input.phone && !samePhone(input.phone, phone)))
    throw fieldError(input.email ? 'email' : 'phone', SIGNING_MESSAGES.contactFromProfile);
  return { email, phone };
}

/**
 * POST /api/resend: a fresh signing link to one signer who has not signed, for a pending or
 * amendment_pending contract. A changed contact replaces the signer's first and is recorded in
 * the contract history (who, when, old and new). A grower's link goes to a contact the grower
 * record does not hold only once it is confirmed (grower-contact-gate): until then no link is sent.
 */
export const resendSigningLink = (async (deps, { actor, audit }, input) => {
  return sendingTransaction(deps, actor, input.contract_id, async (tx, contract, after) => {
    const signer = await findSigner(tx, input.contract_signer_id);
    if (!signer || signer.contractId !== contract.contractId) throw notFound('Signer not found');
    if (!isResendable(contract.contractState)) throw conflict(SIGNING_MESSAGES.notResendable);
    if (signer.approvalTimestamp) throw conflict(SIGNING_MESSAGES.alreadySigned);
    // Sent again: a standing decline no longer stops the signing (the history keeps it).
    await clearDeclines(tx, contract.contractId);
    const contact = { delivery_choice: input.delivery_choice, ...(await resendContact(tx, signer, input)) };
    const issue = resendContactIssue(contact);
    if (issue) throw fieldError(input.delivery_choice, issue);
    const check = signer.role === 'grower' ? await growerContactCheck(tx, contract, contact, signer) : null;
    const changes = signerContactChanges(
      { email: signer.email, phone: signer.phone, delivery_choice: signer.deliveryChoice },
      { email: contact.email, phone: contact.phone, delivery_choice: contact.delivery_choice },
    );
    if (check?.needsConfirmation) {
      const held = await holdGrowerContact(deps, tx, actor, contract, signer, contact, check.record);
      await recordContactChange(tx, actor, held.row, changes, true);
      after.confirmation = held.request;
      await audit(tx, {
        action: 'resend-signing',
        entity: 'contract',
        entityId: contract.contractId,
        details: { contract_signer_id: signer.contractSignerId, changes, awaiting: held.pending.confirm_by },
      });
      return {
        contract_signer_id: held.row.contractSignerId,
        delivery_choice: held.row.deliveryChoice as DeliveryChoice,
        email: held.row.email,
        phone: held.row.phone,
        pending_contact: held.pending,
      };
    }
    const token = deps.eSignature.newToken();
    const row = await reissueSigningLink(
      tx,
      signer.contractSignerId,
      {
        email: contact.email,
        phone: contact.phone,
        deliveryChoice: contact.delivery_choice,
        contactConfirmedAt: check?.keepsConfirmation ? signer.contactConfirmedAt : null,
      },
      token,
    );
    await recordContactChange(tx, actor, row, changes);
    after.contactChange = { contractId: contract.contractId, signerName: fullName(row), changes };
    await audit(tx, {
      action: 'resend-signing',
      entity: 'contract',
      entityId: contract.contractId,
      details: { contract_signer_id: signer.contractSignerId, changes },
    });
    after.messages.push({ signer: row, token: token.token, kind: 'signing-resend' });
    return {
      contract_signer_id: row.contractSignerId,
      delivery_choice: contact.delivery_choice,
      email: row.email,
      phone: row.phone,
      pending_contact: null,
    };
  });
}) satisfies Service<SigningDeps, Resend>;
