import { SEARCH_GROUPS, type GlobalSearchParams, type GlobalSearchResult } from '@portal/domain';
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
  return searchGroups(db, queries, limit);
}) satisfies Service<SearchDeps, GlobalSearchParams, GlobalSearchResult>;
