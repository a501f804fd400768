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
export type GlobalSearchParams = z.output<typeof globalSearchQuery>;

const text = z.string().nullable();

export const globalUserHitSchema = z.object({
  user_id: z.string(),
  first: text,
  last: text,
  email: z.string(),
  /** A company of the user's the searcher may read users of (null: a platform-wide admin). */
  company_id: text,
  company_name: text,
});
export type GlobalUserHit = z.infer<typeof globalUserHitSchema>;

export const globalCompanyHitSchema = z.object({
  company_id: z.string(),
  company_name: z.string(),
  company_type: z.string(),
  sap_id: text,
  city: text,
  state: text,
});
export type GlobalCompanyHit = z.infer<typeof globalCompanyHitSchema>;

export const globalContractHitSchema = z.object({
  contract_id: z.string(),
  company_id: z.string(),
  new_contract_id: z.string(),
  grower_name: z.string(),
  contract_year: z.number(),
  contract_state: z.string(),
  /** the state, or Denied while a signer's decline stands (contractStatus) */
  contract_status: z.string(),
  contract_type: z.string(),
  reseller: text,
});
export type GlobalContractHit = z.infer<typeof globalContractHitSchema>;

export const globalScaleTicketHitSchema = z.object({
  scale_ticket_id: z.string(),
  scale_ticket_number: z.string(),
  scale_ticket_date: z.string(),
  grower_name: z.string(),
  company_id: z.string(),
  company_name: z.string(),
  /** The contract year of the ticket's production plan (the scale tickets page's year). */
  year: z.number(),
});
export type GlobalScaleTicketHit = z.infer<typeof globalScaleTicketHitSchema>;

const group = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), has_more: z.boolean() });

/** The reply of GET /api/search: one entry per group asked for. */
export const globalSearchResponse = z.object({
  users: group(globalUserHitSchema).optional(),
  companies: group(globalCompanyHitSchema).optional(),
  contracts: group(globalContractHitSchema).optional(),
  scale_tickets: group(globalScaleTicketHitSchema).optional(),
});
export type GlobalSearchResult = z.infer<typeof globalSearchResponse>;
