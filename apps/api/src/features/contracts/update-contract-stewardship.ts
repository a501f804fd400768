import {
  canEditStewardship,
  diffChanges,
  TOTAL_ROW_ID,
  type ContractDetails,
  type ContractField,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { actorName, type Actor } from '../../plugins/actor';
import { forbidden } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { lockOr404, recordAction, visibleOr404 } from './contract-guards';
import type { ContractRow } from './contract-repository';
import { growerFieldsOf, isStewardOf, updateContract } from './contract-write-repository';
import { holdsAt, validationFailed } from './create-contract';
import type { ContractDeps } from './read-contracts';

const FOREIGN_FIELD = 'A field does not belong to the contract’s grower';

/**
 * Stewardship edits of a visible contract: whoever edits its activity (the domain's
 * canEditStewardship: its stewards, all-steward, admins), or create/amend-contract at its receiver or 3PO.
 */
async function mayEditStewardship(db: Db, actor: Actor, row: ContractRow): Promise<boolean> {
  if (holdsAt(actor, ['create-contract', 'amend-contract'], [row.grainReceiverId, row.thirdPartyOperatorId]))
    return true;
  return canEditStewardship(actor.access, await isStewardOf(db, row.contractId, actor.userId));
}

/** The fields of a contract by name, for the audit's old → new (the total row aside). */
const fieldNames = (fields: readonly ContractField[] | undefined) =>
  (fields ?? []).filter((f) => !f.is_total && f.field_id !== TOTAL_ROW_ID).map((f) => f.field_name || f.field_id);

/**
 * update-contract-fields: replaces contract_details.fields (e.g. the fields assigned after the
 * stewardship assign step) and records assign_fields_user_info. initial_fields, the display totals
 * and the committed units stay as signed.
 */
export const updateContractFields = (async ({ db }, { actor, audit }, body) => {
  const visible = await visibleOr404(db, actor, body.contract_id);
  if (!(await mayEditStewardship(db, actor, visible))) throw forbidden();
  const ids = body.fields.filter((f) => !f.is_total && f.field_id !== TOTAL_ROW_ID).map((f) => f.field_id);
  const uuids = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const own = await growerFieldsOf(db, body.contract_id, uuids);
  if (ids.length !== own.length) throw validationFailed([FOREIGN_FIELD]);
  return db.transaction(async (tx) => {
    const row = await lockOr404(tx, body.contract_id);
    const details = row.contractDetails as unknown as ContractDetails;
    const next = { ...details, initial_fields: details.initial_fields ?? details.fields, fields: body.fields };
    await updateContract(tx, row.contractId, { contractDetails: next, modified: new Date() });
    await recordAction(tx, row.contractId, 'assign_fields', actor);
    await audit(tx, {
      action: 'update-fields',
      entity: 'contract',
      entityId: row.contractId,
      details: {
        field_ids: ids,
        changes: diffChanges({ fields: fieldNames(details.fields) }, { fields: fieldNames(body.fields) }),
      },
    });
    return { contract_id: row.contractId, fields: body.fields };
  });
}) satisfies Service<ContractDeps, { contract_id: string; fields: ContractField[] }>;

/** contract-stewardship-history: one stewardship entry (action) with the acting user. */
export const addStewardshipHistory = (async ({ db }, { actor, audit }, body) => {
  const row = await visibleOr404(db, actor, body.contract_id);
  if (!(await mayEditStewardship(db, actor, row))) throw forbidden();
  return db.transaction(async (tx) => {
    await recordAction(tx, row.contractId, 'stewardship', actor, { action: body.stewardship_history.action });
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
}) satisfies Service<ContractDeps, { contract_id: string; stewardship_history: { action: string } }>;
