import { companiesWith, type TransferContractsQuery } from '@portal/domain';
import type { Service } from '../../services/service';
import { planContracts, searchTransferContracts } from './contract-repository';
import type { TicketDeps } from './repository';
import { requireVisiblePlan } from './ticket-access';

/** The growers a ticket of the plan may name: its completed and amendment_completed contracts. */
export const readPlanGrowers = (async (deps, { actor }, planId) => {
  return deps.db.transaction(async (tx) => {
    await requireVisiblePlan(tx, actor, planId);
    return { contracts: await planContracts(tx, planId) };
  });
}) satisfies Service<TicketDeps, string>;

/**
 * The unplanned-transfer search (spec 3, §5): deliverable contracts of the year, by grower name,
 * new contract id (prefix) or grower SAP id, only in plans of companies where the actor holds
 * adjust-inventory (a receiver moves grain between contracts of its own plans).
 */
export const readTransferContracts = (async (deps, { actor }, query) => {
  const companyIds = companiesWith(actor.access, ['adjust-inventory']);
  if (companyIds && !companyIds.length) return { contracts: [] };
  return { contracts: await searchTransferContracts(deps.db, { ...query, companyIds }) };
}) satisfies Service<TicketDeps, TransferContractsQuery>;
