import { allocateInventory, type ContractInventory } from '@portal/domain';
import { notFound } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { inventoryFigures } from './contract-repository';
import { isCompanyVisible, type TicketDeps } from './repository';
import { requireVisiblePlan } from './ticket-access';

/**
 * The inventory per contract and delivery month (spec 3, §9) of one contract or of a plan's
 * deliverable contracts: the recorded harvest, the net ticket quantities and the committed units
 * go through the domain's allocation.
 */
export const readInventory = (async (deps, { actor }, by) => {
  return deps.db.transaction(async (tx) => {
    if (by.production_plan_id) await requireVisiblePlan(tx, actor, by.production_plan_id);
    const figures = await inventoryFigures(tx, { contractId: by.contract_id, planId: by.production_plan_id });
    // Whatever ids were combined, every contract returned is checked at its own plan's company.
    for (const companyId of new Set(figures.map((c) => c.external_reference_id))) {
      if (!(await isCompanyVisible(tx, actor, companyId))) throw notFound('Contract not found');
    }
    return {
      contracts: figures.map((c) => ({
        contract_id: c.contract_id,
        new_contract_id: c.new_contract_id,
        grower_name: c.grower_name,
        production_plan_id: c.production_plan_id,
        external_reference_id: c.external_reference_id,
        ...allocateInventory({
          contractYear: c.contract_year,
          totalHarvest: c.total_harvest,
          committed: c.committed,
          deliveredTotal: c.delivered_total,
        }),
      })),
    };
  });
}) satisfies Service<
  TicketDeps,
  { contract_id?: string; production_plan_id?: string },
  { contracts: ContractInventory[] }
>;
