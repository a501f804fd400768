import { z } from 'zod';
import { companyAdminResponseSchema } from '../reports/reports.schema';

const text = z.string().nullable();

export const companyDetailViewSchema = z.object({
  detail_id: z.string(),
  details_name: z.string(),
  details_value: z.string(),
});
export type CompanyDetail = z.infer<typeof companyDetailViewSchema>;

/** One company with its details (GET /api/company-management/v1?company_id= or sap_id=). */
export const companySchema = z.object({
  company_id: z.string(),
  company_name: z.string(),
  company_type: z.string(),
  country: z.string(),
  address1: text,
  address2: text,
  city: text,
  state: text,
  zipcode: text,
  phone: text,
  sap_id: text,
  salesforce_id: text,
  inventory_code: text,
  supported_languages: z.array(z.string()),
  allow_non_enogen_contracts: z.boolean(),
  enogen_dealer: z.boolean(),
  external_reference_id: text,
  details: z.array(companyDetailViewSchema),
  /** the version an edit sends back as If-Match (record-version.ts): the company with its details */
  version: z.string(),
});
export type Company = z.infer<typeof companySchema>;

/** What every company reply carries (one company, a search row, a linked company): a picker's option. */
export const companyLiteSchema = companySchema
  .pick({ company_id: true, company_name: true, company_type: true, sap_id: true })
  .extend({ supported_languages: companySchema.shape.supported_languages.optional() });
export type CompanyLite = z.infer<typeof companyLiteSchema>;

/** A row of the company list and of company search. */
export const companyListItemSchema = companySchema.pick({
  company_id: true,
  company_name: true,
  company_type: true,
  country: true,
  city: true,
  state: true,
  phone: true,
  sap_id: true,
  inventory_code: true,
  enogen_dealer: true,
});
export type CompanyListItem = z.infer<typeof companyListItemSchema>;

export const companyPageSchema = z.object({
  items: z.array(companyListItemSchema),
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
});
export type CompanyPage = z.infer<typeof companyPageSchema>;

/** The company_id (or sap_id) read of GET /api/company-management/v1, and PATCH's reply. */
export const companyReply = z.object({ data: companySchema });
export type CompanyReply = z.infer<typeof companyReply>;
/** The list read of GET /api/company-management/v1. */
export const companyPageReply = z.object({ data: companyPageSchema });
export type CompanyPageReply = z.infer<typeof companyPageReply>;
/** POST and DELETE /api/company-management/v1: the company's id. */
export const companyIdReply = z.object({ data: z.object({ company_id: z.string() }) });
export type CompanyIdReply = z.infer<typeof companyIdReply>;
/**
 * GET /api/company-management/v1: one company or a page of the list as { data }; with
 * get_companies_admin_details=true the company admin report as { items } (reports.schema.ts).
 */
export const companyGetResponse = z.union([companyReply, companyPageReply, companyAdminResponseSchema]);

/** GET /api/company-search */
export const companySearchResponse = z.object({ data: z.object({ items: z.array(companyListItemSchema) }) });
export type CompanySearchResponse = z.infer<typeof companySearchResponse>;

/** A company linked to another (GET /api/link?company_id=). */
export const linkedCompanySchema = companySchema
  .pick({
    company_id: true,
    company_name: true,
    company_type: true,
    city: true,
    state: true,
    sap_id: true,
    // The contract page offers a linked reseller only when it may contract (mayContractAsReseller).
    enogen_dealer: true,
    allow_non_enogen_contracts: true,
  })
  .extend({ link_id: z.string() });
export type LinkedCompany = z.infer<typeof linkedCompanySchema>;

/** GET /api/link */
export const linkedCompaniesResponse = z.object({ data: z.object({ items: z.array(linkedCompanySchema) }) });
export type LinkedCompaniesResponse = z.infer<typeof linkedCompaniesResponse>;
/** POST /api/link */
export const companiesLinkedReply = z.object({
  data: z.object({ link_id: z.string(), company_id_1: z.string(), company_id_2: z.string() }),
});
export type CompaniesLinkedReply = z.infer<typeof companiesLinkedReply>;
/** DELETE /api/link */
export const companiesUnlinkedReply = z.object({
  data: z.object({ company_id_1: z.string(), company_id_2: z.string() }),
});
export type CompaniesUnlinkedReply = z.infer<typeof companiesUnlinkedReply>;

/** One company's outcome of POST /api/salesforce-sync-companies. */
export const companySyncResultSchema = z.object({
  sap_id: z.string(),
  company_id: z.string(),
  ok: z.boolean(),
  status_code: z.number().nullable(),
  attempts: z.number(),
});
export type CompanySyncResult = z.infer<typeof companySyncResultSchema>;
export const companySyncReply = z.object({ data: z.object({ results: z.array(companySyncResultSchema) }) });
export type CompanySyncReply = z.infer<typeof companySyncReply>;
