import {
  type ContactConfirmer,
  type PendingContact,
  signerStatus,
  type DeliveryChoice,
  SIGNER_CONTACT_KIND,
  type SignerContactChange,
  type SignerContactDetails,
  type SignerRole,
  type SignerRow,
} from '@portal/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import {
  assignments,
  companies,
  contractHistory,
  contracts,
  contractSigners,
  growers,
  permissions,
  rolePermissions,
  roles,
  users,
} from '../../db/schema';
import { actorName, type Actor } from '../../plugins/actor';

const reseller = alias(companies, 'reseller');
const receiver = alias(companies, 'receiver');
const operator = alias(companies, 'operator');

/** The receiver-side signers of a fuel contract hold one of these roles (spec 2, §6). */
export const FUEL_SIGNER_ROLES = ['grain-ops-manager', 'grain-receiver-approved-signer'] as const;

export type SigningContract = Awaited<ReturnType<typeof findSigningContract>> & {};
export type SignerRecord = typeof contractSigners.$inferSelect;

/** A live contract with the names signing shows; `lock` takes the row lock of a state change. */
export async function findSigningContract(tx: Tx, contractId: string, lock = false) {
  const query = tx
    .select({
      contractId: contracts.contractId,
      newContractId: contracts.newContractId,
      contractState: contracts.contractState,
      contractType: contracts.contractType,
      contractYear: contracts.contractYear,
      contractDocKey: contracts.contractDocKey,
      signedDocKey: contracts.signedDocKey,
      notifySigners: contracts.notifySigners,
      parentVoidedContractId: contracts.parentVoidedContractId,
      growerId: contracts.growerId,
      resellerId: contracts.externalReferenceId,
      receiverId: contracts.grainReceiverId,
      operatorId: contracts.thirdPartyOperatorId,
      growerName: growers.growerName,
      resellerName: reseller.companyName,
      receiverName: receiver.companyName,
      operatorName: operator.companyName,
    })
    .from(contracts)
    .innerJoin(growers, eq(growers.growerId, contracts.growerId))
    .innerJoin(receiver, eq(receiver.companyId, contracts.grainReceiverId))
    .leftJoin(reseller, eq(reseller.companyId, contracts.externalReferenceId))
    .leftJoin(operator, eq(operator.companyId, contracts.thirdPartyOperatorId))
    .where(and(eq(contracts.contractId, contractId), isNull(contracts.deletedAt)));
  const [row] = lock ? await query.for('update', { of: contracts }) : await query;
  return row ?? null;
}

/** The grain receiver and, when set, the 3PO: the side that sends the contract for signing. */
export function receiverSide(contract: { receiverId: string; operatorId: string | null }): string[] {
  return [contract.receiverId, contract.operatorId].filter((id): id is string => Boolean(id));
}

/** Every company party to the contract (receiver, 3PO, reseller). */
export function contractCompanies(contract: {
  receiverId: string;
  operatorId: string | null;
  resellerId: string | null;
}): string[] {
  return [...receiverSide(contract), contract.resellerId].filter((id): id is string => Boolean(id));
}

export async function listSigners(tx: Tx, contractId: string): Promise<SignerRecord[]> {
  return tx
    .select()
    .from(contractSigners)
    .where(eq(contractSigners.contractId, contractId))
    .orderBy(asc(contractSigners.signingOrder), asc(contractSigners.lastName));
}

export async function findSigner(tx: Tx, contractSignerId: string): Promise<SignerRecord | null> {
  const [row] = await tx.select().from(contractSigners).where(eq(contractSigners.contractSignerId, contractSignerId));
  return row ?? null;
}

export async function findSignerByTokenHash(tx: Tx, sha256: string): Promise<SignerRecord | null> {
  const [row] = await tx.select().from(contractSigners).where(eq(contractSigners.signingTokenSha256, sha256));
  return row ?? null;
}

export function signerRow(s: SignerRecord): SignerRow {
  return {
    contract_signer_id: s.contractSignerId,
    first_name: s.firstName ?? '',
    last_name: s.lastName ?? '',
    email: s.email,
    phone: s.phone,
    delivery_choice: s.deliveryChoice as DeliveryChoice,
    is_approver: s.isApprover,
    role: s.role as SignerRole,
    assignment_role: s.assignmentRole,
    entity_name: s.entityName,
    external_reference_id: s.externalReferenceId,
    user_id: s.userId,
    docusign_type: 'signers',
    approval_timestamp: s.approvalTimestamp ? s.approvalTimestamp.toISOString() : null,
    contract_status: signerStatus(s.approvalTimestamp, s.declinedAt),
    pending_contact: pendingContactOf(s),
  };
}

/** The new contact a signer waits on, or null. */
export function pendingContactOf(s: SignerRecord): PendingContact | null {
  if (!s.contactConfirmBy) return null;
  return {
    email: s.pendingEmail,
    phone: s.pendingPhone,
    delivery_choice: (s.pendingDeliveryChoice ?? 'email') as DeliveryChoice,
    confirm_by: s.contactConfirmBy as ContactConfirmer,
  };
}

type CompanyUser = {
  userId: string;
  first: string | null;
  last: string | null;
  email: string;
  phone: string | null;
  roleName: string;
  companyId: string;
};

/**
 * Users assigned at these companies whose role there carries the permission, or (fuel) whose
 * role is one of the named ones. One query; one row per user and company.
 */
async function companyUsers(
  tx: Tx,
  companyIds: string[],
  rule: { permission: string } | { roles: readonly string[] },
): Promise<CompanyUser[]> {
  if (!companyIds.length) return [];
  const condition =
    'permission' in rule
      ? sql`${roles.roleId} in (select ${rolePermissions.roleId} from ${rolePermissions}
          join ${permissions} on ${permissions.permissionId} = ${rolePermissions.permissionId}
          where ${permissions.permissionCode} = ${rule.permission})`
      : inArray(roles.roleName, [...rule.roles]);
  return tx
    .selectDistinctOn([assignments.companyId, users.id], {
      userId: users.id,
      first: users.first,
      last: users.last,
      email: users.email,
      phone: users.phone,
      roleName: roles.roleName,
      companyId: sql<string>`${assignments.companyId}`,
    })
    .from(assignments)
    .innerJoin(users, eq(users.id, assignments.userId))
    .innerJoin(roles, eq(roles.roleId, assignments.roleId))
    .where(and(inArray(assignments.companyId, companyIds), condition))
    .orderBy(assignments.companyId, users.id);
}

/**
 * The proposed signers (spec 2, §6): the grower; the grain receiver's (and 3PO's) users with
 * sign-contract, for fuel contracts those holding grain-ops-manager or
 * grain-receiver-approved-signer; the reseller's users with approve-contract, none for fuel.
 */
export async function proposeSigners(tx: Tx, contract: SigningContract): Promise<SignerRow[]> {
  const fuel = contract.contractType === 'fuel';
  const [grower] = await tx.select().from(growers).where(eq(growers.growerId, contract.growerId));
  const side = receiverSide(contract);
  const [receiverUsers, resellerUsers] = await Promise.all([
    companyUsers(tx, side, fuel ? { roles: FUEL_SIGNER_ROLES } : { permission: 'sign-contract' }),
    fuel || !contract.resellerId ? [] : companyUsers(tx, [contract.resellerId], { permission: 'approve-contract' }),
  ]);
  const entity = (companyId: string) =>
    companyId === contract.operatorId
      ? contract.operatorName
      : companyId === contract.resellerId
        ? contract.resellerName
        : contract.receiverName;
  const person = (u: CompanyUser, role: SignerRole): SignerRow => ({
    contract_signer_id: null,
    first_name: u.first ?? '',
    last_name: u.last ?? '',
    email: u.email,
    phone: u.phone,
    delivery_choice: 'email',
    is_approver: role === 'reseller',
    role,
    assignment_role: u.roleName,
    entity_name: entity(u.companyId),
    external_reference_id: u.companyId,
    user_id: u.userId,
    docusign_type: 'signers',
    approval_timestamp: null,
    contract_status: 'awaiting signature',
    pending_contact: null,
  });
  const byName = (a: CompanyUser, b: CompanyUser) =>
    `${a.last ?? ''} ${a.first ?? ''} ${a.email}`.localeCompare(`${b.last ?? ''} ${b.first ?? ''} ${b.email}`);
  const signers: SignerRow[] = [];
  if (grower)
    signers.push({
      contract_signer_id: null,
      first_name: grower.first ?? grower.growerName,
      last_name: grower.last ?? '',
      email: grower.email,
      phone: grower.phone,
      delivery_choice: 'email',
      is_approver: false,
      role: 'grower',
      assignment_role: 'grower',
      entity_name: grower.growerName,
      external_reference_id: grower.growerId,
      user_id: null,
      docusign_type: 'signers',
      approval_timestamp: null,
      contract_status: 'awaiting signature',
      pending_contact: null,
    });
  signers.push(...receiverUsers.sort(byName).map((u) => person(u, 'receiver')));
  signers.push(...resellerUsers.sort(byName).map((u) => person(u, 'reseller')));
  return signers;
}

/** The reseller's approvers (approve-contract there): they approve a new grower contact the record cannot confirm. */
export async function resellerApprovers(tx: Tx, resellerId: string): Promise<string[]> {
  const rows = await companyUsers(tx, [resellerId], { permission: 'approve-contract' });
  return rows.map((u) => u.email);
}

/** A portal user's e-mail and phone as their profile has them now. */
export async function profileContact(tx: Tx, userId: string) {
  const [row] = await tx.select({ email: users.email, phone: users.phone }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function addHistory(
  tx: Tx,
  entry: {
    contractId: string;
    kind: string;
    action?: string;
    userId?: string | null;
    userName?: string | null;
    userEmail?: string | null;
    details?: Record<string, unknown>;
    at?: Date;
  },
) {
  await tx.insert(contractHistory).values({ ...entry, action: entry.action ?? null });
}

/**
 * A change of a signer's e-mail, phone or delivery: who made it, when, the old and the new value;
 * `pending` when it waits for confirmation.
 */
export async function recordContactChange(
  tx: Tx,
  actor: Actor,
  signer: SignerRecord,
  changes: SignerContactChange[],
  pending = false,
) {
  if (!changes.length) return;
  const signerName = [signer.firstName, signer.lastName].filter(Boolean).join(' ') || 'Signer';
  const details: SignerContactDetails = {
    contract_signer_id: signer.contractSignerId,
    signer_name: signerName,
    role: signer.role,
    changes,
  };
  await addHistory(tx, {
    contractId: signer.contractId,
    kind: SIGNER_CONTACT_KIND,
    action: `${pending ? 'New contact' : 'Contact'} of ${signerName} ${pending ? 'awaiting confirmation' : 'changed'}: ${changes.map((c) => c.field).join(', ')}`,
    userId: actor.userId,
    userName: actorName(actor),
    userEmail: actor.email,
    details,
  });
}

export type NewSigner = typeof contractSigners.$inferInsert;
export type ContractChanges = Partial<typeof contracts.$inferInsert>;
type SigningToken = { sha256: string; expiresAt: Date };

/** The contract's signers in one insert, returned in their signing order. */
export async function insertSigners(tx: Tx, values: NewSigner[]): Promise<SignerRecord[]> {
  const rows = await tx.insert(contractSigners).values(values).returning();
  return rows.sort((a, b) => a.signingOrder - b.signingOrder);
}

/** A fresh signing link on the signer's (possibly changed) contact; a decline is cleared. */
export async function reissueSigningLink(
  tx: Tx,
  contractSignerId: string,
  contact: Pick<NewSigner, 'email' | 'phone' | 'deliveryChoice' | 'contactConfirmedAt'>,
  token: SigningToken,
): Promise<SignerRecord> {
  const [row] = await tx
    .update(contractSigners)
    .set({
      ...contact,
      ...NO_PENDING_CONTACT,
      signingTokenSha256: token.sha256,
      signingTokenExpiresAt: token.expiresAt,
      signingRequestedAt: new Date(),
      declinedAt: null,
    })
    .where(eq(contractSigners.contractSignerId, contractSignerId))
    .returning();
  return row!;
}

/** A signer's contact is settled: no change waits for confirmation. */
const NO_PENDING_CONTACT = {
  pendingEmail: null,
  pendingPhone: null,
  pendingDeliveryChoice: null,
  contactConfirmBy: null,
  contactConfirmSha256: null,
  contactConfirmExpiresAt: null,
} as const;

export async function setSignerToken(tx: Tx, contractSignerId: string, token: SigningToken) {
  await tx
    .update(contractSigners)
    .set({ signingTokenSha256: token.sha256, signingTokenExpiresAt: token.expiresAt })
    .where(eq(contractSigners.contractSignerId, contractSignerId));
}

export async function markSigned(
  tx: Tx,
  contractSignerId: string,
  signature: { at: Date; ip: string; signatureName: string },
) {
  await tx
    .update(contractSigners)
    .set({
      approvalTimestamp: signature.at,
      signedIp: signature.ip,
      signatureName: signature.signatureName,
      declinedAt: null,
    })
    .where(eq(contractSigners.contractSignerId, contractSignerId));
}

export async function updateContract(tx: Tx, contractId: string, changes: ContractChanges) {
  await tx.update(contracts).set(changes).where(eq(contracts.contractId, contractId));
}
