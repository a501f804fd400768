import { z } from 'zod';
import { urlEnum, urlInteger, urlList, urlPage, urlText, SORT_ORDERS } from '../common/url-state';
import { CONTRACT_STATUSES } from './constants';
import { CONTRACT_SORTS, DEFAULT_LIST_STATES } from './contract.schema';

/**
 * The contracts dashboard's URL: the search (contract_search, shared with the company page's contracts),
 * the year and statuses, the sort and the page. An empty `status` is every status.
 */
export const contractsDashboardUrl = z.object({
  contract_search: urlText(),
  year: urlInteger(2000, 2200),
  status: urlList(CONTRACT_STATUSES, DEFAULT_LIST_STATES),
  sort: urlEnum(CONTRACT_SORTS, 'created'),
  order: urlEnum(SORT_ORDERS, 'desc'),
  page: urlPage(),
});
export type ContractsDashboardUrl = z.output<typeof contractsDashboardUrl>;

/** The company page's contracts card: its search and its own page number. */
export const companyContractsUrl = z.object({ contract_search: urlText(), contracts_page: urlPage() });
