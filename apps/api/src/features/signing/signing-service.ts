import {
  canSendForSigning,
  CONTRACT_MESSAGES,
  isResendable,
  isSignable,
  resendContactIssue,
  samePhone,
  SIGN_PAGE_PERMISSIONS,
  SIGNING_LINK_DAYS,
  SIGNING_MESSAGES,
  stateAfterSignature,
  checkAccess,
  type ResendQuery,
  type SendForSigningInput,
  type SigningSession,
  type resendQuerySchema,
  type sendForSigningSchema,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { contracts, contractSigners } from '../../db/schema';
import { actorName, type Actor } from '../../plugins/actor';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../plugins/errors';
import { audit } from '../../services/audit';
import type { ESignature } from '../../services/e-signature';
import { sha256Hex } from '../../services/e-signature';
import type { FileStorage } from '../../services/file-storage';
import type { Outbox } from '../../services/outbox';
import {
  addHistory,
  contractCompanies,
  findSigner,
  findSignerByTokenHash,
  findSigningContract,
  listSigners,
  portalUserIds,
  proposeSigners,
  receiverSide,
  signerRow,
  userPhone,
  type SignerRecord,
  type SigningContract,
} from './signing-repository';

export type SigningDeps = { db: Db; outbox: Outbox; files: FileStorage; eSignature: ESignature };

type Send = z.output<typeof sendForSigningSchema>;
type Resend = z.output<typeof resendQuerySchema>;
export type { ResendQuery, SendForSigningInput };

const notASigner = () => new AppError(403, 'not_a_signer', CONTRACT_MESSAGES.notASigner);
const badFormat = () => new AppError(422, 'bad_format', CONTRACT_MESSAGES.badFormat);
const linkInvalid = () => new AppError(404, 'link_invalid', SIGNING_MESSAGES.linkInvalid);

/** A message waiting for the transaction to commit. */
type Pending = { signer: SignerRecord; token: string; kind: 'signing-request' | 'signing-resend' | 'signing-complete' };

async function contractOr404(tx: Tx, contractId: string, lock = false): Promise<SigningContract> {
  const contract = await findSigningContract(tx, contractId, lock);
  if (!contract) throw notFound('Contract not found');
  return contract;
}

function assertCanSend(actor: Actor, contract: SigningContract) {
  if (!canSendForSigning(actor.access, receiverSide(contract))) throw forbidden();
}

const fullName = (s: { firstName: string | null; lastName: string | null }) =>
  [s.firstName, s.lastName].filter(Boolean).join(' ') || 'Signer';

/** The e-mail or SMS of a signing request, a resend or the completion notice. */
async function deliver(deps: SigningDeps, contract: SigningContract, message: Pending) {
  const { signer, token, kind } = message;
  const link = deps.eSignature.signingLink(token);
  const sender = contract.operatorName ?? contract.receiverName;
  const about = `Enogen grain contract ${contract.newContractId} (${contract.contractType}, ${contract.contractYear}) between ${contract.growerName} and ${contract.receiverName}`;
  const complete = kind === 'signing-complete';
  const subject = complete
    ? `Completed: Enogen contract ${contract.newContractId}`
    : `Please sign Enogen contract ${contract.newContractId}`;
  const bodyText = complete
    ? `Hello ${signer.firstName ?? ''}, every party has signed the ${about}. Open the link to view or download your copy of the signed contract. The link works for ${SIGNING_LINK_DAYS} days.`
    : `Hello ${signer.firstName ?? ''}, ${sender} has sent you the ${about} to sign. Open the link to review and sign it. The link works for ${SIGNING_LINK_DAYS} days.`;
  const byPhone = complete ? !signer.email && Boolean(signer.phone) : signer.deliveryChoice === 'phone';
  const recipient = byPhone ? signer.phone : signer.email;
  if (!recipient) return;
  await deps.outbox.send({ channel: byPhone ? 'sms' : 'email', recipient, kind, subject, bodyText, link });
}

async function deliverAll(deps: SigningDeps, contractId: string, messages: Pending[]) {
  if (!messages.length) return;
  const contract = await contractOr404(deps.db, contractId);
  for (const message of messages) await deliver(deps, contract, message);
}

/** GET /api/signers: the stored signers once sent, else the proposed ones. */
export async function signersOf(deps: SigningDeps, actor: Actor, contractId: string) {
  const contract = await contractOr404(deps.db, contractId);
  assertCanSend(actor, contract);
  const stored = await listSigners(deps.db, contractId);
  return {
    contract_id: contractId,
    contract_state: contract.contractState,
    sent: stored.length > 0,
    signers: stored.length ? stored.map(signerRow) : await proposeSigners(deps.db, contract),
  };
}

/**
 * POST /api/signers: stores the signers with a signing link each and sends the requests. An
 * amendment names the voided contract it replaces; if that one is not voided yet it is voided
 * here, in the same transaction.
 */
export async function sendForSigning(deps: SigningDeps, actor: Actor, input: Send, requestId: string) {
  const pending: Pending[] = [];
  const reply = await deps.db.transaction(async (tx) => {
    const contract = await contractOr404(tx, input.contract_id, true);
    assertCanSend(actor, contract);
    if (contract.contractState !== 'pending' && contract.contractState !== 'amendment_pending')
      throw conflict(SIGNING_MESSAGES.notSignable);
    if ((await listSigners(tx, contract.contractId)).length) throw conflict(SIGNING_MESSAGES.alreadySent);
    if (!contract.contractDocKey) throw badFormat();
    const growers = input.signers.filter((s) => s.role === 'grower');
    if (growers.length !== 1)
      throw badRequest(SIGNING_MESSAGES.oneGrower, [{ field: 'signers', message: SIGNING_MESSAGES.oneGrower }]);

    if (input.parent_voided_contract_id) {
      if (input.parent_voided_contract_id !== contract.parentVoidedContractId)
        throw badRequest(SIGNING_MESSAGES.parentMismatch);
      await voidParent(tx, actor, input, requestId);
    }

    const now = new Date();
    const userIds = await portalUserIds(
      tx,
      input.signers.map((s) => ({ email: s.email, companyId: s.external_reference_id ?? null })),
    );
    const rows: SignerRecord[] = [];
    for (const [index, signer] of input.signers.entries()) {
      const token = deps.eSignature.newToken();
      const [row] = await tx
        .insert(contractSigners)
        .values({
          contractId: contract.contractId,
          externalReferenceId: signer.external_reference_id ?? null,
          userId: signer.role === 'grower' ? null : userIds[index],
          firstName: signer.first_name,
          lastName: signer.last_name,
          email: signer.email,
          phone: signer.phone,
          deliveryChoice: signer.delivery_choice,
          isApprover: signer.is_approver,
          role: signer.role,
          assignmentRole: signer.assignment_role ?? null,
          title: signer.title ?? null,
          entityName: signer.entity_name ?? null,
          signingOrder: index + 1,
          signingTokenSha256: token.sha256,
          signingTokenExpiresAt: token.expiresAt,
          signingRequestedAt: now,
        })
        .returning();
      rows.push(row!);
      if (contract.notifySigners) pending.push({ signer: row!, token: token.token, kind: 'signing-request' });
    }
    await tx.update(contracts).set({ modified: now }).where(eq(contracts.contractId, contract.contractId));
    await addHistory(tx, {
      contractId: contract.contractId,
      kind: 'sent_for_signing',
      action: `Sent to ${rows.length} signers`,
      userId: actor.userId,
      userName: actorName(actor),
      userEmail: actor.email,
    });
    await audit(tx, {
      userId: actor.userId,
      action: 'send-for-signing',
      entity: 'contract',
      entityId: contract.contractId,
      requestId,
      details: {
        signers: rows.map((r) => ({
          contract_signer_id: r.contractSignerId,
          role: r.role,
          delivery_choice: r.deliveryChoice,
        })),
        parent_voided_contract_id: input.parent_voided_contract_id ?? null,
      },
    });
    return { contract_id: contract.contractId, signers: rows.map(signerRow) };
  });
  await deliverAll(deps, input.contract_id, pending);
  return reply;
}

/** Voids the contract an amendment replaces, unless it is voided already (the amend flow may have). */
async function voidParent(tx: Tx, actor: Actor, input: Send, requestId: string) {
  const parentId = input.parent_voided_contract_id!;
  const parent = await findSigningContract(tx, parentId, true);
  if (!parent || parent.contractState === 'voided') return;
  const info = input.voided_user_info;
  const now = new Date();
  await tx
    .update(contracts)
    .set({ contractState: 'voided', voidedAt: now, modified: now })
    .where(eq(contracts.contractId, parentId));
  await addHistory(tx, {
    contractId: parentId,
    kind: 'voided',
    action: 'Voided by the amendment sent for signing',
    userId: info?.user_id ?? actor.userId,
    userName: info?.user_name ?? actorName(actor),
    userEmail: info?.user_email ?? actor.email,
  });
  await audit(tx, {
    userId: actor.userId,
    action: 'void',
    entity: 'contract',
    entityId: parentId,
    requestId,
    details: { voided_by_amendment: input.contract_id, from: parent.contractState },
  });
}

/**
 * GET /api/resend: a fresh signing link to one signer who has not signed, for a pending or
 * amendment_pending contract. A changed phone or e-mail replaces the signer's first.
 */
export async function resend(deps: SigningDeps, actor: Actor, query: Resend, requestId: string) {
  const pending: Pending[] = [];
  const reply = await deps.db.transaction(async (tx) => {
    const contract = await contractOr404(tx, query.contract_id, true);
    assertCanSend(actor, contract);
    const signer = await findSigner(tx, query.contract_signer_id);
    if (!signer || signer.contractId !== contract.contractId) throw notFound('Signer not found');
    if (!isResendable(contract.contractState)) throw conflict(SIGNING_MESSAGES.notResendable);
    if (signer.approvalTimestamp) throw conflict(SIGNING_MESSAGES.alreadySigned);
    const contact = {
      delivery_choice: query.delivery_choice,
      email: query.email ?? signer.email,
      phone: query.phone ?? signer.phone,
    };
    const issue = resendContactIssue(contact);
    if (issue) throw badRequest(issue, [{ field: query.delivery_choice, message: issue }]);
    const token = deps.eSignature.newToken();
    const [row] = await tx
      .update(contractSigners)
      .set({
        email: contact.email,
        phone: contact.phone,
        deliveryChoice: contact.delivery_choice,
        signingTokenSha256: token.sha256,
        signingTokenExpiresAt: token.expiresAt,
        signingRequestedAt: new Date(),
        declinedAt: null,
      })
      .where(eq(contractSigners.contractSignerId, signer.contractSignerId))
      .returning();
    const changes = Object.fromEntries(
      (['email', 'phone', 'deliveryChoice'] as const)
        .filter((key) => signer[key] !== row![key])
        .map((key) => [key, { from: signer[key], to: row![key] }]),
    );
    await audit(tx, {
      userId: actor.userId,
      action: 'resend-signing',
      entity: 'contract',
      entityId: contract.contractId,
      requestId,
      details: { contract_signer_id: signer.contractSignerId, changes },
    });
    pending.push({ signer: row!, token: token.token, kind: 'signing-resend' });
    return {
      contract_signer_id: row!.contractSignerId,
      delivery_choice: contact.delivery_choice,
      email: row!.email,
      phone: row!.phone,
    };
  });
  await deliverAll(deps, query.contract_id, pending);
  return reply;
}

/**
 * The signed-in signer of a contract (the embedded flow): the user must hold sign-contract,
 * view-contract or approve-contract at one of the contract's companies, and their phone must
 * match one of its signers (the one asked for, when asked).
 */
export async function portalSigner(deps: SigningDeps, actor: Actor, contractId: string, contractSignerId?: string) {
  const contract = await contractOr404(deps.db, contractId);
  if (!contractCompanies(contract).some((id) => checkAccess(actor.access, id, SIGN_PAGE_PERMISSIONS) === 'success'))
    throw forbidden();
  const signers = await listSigners(deps.db, contractId);
  if (!contract.contractDocKey || !signers.length) throw badFormat();
  const phone = await userPhone(deps.db, actor.userId);
  const mine = signers.filter(
    (s) => samePhone(s.phone, phone) && (!contractSignerId || s.contractSignerId === contractSignerId),
  );
  const signer = mine.find((s) => !s.approvalTimestamp) ?? mine[0];
  if (!signer) throw notASigner();
  return { contract, signer };
}

/** Where the embedded signing page may return: a path of this portal only. */
export function safeReturnPath(returnUrl: string | undefined, publicUrl: string): string {
  const fallback = '/contracts/return';
  if (!returnUrl) return fallback;
  try {
    const base = new URL(publicUrl);
    const url = new URL(returnUrl, base);
    const sameOrigin = url.origin === base.origin || returnUrl.startsWith('/');
    if (!sameOrigin || returnUrl.startsWith('//')) return fallback;
    return `${url.pathname}${url.search}`;
  } catch {
    return fallback;
  }
}

/** The signer of a signing link that exists and has not expired. */
export async function tokenSigner(deps: SigningDeps, token: string) {
  const signer = await findSignerByTokenHash(deps.db, sha256Hex(token));
  if (!signer || !signer.signingTokenExpiresAt || signer.signingTokenExpiresAt < new Date()) throw linkInvalid();
  const contract = await findSigningContract(deps.db, signer.contractId);
  if (!contract) throw linkInvalid();
  return { contract, signer };
}

/** What the signing page shows. */
export async function signingSession(
  deps: SigningDeps,
  contract: SigningContract,
  signer: SignerRecord,
  urls: { document: string; signedDocument: string; returnPath: string },
): Promise<SigningSession> {
  const original = contract.contractDocKey ? await deps.files.get(contract.contractDocKey) : null;
  if (!original) throw badFormat();
  return {
    contract: {
      contract_id: contract.contractId,
      new_contract_id: contract.newContractId,
      contract_type: contract.contractType,
      contract_year: contract.contractYear,
      contract_state: contract.contractState,
      grower_name: contract.growerName,
      reseller_name: contract.resellerName,
      grain_receiver_name: contract.receiverName,
    },
    signer: {
      contract_signer_id: signer.contractSignerId,
      first_name: signer.firstName,
      last_name: signer.lastName,
      role: signer.role,
      entity_name: signer.entityName,
      approval_timestamp: signer.approvalTimestamp?.toISOString() ?? null,
      signature_name: signer.signatureName,
    },
    can_sign: isSignable(contract.contractState) && !signer.approvalTimestamp,
    document_url: contract.signedDocKey ? urls.signedDocument : urls.document,
    document_sha256: sha256Hex(original.bytes),
    return_url: urls.returnPath,
  };
}

/** The PDF a signing link shows: the signed one once it exists, else the original. */
export async function signingDocument(deps: SigningDeps, contract: SigningContract) {
  const key = contract.signedDocKey ?? contract.contractDocKey;
  const file = key ? await deps.files.get(key) : null;
  if (!file) throw notFound(CONTRACT_MESSAGES.pdfMissing);
  return { bytes: file.bytes, name: `${contract.newContractId}${contract.signedDocKey ? '-signed' : ''}.pdf` };
}

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
 */
export async function sign(deps: SigningDeps, contractSignerId: string, by: SignatureBy) {
  const pending: Pending[] = [];
  let contractId = '';
  const result = await deps.db.transaction(async (tx) => {
    const signer = await findSigner(tx, contractSignerId);
    if (!signer) throw linkInvalid();
    contractId = signer.contractId;
    const contract = await contractOr404(tx, signer.contractId, true);
    const current = await findSigner(tx, contractSignerId);
    if (current!.approvalTimestamp) throw conflict(SIGNING_MESSAGES.alreadySigned);
    if (!isSignable(contract.contractState)) throw conflict(SIGNING_MESSAGES.notSignable);

    const now = new Date();
    await tx
      .update(contractSigners)
      .set({ approvalTimestamp: now, signedIp: by.ip, signatureName: by.signatureName, declinedAt: null })
      .where(eq(contractSigners.contractSignerId, contractSignerId));
    const signers = await listSigners(tx, contract.contractId);
    const next = stateAfterSignature(contract.contractState, {
      growerSigned: signers.some((s) => s.role === 'grower' && s.approvalTimestamp),
      allSigned: signers.every((s) => s.approvalTimestamp),
    })!;
    const completed = next === 'completed' || next === 'amendment_completed';
    const set: Partial<typeof contracts.$inferInsert> = { contractState: next, modified: now };
    if (completed) {
      set.signedDocKey = await storeSignedPdf(deps, contract, signers, now);
      set.contractStartExecution = new Date(Math.min(...signers.map((s) => s.approvalTimestamp!.getTime())));
      set.contractEndExecution = now;
    }
    await tx.update(contracts).set(set).where(eq(contracts.contractId, contract.contractId));
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
        await tx
          .update(contractSigners)
          .set({ signingTokenSha256: token.sha256, signingTokenExpiresAt: token.expiresAt })
          .where(eq(contractSigners.contractSignerId, s.contractSignerId));
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
  contract: SigningContract,
  signers: SignerRecord[],
  completedAt: Date,
) {
  const original = contract.contractDocKey ? await deps.files.get(contract.contractDocKey) : null;
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
  const key = deps.files.newKey('signed-contracts', 'pdf');
  await deps.files.put(key, bytes, 'application/pdf');
  return key;
}

/** The signer declines: recorded (history and audit); the contract keeps its state. */
export async function decline(
  deps: SigningDeps,
  contractSignerId: string,
  by: { userId: string | null; ip: string; requestId: string },
) {
  await deps.db.transaction(async (tx) => {
    const signer = await findSigner(tx, contractSignerId);
    if (!signer) throw linkInvalid();
    const contract = await contractOr404(tx, signer.contractId, true);
    if (signer.approvalTimestamp) throw conflict(SIGNING_MESSAGES.alreadySigned);
    if (!isSignable(contract.contractState)) throw conflict(SIGNING_MESSAGES.notSignable);
    await tx
      .update(contractSigners)
      .set({ declinedAt: new Date() })
      .where(eq(contractSigners.contractSignerId, contractSignerId));
    await addHistory(tx, {
      contractId: contract.contractId,
      kind: 'signing_declined',
      action: `Declined by ${fullName(signer)}`,
      userId: by.userId,
      userName: fullName(signer),
      userEmail: signer.email,
    });
    await audit(tx, {
      userId: by.userId,
      action: 'decline-signing',
      entity: 'contract',
      entityId: contract.contractId,
      requestId: by.requestId,
      details: { contract_signer_id: contractSignerId, role: signer.role, ip: by.ip },
    });
  });
}
