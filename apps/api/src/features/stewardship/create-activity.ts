import { canOpenStewardship } from '@portal/domain';
import { conflict, forbidden, notFound } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { ensureStewardshipActivity } from '../../services/stewardship-activity';
import { openActivity } from './activity-access';
import { refreshComplete } from './record-change';
import { findActivityOfContract, findContract, type StewardshipDeps } from './repository';

const COMPLETED = ['completed', 'amendment_completed'];
export const NOT_COMPLETED = 'Stewardship starts once the contract is completed.';

/**
 * POST /api/seed-stewardship/v1 (Record Stewardship): the contract's activity, created when missing
 * (an amendment takes over its original's). Idempotent: an existing activity is answered as is.
 */
export const createActivity = (async (deps, { actor, audit }, input) => {
  return deps.db.transaction(async (tx) => {
    const contract = await findContract(tx, input.contract_id);
    if (!contract || contract.deletedAt) throw notFound('Contract not found');
    const existing = await findActivityOfContract(tx, contract.contractId);
    if (existing) {
      await openActivity(tx, actor, existing.activityId);
      return { stewardship_activity_id: existing.activityId, created: false };
    }
    const companies = [contract.externalReferenceId, contract.grainReceiverId, contract.thirdPartyOperatorId];
    if (!canOpenStewardship(actor.access, companies, false)) throw forbidden();
    if (!COMPLETED.includes(contract.contractState)) throw conflict(NOT_COMPLETED);
    const { stewardshipActivityId, created } = await ensureStewardshipActivity(tx, contract.contractId);
    await refreshComplete(tx, stewardshipActivityId);
    await audit(tx, {
      action: 'create',
      entity: 'stewardship_activity',
      entityId: stewardshipActivityId,
      details: { contract_id: contract.contractId, created },
    });
    return { stewardship_activity_id: stewardshipActivityId, created };
  });
}) satisfies Service<StewardshipDeps, { contract_id: string }>;
