import {
  isResendable,
  isValidPhone,
  phoneForSending,
  SIGNING_MESSAGES,
  type sendForSigningSchema,
} from '@portal/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { actorName, type Actor } from '../../plugins/actor';
import { badRequest, conflict } from '../../plugins/errors';
import type { Auditor } from '../../services/audit';
import type { Service } from '../../services/service';
import { growerContactCheck, holdGrowerContact } from './grower-contact-gate';
import { settleSigners } from './signer-set';
import {
  addHistory,
  findSigningContract,
  insertSigners,
  listSigners,
  proposeSigners,
  recordContactChange,
  signerRow,
  updateContract,
} from './signing-repository';
import { sendingTransaction } from './sending-transaction';
import { badFormat, fullName, type SigningDeps } from './signing-service';

type Send = z.output<typeof sendForSigningSchema>;

/** A grower record's contact as signers store it (lower-case e-mail, phone with the prefix 1). */
const storedContact = (record: { email: string | null; phone: string | null }) => ({
  email: record.email?.toLowerCase() ?? null,
  phone: record.phone && isValidPhone(record.phone) ? phoneForSending(record.phone) : record.phone,
});

/**
 * POST /api/signers: stores the contract's signers (the server's set, settleSigners) with a
 * signing link each and sends the requests. An amendment names the voided contract it replaces;
 * if that one is not voided yet it is voided here, in the same transaction.
 */
export const sendForSigning = (async (deps, { actor, audit }, input) => {
  return sendingTransaction(deps, actor, input.contract_id, async (tx, contract, after) => {
    if (!isResendable(contract.contractState)) throw conflict(SIGNING_MESSAGES.notSignable);
    if ((await listSigners(tx, contract.contractId)).length) throw conflict(SIGNING_MESSAGES.alreadySent);
    if (!contract.contractDocKey) throw badFormat();
    const needsReseller = contract.contractType !== 'fuel' && Boolean(contract.resellerId);
    const { signers, growerChanges } = settleSigners(input.signers, await proposeSigners(tx, contract), needsReseller);

    if (input.parent_voided_contract_id) {
      if (input.parent_voided_contract_id !== contract.parentVoidedContractId)
        throw badRequest(SIGNING_MESSAGES.parentMismatch);
      await voidParent(tx, actor, input.parent_voided_contract_id, contract.contractId, audit);
    }

    const growerInput = signers.find((s) => s.role === 'grower')!;
    const growerContact = {
      email: growerInput.email,
      phone: growerInput.phone,
      delivery_choice: growerInput.delivery_choice,
    };
    const check = await growerContactCheck(tx, contract, growerContact);

    const now = new Date();
    const tokens = signers.map(() => deps.eSignature.newToken());
    const rows = await insertSigners(
      tx,
      signers.map((signer, index) => ({
        contractId: contract.contractId,
        externalReferenceId: signer.external_reference_id,
        userId: signer.role === 'grower' ? null : signer.user_id,
        firstName: signer.first_name,
        lastName: signer.last_name,
        // until a new grower contact is confirmed, the signer keeps the grower record's
        ...(signer.role === 'grower' && check.needsConfirmation
          ? storedContact(check.record)
          : { email: signer.email, phone: signer.phone }),
        deliveryChoice: signer.delivery_choice,
        isApprover: signer.is_approver,
        role: signer.role,
        assignmentRole: signer.assignment_role,
        title: signer.title,
        entityName: signer.entity_name,
        signingOrder: index + 1,
        signingTokenSha256: tokens[index]!.sha256,
        signingTokenExpiresAt: tokens[index]!.expiresAt,
        signingRequestedAt: now,
      })),
    );
    const stored = rows.find((r) => r.role === 'grower')!;
    // A grower contact the record does not hold: no link until it is confirmed.
    const held = check.needsConfirmation
      ? await holdGrowerContact(deps, tx, actor, contract, stored, growerContact, check.record)
      : null;
    const grower = held?.row ?? stored;
    if (contract.notifySigners)
      for (const row of rows)
        if (!(held && row.role === 'grower'))
          after.messages.push({ signer: row, token: tokens[row.signingOrder - 1]!.token, kind: 'signing-request' });
    await updateContract(tx, contract.contractId, { modified: now });
    await addHistory(tx, {
      contractId: contract.contractId,
      kind: 'sent_for_signing',
      action: `Sent to ${rows.length} signers`,
      userId: actor.userId,
      userName: actorName(actor),
      userEmail: actor.email,
    });
    await recordContactChange(tx, actor, grower, growerChanges, Boolean(held));
    if (held) after.confirmation = held.request;
    else
      after.contactChange = { contractId: contract.contractId, signerName: fullName(grower), changes: growerChanges };
    await audit(tx, {
      action: 'send-for-signing',
      entity: 'contract',
      entityId: contract.contractId,
      details: {
        signers: rows.map((r) => ({
          contract_signer_id: r.contractSignerId,
          role: r.role,
          delivery_choice: r.deliveryChoice,
        })),
        grower_contact_changes: growerChanges,
        grower_contact_awaiting: held?.pending.confirm_by ?? null,
        parent_voided_contract_id: input.parent_voided_contract_id ?? null,
      },
    });
    return {
      contract_id: contract.contractId,
      signers: rows.map((r) => signerRow(r.role === 'grower' ? grower : r)),
    };
  });
}) satisfies Service<SigningDeps, Send>;

/**
 * Voids the contract an amendment replaces, unless it is voided already (the amend flow may have).
 * The history names the signed-in user; a voided_user_info in the request is ignored: a client could name anyone.
 */
async function voidParent(tx: Tx, actor: Actor, parentId: string, amendmentId: string, audit: Auditor) {
  const parent = await findSigningContract(tx, parentId, true);
  if (!parent || parent.contractState === 'voided') return;
  const now = new Date();
  await updateContract(tx, parentId, { contractState: 'voided', voidedAt: now, modified: now });
  await addHistory(tx, {
    contractId: parentId,
    kind: 'voided',
    action: 'Voided by the amendment sent for signing',
    userId: actor.userId,
    userName: actorName(actor),
    userEmail: actor.email,
  });
  await audit(tx, {
    action: 'void',
    entity: 'contract',
    entityId: parentId,
    details: { voided_by_amendment: amendmentId, from: parent.contractState },
  });
}
