import { z } from 'zod';
import { COMPANY_PAGE_SIZE } from '../common/constants';
import { SORT_ORDERS } from '../common/url-state';
import { searchTermMessage, searchTermSchema } from '../search/search-term.schema';
import { COMPANY_LIST_LIMIT_MAX, COMPANY_SEARCH_LIMIT, SEARCH_COMPANY_TYPES } from './company.schema';

const flag = z.stringbool().optional();

/**
 * The columns the company list sorts by (each then by name and id). Name is read in the order of
 * companies_live_name_idx; type and SAP ID sort the visible companies (a programme has thousands, not
 * the contracts' hundred thousand).
 */
export const COMPANY_SORTS = ['company_name', 'company_type', 'sap_id'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];

/** GET /api/company-management/v1: one company (company_id or sap_id), the admin report, or a page of the list. */
export const companyGetQuery = z.object({
  /** By name by default. */
  sort: z.enum(COMPANY_SORTS, 'Unknown sort column').default('company_name'),
  order: z.enum(SORT_ORDERS, 'Unknown sort order').default('asc'),
  company_id: z.uuid().optional(),
  sap_id: z.string().trim().min(1).max(40).optional(),
  limit: z.coerce.number().int().min(1).max(COMPANY_LIST_LIMIT_MAX).default(COMPANY_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).optional(),
  /** The spec's alias of offset. */
  skip: z.coerce.number().int().min(0).optional(),
  search: searchTermSchema().optional(),
  get_enogen_dealer_only: flag,
  get_companies_admin_details: flag,
});
export type CompanyGetQuery = z.output<typeof companyGetQuery>;

/** DELETE /api/company-management/v1 */
export const companyDeleteQuery = z.object({ company_id: z.uuid() });

/** GET /api/company-search: a name or SAP id, or one or several company types. */
export const companySearchQuery = z
  .object({
    search_name: searchTermSchema().optional(),
    limit: z.coerce.number().int().min(1).max(COMPANY_SEARCH_LIMIT).optional(),
    get_enogen_dealer_only: flag,
    /** Only resellers that may be a new contract's reseller (Enogen dealers, or allowing Non Enogen Contracts). */
    contract_reseller: flag,
    /** One type or several, comma-separated (reseller; grain-receiver, 3PO, distributor, syngenta). */
    'company-type': z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(SEARCH_COMPANY_TYPES, 'Unknown company type')).min(1))
      .optional(),
  })
  .refine((query) => query.search_name || query['company-type'], {
    path: ['search_name'],
    message: searchTermMessage(),
  });
export type CompanySearchQuery = z.output<typeof companySearchQuery>;

/** POST /api/salesforce-sync-companies */
export const companySyncSchema = z.object({
  sapIds: z.array(z.string().trim().min(1).max(40)).min(1, 'Please provide at least one SAP ID').max(100),
});
export type CompanySync = z.output<typeof companySyncSchema>;

/** GET /api/link: the companies linked to one. */
export const linkedCompaniesQuery = z.object({ company_id: z.uuid() });

/** DELETE /api/link */
export const unlinkCompaniesQuery = z.object({ company_id_1: z.uuid(), company_id_2: z.uuid() });
