import {
  canSendForSigning,
  checkAccess,
  CONTRACT_MESSAGES,
  isSignable,
  mayPortalSign,
  SIGN_PAGE_PERMISSIONS,
  SIGNING_LINK_DAYS,
  SIGNING_MESSAGES,
  type SigningSession,
} from '@portal/domain';
import type { Tx } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { appError, forbidden, notFound } from '../../plugins/errors';
import type { PortalDeps } from '../../services/deps';
import { createESignature, sha256Hex, type ESignature } from '../../services/e-signature';
import type { PublicService, Service } from '../../services/service';
import {
  contractCompanies,
  findSignerByTokenHash,
  findSigningContract,
  listSigners,
  proposeSigners,
  receiverSide,
  signerRow,
  type SignerRecord,
  type SigningContract,
} from './signing-repository';

/** What signing needs; the operations live in send-for-signing, resend-signing-link and sign-contract. */
export type SigningDeps = Pick<PortalDeps, 'db' | 'outbox' | 'files'> & { eSignature: ESignature; publicUrl: string };

/** What the app hands the signing routes. */
export type SigningAppDeps = Pick<PortalDeps, 'db' | 'outbox' | 'files' | 'config'>;

export const signingDepsOf = (deps: SigningAppDeps): SigningDeps => ({
  db: deps.db,
  outbox: deps.outbox,
  files: deps.files,
  eSignature: createESignature(deps.config),
  publicUrl: deps.config.publicUrl,
});

const notASigner = () => appError('not_a_signer');
export const badFormat = () => appError('bad_format');
export const linkInvalid = () => appError('link_invalid', SIGNING_MESSAGES.linkInvalid);

/** A message waiting for the transaction to commit. */
export type PendingMessage = {
  signer: SignerRecord;
  token: string;
  kind: 'signing-request' | 'signing-resend' | 'signing-complete';
};

export async function contractOr404(tx: Tx, contractId: string, lock = false): Promise<SigningContract> {
  const contract = await findSigningContract(tx, contractId, lock);
  if (!contract) throw notFound('Contract not found');
  return contract;
}

export function assertCanSend(actor: Actor, contract: SigningContract) {
  if (!canSendForSigning(actor.access, receiverSide(contract))) throw forbidden();
}

export const fullName = (s: { firstName: string | null; lastName: string | null }) =>
  [s.firstName, s.lastName].filter(Boolean).join(' ') || 'Signer';

/** The e-mail or SMS of a signing request, a resend or the completion notice. */
async function deliver(deps: SigningDeps, contract: SigningContract, message: PendingMessage) {
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

export async function deliverAll(deps: SigningDeps, contractId: string, messages: PendingMessage[]) {
  if (!messages.length) return;
  const contract = await contractOr404(deps.db, contractId);
  for (const message of messages) await deliver(deps, contract, message);
}

/** GET /api/signers: the stored signers once sent, else the proposed ones. */
export const signersOf = (async (deps, { actor }, contractId) => {
  const contract = await contractOr404(deps.db, contractId);
  assertCanSend(actor, contract);
  const stored = await listSigners(deps.db, contractId);
  return {
    contract_id: contractId,
    contract_state: contract.contractState,
    sent: stored.length > 0,
    signers: stored.length ? stored.map(signerRow) : await proposeSigners(deps.db, contract),
  };
}) satisfies Service<SigningDeps, string>;

/**
 * The signed-in signer of a contract (the embedded flow): the user must hold sign-contract,
 * view-contract or approve-contract at one of the contract's companies and be the portal user of
 * one of its signers (the one asked for, when asked). The signer is bound to the session's
 * user, never to a phone the user can edit; growers, and signers without a portal user, sign only
 * through their own link.
 */
export const portalSigner = (async (deps, { actor }, { contractId, contractSignerId }) => {
  const contract = await contractOr404(deps.db, contractId);
  if (!contractCompanies(contract).some((id) => checkAccess(actor.access, id, SIGN_PAGE_PERMISSIONS) === 'success'))
    throw forbidden();
  const signers = await listSigners(deps.db, contractId);
  if (!contract.contractDocKey || !signers.length) throw badFormat();
  const mine = signers.filter(
    (s) =>
      mayPortalSign({ user_id: s.userId, role: s.role }, actor.userId) &&
      (!contractSignerId || s.contractSignerId === contractSignerId),
  );
  const signer = mine.find((s) => !s.approvalTimestamp) ?? mine[0];
  if (!signer) throw notASigner();
  return { contract, signer };
}) satisfies Service<SigningDeps, { contractId: string; contractSignerId?: string }>;

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
export const tokenSigner = (async (deps, token) => {
  const signer = await findSignerByTokenHash(deps.db, sha256Hex(token));
  if (!signer || !signer.signingTokenExpiresAt || signer.signingTokenExpiresAt < new Date()) throw linkInvalid();
  // a contact awaiting confirmation has no link (it is withdrawn when held); never sign through one
  if (signer.contactConfirmBy) throw linkInvalid();
  const contract = await findSigningContract(deps.db, signer.contractId);
  if (!contract) throw linkInvalid();
  return { contract, signer };
}) satisfies PublicService<SigningDeps, string>;

/** The signing page's links: the document, the signed one, and where the page returns. */
type SessionUrls = { document: string; signedDocument: string; returnPath: string };

/** What the signing page shows. */
export const signingSession = (async (deps, { contract, signer, urls }) => {
  const original = contract.contractDocKey ? await deps.files.get(contract.contractDocKey) : null;
  if (!original) throw badFormat();
  const declined = (await listSigners(deps.db, contract.contractId)).some((s) => s.declinedAt);
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
    can_sign: isSignable(contract.contractState) && !signer.approvalTimestamp && !declined,
    declined: declined && isSignable(contract.contractState),
    document_url: contract.signedDocKey ? urls.signedDocument : urls.document,
    document_sha256: sha256Hex(original.bytes),
    return_url: urls.returnPath,
  };
}) satisfies PublicService<
  SigningDeps,
  { contract: SigningContract; signer: SignerRecord; urls: SessionUrls },
  SigningSession
>;

/** The PDF a signing link shows: the signed one once it exists, else the original. */
export const signingDocument = (async (deps, contract) => {
  const key = contract.signedDocKey ?? contract.contractDocKey;
  const file = key ? await deps.files.get(key) : null;
  if (!file) throw notFound(CONTRACT_MESSAGES.pdfMissing);
  return { bytes: file.bytes, name: `${contract.newContractId}${contract.signedDocKey ? '-signed' : ''}.pdf` };
}) satisfies PublicService<SigningDeps, SigningContract>;
