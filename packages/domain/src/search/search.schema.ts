import { z } from 'zod';
import { CONTRACT_STATES } from '../contracts/constants';
import { searchTermSchema } from './search-term.schema';

/** The groups of the global search (/search), in the order the page shows them. */
export const SEARCH_GROUPS = ['users', 'companies', 'contracts', 'scale_tickets'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

export const SEARCH_GROUP_LABELS: Record<SearchGroup, string> = {
  users: 'Users',
  companies: 'Companies',
  contracts: 'Contracts',
  scale_tickets: 'Scale Ticket',
};

/** Company and user search limit (spec 2, §9); each group answers at most this many rows. */
export const GLOBAL_SEARCH_LIMIT_MAX = 1000;
export const GLOBAL_SEARCH_LIMIT = 100;
/** The page gives up on a slower reply and offers the Search button again. */
export const GLOBAL_SEARCH_TIMEOUT_MS = 10_000;

export const SEARCH_TEXTS = {
  searching: 'Searching...',
  noResults: 'No results',
  timeout: 'Timeout, please click on search button',
} as const;

const commaList = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values, message)).min(1, message));

/** GET /api/search: the term, the groups wanted and the contract filters. */
export const globalSearchQuery = z.object({
  global_search: searchTermSchema(),
  types: commaList(SEARCH_GROUPS, 'Unknown search type').optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  contract_status: commaList(CONTRACT_STATES, 'Unknown contract status').optional(),
  limit: z.coerce.number().int().min(1).max(GLOBAL_SEARCH_LIMIT_MAX).default(GLOBAL_SEARCH_LIMIT),
  offset: z.coerce.number().int().min(0).default(0),
});
export type GlobalSearchQuery = z.input<typeof globalSearchQuery>;

export type GlobalUserHit = {
  user_id: string;
  first: string | null;
  last: string | null;
  email: string;
  /** A company of the user's the searcher may read users of (null: a platform-wide admin). */
  company_id: string | null;
  company_name: string | null;
};
export type GlobalCompanyHit = {
  company_id: string;
  company_name: string;
  company_type: string;
  sap_id: string | null;
  city: string | null;
  state: string | null;
};
export type GlobalContractHit = {
  contract_id: string;
  company_id: string;
  new_contract_id: string;
  grower_name: string;
  contract_year: number;
  contract_state: string;
  contract_type: string;
  reseller: string | null;
};
export type GlobalScaleTicketHit = {
  scale_ticket_id: string;
  scale_ticket_number: string;
  scale_ticket_date: string;
  grower_name: string;
  company_id: string;
  company_name: string;
  /** The contract year of the ticket's production plan (the scale tickets page's year). */
  year: number;
};

type Group<T> = { items: T[]; has_more: boolean };
/** The reply: one entry per group asked for. */
export type GlobalSearchResult = {
  users?: Group<GlobalUserHit>;
  companies?: Group<GlobalCompanyHit>;
  contracts?: Group<GlobalContractHit>;
  scale_tickets?: Group<GlobalScaleTicketHit>;
};
