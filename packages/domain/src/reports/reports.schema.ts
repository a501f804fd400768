import { z } from 'zod';
import { CONTRACT_STATES } from '../contracts/constants';
import { END_PRODUCT_TYPES } from '../production-plans/delivery-rows';
import { REPORT_LIMITS as L, REPORT_TYPES } from './messages';

/**
 * The wire contract of the reports (spec 3, §2, §3, §7, §9). Screens read JSON; downloads are made on
 * the server and streamed: GET /api/reports/export?report=…&format=xlsx|pdf&<the same filters>, so
 * an export reproduces exactly the filters of the screen (which live in the page's URL).
 * show-reports is required by every call.
 */

const currentYear = () => Math.min(Math.max(new Date().getFullYear(), L.firstYear), L.lastYear);
const search = z.string().trim().max(200).optional();

/** GET /api/reports/net-bushels */
export const netBushelsQuerySchema = z.object({
  year: z.coerce.number().int().min(L.firstYear).max(L.lastYear).default(currentYear),
  /** a company chosen by the company search (reseller, receiver or 3PO of the contract) */
  company_id: z.uuid().optional(),
  grower_name: search,
  /** the 16-digit new contract id, or part of it */
  contract_id: search,
  product: z.enum(END_PRODUCT_TYPES).default('grain'),
  limit: z.coerce.number().int().min(1).max(500).default(L.netBushelsPageSize),
  offset: z.coerce.number().int().min(0).default(0),
});
export type NetBushelsQuery = z.infer<typeof netBushelsQuerySchema>;

/** One contract's row: 13 monthly values from September of the year (year 2025: Sep-25 … Sep-26; month-columns.ts). */
export const netBushelsRowSchema = z.object({
  contract_id: z.uuid(),
  new_contract_id: z.string().nullable(),
  grower_name: z.string(),
  grain_receiver_name: z.string(),
  reseller_name: z.string().nullable(),
  contract_state: z.enum(CONTRACT_STATES).exclude(['voided']),
  /** committed units per delivery month */
  contracted: z.array(z.number()).length(13),
  /** the recorded harvest shared over the months like the inventory's (net-bushels.ts); 0 off the Grain tab */
  harvested: z.array(z.number()).length(13),
  /** net bushels delivered per month (scale tickets) */
  delivered: z.array(z.number()).length(13),
  net_total: z.number(),
});
export type NetBushelsRow = z.infer<typeof netBushelsRowSchema>;

export const netBushelsResponseSchema = z.object({
  year: z.number().int(),
  /** the 13 column labels, e.g. Sep-25 */
  months: z.array(z.string()).length(13),
  /** grain always; silage, earlage and high-moisture only when a commercial-feed contract exists */
  products: z.array(z.enum(END_PRODUCT_TYPES)),
  rows: z.array(netBushelsRowSchema),
  /** over every matching row, not only this page */
  totals: z.object({
    contracted: z.array(z.number()).length(13),
    harvested: z.array(z.number()).length(13),
    delivered: z.array(z.number()).length(13),
    net_total: z.number(),
  }),
  total_rows: z.number().int(),
});
export type NetBushelsResponse = z.infer<typeof netBushelsResponseSchema>;

/** GET /api/company-management/v1?get_companies_admin_details=true (reply items). */
export const companyAdminQuerySchema = z.object({ get_companies_admin_details: z.literal('true') });
export const companyAdminItemSchema = z.object({
  company_name: z.string(),
  sap_id: z.string().nullable(),
  first: z.string().nullable(),
  last: z.string().nullable(),
  email: z.string(),
  company_type: z.string(),
  enogen_dealer: z.boolean(),
  role_name: z.string(),
});
export type CompanyAdminItem = z.infer<typeof companyAdminItemSchema>;
export const companyAdminResponseSchema = z.object({ items: z.array(companyAdminItemSchema) });
export type CompanyAdminResponse = z.infer<typeof companyAdminResponseSchema>;

/** A production plan assigned to a program, as the Program report's plan picker names it. */
export const reportPlanSchema = z.object({
  production_plan_id: z.uuid(),
  company_name: z.string(),
  contract_year: z.number().int(),
  inventory_code: z.string(),
});
export type ReportPlan = z.infer<typeof reportPlanSchema>;
/**
 * GET /api/reports/programs (show-reports, not show-programs): the programs with their assigned plans
 * the user may see. Who reads every company sees every program; anyone else only the programs with a
 * plan of one of their companies, and only those plans.
 */
export const reportProgramsResponseSchema = z.object({
  programs: z.array(
    z.object({
      program_id: z.uuid(),
      program_name: z.string(),
      is_active: z.boolean(),
      production_plans: z.array(reportPlanSchema),
    }),
  ),
});
export type ReportPrograms = z.infer<typeof reportProgramsResponseSchema>;

/** The Program report's contracts: POST /api/search-by-production-plan with an optional status filter. */
export const programReportQuerySchema = z.object({
  program_id: z.uuid(),
  production_plan_id: z.uuid(),
  contract_state: z.enum(CONTRACT_STATES).optional(),
});
export type ProgramReportQuery = z.infer<typeof programReportQuerySchema>;

/** GET /api/reports/export: the report's own filters plus the format. */
const format = { format: z.enum(['xlsx', 'pdf']) };
export const reportExportQuerySchema = z.discriminatedUnion('report', [
  netBushelsQuerySchema.omit({ limit: true, offset: true }).extend({ report: z.literal('net-bushels'), ...format }),
  z.object({
    report: z.literal('company-admin'),
    sort: z
      .enum(['company_name', 'sap_id', 'first', 'last', 'email', 'company_type', 'enogen_dealer', 'role_name'])
      .optional(),
    order: z.enum(['asc', 'desc']).optional(),
    ...format,
  }),
  programReportQuerySchema.extend({ report: z.literal('program'), ...format }),
]);
export type ReportExportQuery = z.infer<typeof reportExportQuerySchema>;

export const reportTypeSchema = z.enum(REPORT_TYPES);
