import {
  contractStatus,
  SEARCH_GROUPS,
  type ContractState,
  type GlobalSearchParams,
  type GlobalSearchResult,
} from '@portal/domain';
import { visibleCompanies } from '../../services/company-scope';
import { visibleContracts } from '../../services/contract-visibility';
import type { Service } from '../../services/service';
import {
  searchCompanies,
  searchContracts,
  searchGroups,
  searchScaleTickets,
  searchUsers,
  type GroupName,
  type GroupQuery,
  type SearchDeps,
} from './repository';

/**
 * The global search (spec 2, §2 and §7) over users, companies, contracts and scale tickets, each
 * group scoped to what the actor may see, one limited query each, run together in one statement.
 */
export const globalSearch = (async ({ db }, { actor }, query) => {
  const { global_search: term, types, year, contract_status, limit, offset } = query;
  const wanted = new Set(types ?? SEARCH_GROUPS);
  const pageOf = { limit, offset };
  const companyScope = visibleCompanies(actor);
  const queries: Partial<Record<GroupName, GroupQuery | null>> = {};
  if (wanted.has('users')) queries.users = searchUsers(actor, term, pageOf);
  if (wanted.has('companies')) queries.companies = searchCompanies(companyScope, term, pageOf);
  if (wanted.has('contracts')) {
    queries.contracts = searchContracts(visibleContracts(actor), term, { year, contract_status }, pageOf);
  }
  if (wanted.has('scale_tickets')) queries.scale_tickets = searchScaleTickets(companyScope, term, { year }, pageOf);
  const { contracts, ...others } = await searchGroups(db, queries, limit);
  if (!contracts) return others;
  // A contract shows its display status (Denied while a decline stands), as on the dashboard.
  const items = contracts.items.map(({ declined, ...hit }) => ({
    ...hit,
    contract_status: contractStatus(hit.contract_state as ContractState, declined),
  }));
  return { ...others, contracts: { ...contracts, items } };
}) satisfies Service<SearchDeps, GlobalSearchParams, GlobalSearchResult>;
