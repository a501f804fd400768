import {
  ANY_COMPANY,
  checkAccess,
  CONTRACT_MESSAGES as M,
  contractDocLink,
  TOTAL_ROW_ID,
  type ContractDetails,
  type ContractField,
} from '@portal/domain';
import type { Db, Tx } from '../../db/client';
import { actorName, type Actor } from '../../plugins/actor';
import { conflict, forbidden, notFound } from '../../plugins/errors';
import type { Auditor } from '../../services/audit';
import type { Connector } from '../../services/connector';
import { contractView, findVisibleContract, type ContractRow } from './contract-repository';
import {
  addHistory,
  findDraft,
  growerFieldsOf,
  hasScaleTickets,
  isStewardOf,
  lockContract,
  updateContract,
  upsertDraft,
} from './contract-write-repository';
import { holdsAt, validationFailed } from './create-contract';

export const ACTION_MESSAGES = {
  alreadyVoided: 'This contract is already voided',
  deleteOnlyVoided: 'Only a voided contract can be deleted',
  archiveOnlyCompleted: 'Only a completed contract has an archived PDF',
  foreignField: 'A field does not belong to the contract’s grower',
} as const;

const COMPLETED_STATES = ['completed', 'amendment_completed'];

/** The contract if the actor may see it (404 otherwise, so out-of-scope contracts stay unknown). */
export async function visibleOr404(tx: Tx, actor: Actor, contractId: string): Promise<ContractRow> {
  const row = await findVisibleContract(tx, actor, contractId);
  if (!row) throw notFound('Contract not found');
  return row;
}

async function record(
  tx: Tx,
  contractId: string,
  kind: string,
  actor: Actor,
  options: { action?: string | null; systemName?: string | null } = {},
) {
  await addHistory(tx, {
    contractId,
    kind,
    action: options.action ?? null,
    userId: actor.userId,
    userName: actorName(actor),
    userEmail: actor.email,
    ...(options.systemName ? { systemName: options.systemName } : {}),
  });
}

/** Locks the contract row for a state change; 404 when it vanished or was deleted meanwhile. */
async function lock(tx: Tx, contractId: string): Promise<ContractRow> {
  const row = await lockContract(tx, contractId);
  if (!row || row.deletedAt) throw notFound('Contract not found');
  return row;
}

/** void-contract at the contract's grain receiver or 3PO; refused while scale tickets exist. */
export async function voidContract(
  db: Db,
  actor: Actor,
  contractId: string,
  body: { voided_from?: string | null },
  audit: Auditor,
) {
  const visible = await visibleOr404(db, actor, contractId);
  if (!holdsAt(actor, ['void-contract'], [visible.grainReceiverId, visible.thirdPartyOperatorId])) throw forbidden();
  return db.transaction(async (tx) => {
    const row = await lock(tx, contractId);
    if (row.contractState === 'voided') throw conflict(ACTION_MESSAGES.alreadyVoided);
    if (await hasScaleTickets(tx, contractId)) throw conflict(M.voidBlocked);
    const now = new Date();
    await updateContract(tx, contractId, { contractState: 'voided', voidedAt: now, modified: now });
    await record(tx, contractId, 'voided', actor, { action: body.voided_from ?? null });
    await audit(tx, {
      action: 'void',
      entity: 'contract',
      entityId: contractId,
      details: { previous_state: row.contractState, voided_from: body.voided_from ?? null },
    });
    return { contract_id: contractId, contract_state: 'voided' as const, voided_date: now.toISOString() };
  });
}

/** delete-void: a voided contract is deleted (hidden everywhere from then on), recorded in history and the audit log. */
export async function deleteVoidedContract(db: Db, actor: Actor, contractId: string, audit: Auditor) {
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
    const row = await lock(tx, contractId);
    if (row.contractState !== 'voided') throw conflict(ACTION_MESSAGES.deleteOnlyVoided);
    const now = new Date();
    await updateContract(tx, contractId, { deletedAt: now, modified: now });
    await record(tx, contractId, 'deleted', actor);
    await audit(tx, {
      action: 'delete',
      entity: 'contract',
      entityId: contractId,
      details: { new_contract_id: row.newContractId },
    });
    return { contract_id: contractId, deleted: true, deleted_date: now.toISOString() };
  });
}

/** sync-contract at one of the contract's companies, through the CRM connector (every attempt recorded). */
export async function syncContract(db: Db, connector: Connector, actor: Actor, contractId: string) {
  const row = await visibleOr404(db, actor, contractId);
  if (!holdsAt(actor, ['sync-contract'], [row.grainReceiverId, row.thirdPartyOperatorId, row.externalReferenceId]))
    throw forbidden();
  const view = await contractView(db, row);
  const { contract_signers, contract_history, ...contract } = view;
  const result = await connector.sync({
    target: 'contract',
    targetId: row.newContractId,
    payload: {
      ...contract,
      contract_signers: contract_signers.map(({ contract_signer_id, role, contract_status }) => ({
        contract_signer_id,
        role,
        contract_status,
      })),
    },
    userId: actor.userId,
  });
  return result;
}

/** The archived (signed) PDF link of a completed contract. */
export async function archiveLink(db: Db, actor: Actor, contractId: string) {
  const row = await visibleOr404(db, actor, contractId);
  if (!COMPLETED_STATES.includes(row.contractState)) throw conflict(ACTION_MESSAGES.archiveOnlyCompleted);
  return { contract_id: contractId, link: contractDocLink(contractId, Boolean(row.signedDocKey)) };
}

/**
 * Stewardship edits of a visible contract (L-5): all-steward (admins hold it), is-steward only for a
 * steward of the contract's activity, or create/amend-contract at its receiver or 3PO.
 */
async function mayEditStewardship(db: Db, actor: Actor, row: ContractRow): Promise<boolean> {
  if (checkAccess(actor.access, ANY_COMPANY, 'all-steward') === 'success') return true;
  if (holdsAt(actor, ['create-contract', 'amend-contract'], [row.grainReceiverId, row.thirdPartyOperatorId]))
    return true;
  if (checkAccess(actor.access, ANY_COMPANY, 'is-steward') !== 'success') return false;
  return isStewardOf(db, row.contractId, actor.userId);
}

/**
 * update-contract-fields: replaces contract_details.fields (e.g. the fields assigned after the
 * stewardship assign step) and records assign_fields_user_info. initial_fields, the display totals
 * and the committed units stay as signed.
 */
export async function updateContractFields(
  db: Db,
  actor: Actor,
  body: { contract_id: string; fields: ContractField[] },
  audit: Auditor,
) {
  const visible = await visibleOr404(db, actor, body.contract_id);
  if (!(await mayEditStewardship(db, actor, visible))) throw forbidden();
  const ids = body.fields.filter((f) => !f.is_total && f.field_id !== TOTAL_ROW_ID).map((f) => f.field_id);
  const uuids = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const own = await growerFieldsOf(db, body.contract_id, uuids);
  if (ids.length !== own.length) throw validationFailed([ACTION_MESSAGES.foreignField]);
  return db.transaction(async (tx) => {
    const row = await lock(tx, body.contract_id);
    const details = row.contractDetails as unknown as ContractDetails;
    const next = { ...details, initial_fields: details.initial_fields ?? details.fields, fields: body.fields };
    await updateContract(tx, row.contractId, { contractDetails: next, modified: new Date() });
    await record(tx, row.contractId, 'assign_fields', actor);
    await audit(tx, {
      action: 'update-fields',
      entity: 'contract',
      entityId: row.contractId,
      details: { field_ids: ids },
    });
    return { contract_id: row.contractId, fields: body.fields };
  });
}

/** contract-stewardship-history: one stewardship entry (action) with the acting user. */
export async function addStewardshipHistory(
  db: Db,
  actor: Actor,
  body: { contract_id: string; stewardship_history: { action: string } },
  audit: Auditor,
) {
  const row = await visibleOr404(db, actor, body.contract_id);
  if (!(await mayEditStewardship(db, actor, row))) throw forbidden();
  return db.transaction(async (tx) => {
    await record(tx, row.contractId, 'stewardship', actor, { action: body.stewardship_history.action });
    await audit(tx, {
      action: 'stewardship-history',
      entity: 'contract',
      entityId: row.contractId,
      details: { action: body.stewardship_history.action },
    });
    return {
      contract_id: row.contractId,
      stewardship_history: {
        user_name: actorName(actor),
        user_email: actor.email,
        action: body.stewardship_history.action,
      },
    };
  });
}

/** The user's saved draft for a contract they may see. */
export async function readDraft(db: Db, actor: Actor, contractId: string) {
  await visibleOr404(db, actor, contractId);
  const row = await findDraft(db, actor.userId, contractId);
  return { contract_id: contractId, draft: row?.draft ?? null, modified: row ? row.modified.toISOString() : null };
}

export async function saveDraft(
  db: Db,
  actor: Actor,
  body: { contract_id: string; draft: Record<string, unknown> },
  audit: Auditor,
) {
  await visibleOr404(db, actor, body.contract_id);
  return db.transaction(async (tx) => {
    const now = new Date();
    await upsertDraft(tx, { userId: actor.userId, contractId: body.contract_id, draft: body.draft, modified: now });
    await audit(tx, {
      action: 'save-draft',
      entity: 'contract',
      entityId: body.contract_id,
    });
    return { contract_id: body.contract_id, draft: body.draft, modified: now.toISOString() };
  });
}
