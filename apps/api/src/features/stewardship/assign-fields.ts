import { dataLossMessage, fieldsLosingData, type ActivityView, type AssignFields } from '@portal/domain';
import { actorName } from '../../plugins/actor';
import { appError, notFound } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { editActivity } from './activity-access';
import { invalid, recordChange, sectionBefore } from './record-change';
import {
  addContractHistory,
  assignActivityFields,
  assignedFieldRecords,
  findActivityOfContract,
  findContract,
  growerFieldIds,
  lockActivity,
  setContractDetails,
  type StewardshipDeps,
} from './repository';

export const NOT_GROWERS_FIELD = 'A field does not belong to the contract’s grower.';

/**
 * POST /api/stewardship/assign-fields: the contract's Enogen fields, in one transaction both in
 * contract_details.fields (initial_fields keep the signed ones, as update-contract-fields does) and
 * in the activity's fields (new ones added, kept ones updated with their data, others removed
 * unless lost). Every field must be the contract's grower's; a missing boundary becomes 0,0.
 * Removing a field that holds recorded data is refused (409) unless `confirm_data_loss` says the
 * user was told what it deletes.
 */
export const assignFields = (async (deps, { actor, audit }, input) => {
  return deps.db.transaction(async (tx) => {
    const activity = await findActivityOfContract(tx, input.contract_id);
    if (!activity) throw notFound('Stewardship activity not found');
    const { context } = await editActivity(tx, actor, activity.activityId);
    await lockActivity(tx, context.activityId);
    const before = await sectionBefore(tx, context.activityId);
    const ids = input.fields.map((f) => f.field_id);
    if (new Set(ids).size !== ids.length) throw invalid('A field is listed twice.');
    const own = await growerFieldIds(tx, context.growerId, ids);
    if (own.length !== ids.length) throw invalid(NOT_GROWERS_FIELD);
    // Removing a field deletes its recorded data: only once the user was told and went on.
    const losses = fieldsLosingData(await assignedFieldRecords(tx, context.activityId), ids);
    if (losses.length && !input.confirm_data_loss)
      throw appError('data_loss_unconfirmed', dataLossMessage(losses), losses);

    const assigned = input.fields.map((f) => {
      const point = f.latitude == null || f.longitude == null ? { latitude: 0, longitude: 0 } : {};
      return { ...f, ...point, is_total: false as const };
    });
    const contract = (await findContract(tx, context.contractId))!;
    const details = contract.contractDetails as { fields?: unknown; initial_fields?: unknown };
    await setContractDetails(tx, contract.contractId, {
      ...details,
      initial_fields: details.initial_fields ?? details.fields ?? [],
      fields: assigned,
    });
    await assignActivityFields(
      tx,
      context.activityId,
      assigned.map((f) => ({
        fieldId: f.field_id,
        fieldName: f.field_name,
        acres: f.acres,
        borderRows: f.border_rows,
      })),
    );
    await addContractHistory(tx, contract.contractId, 'assign_fields', {
      userId: actor.userId,
      userName: actorName(actor),
      userEmail: actor.email,
    });
    return recordChange(tx, actor, audit, {
      activityId: context.activityId,
      action: 'assign-fields',
      history: false,
      details: { contract_id: contract.contractId, field_ids: ids },
      section: 'fields',
      before,
    });
  });
}) satisfies Service<StewardshipDeps, AssignFields, ActivityView>;
