import { z } from 'zod';
import { END_PRODUCT_TYPES, PREMIUM_TYPES, UNIT_TYPES } from './delivery-rows';

/** Response shapes of the production plan calls (documented at /api/docs). */

/** One delivery row of a plan: a month and an end product type. */
export const monthlyUnitViewSchema = z.object({
  month: z.number(),
  year: z.number(),
  end_product_type: z.enum(END_PRODUCT_TYPES),
  available_acres: z.number(),
  available_units: z.number(),
  premium: z.number().nullable(),
  premium_type: z.enum(PREMIUM_TYPES).nullable(),
  child_plan_acres: z.number().nullable(),
  child_plan_units: z.number().nullable(),
});
export type MonthlyUnit = z.infer<typeof monthlyUnitViewSchema>;

/** A master agreement of a plan; template_doc_link is where the browser reads the PDF. */
export const planTemplateSchema = z.object({
  contract_template_id: z.string(),
  contract_type_id: z.string().nullable(),
  external_reference_id: z.string(),
  production_plan_id: z.string().nullable(),
  template_name: z.string(),
  template_language: z.string(),
  modified: z.string(),
  contract_details_schema: z.unknown(),
  template_doc_link: z.string(),
  /** the version a PATCH /api/template sends back as If-Match (record-version.ts) */
  version: z.string(),
  /** Only when one template is read with include_base64=true. */
  template_base64: z.string().optional(),
});
export type PlanTemplate = z.infer<typeof planTemplateSchema>;

/** The plan's company, as the plan form needs it. */
export const planCompanySchema = z.object({
  company_id: z.string(),
  company_name: z.string(),
  company_type: z.string(),
  inventory_code: z.string().nullable(),
  supported_languages: z.array(z.string()),
});
export type PlanCompany = z.infer<typeof planCompanySchema>;

export const planSummarySchema = z.object({
  production_plan_id: z.string(),
  external_reference_id: z.string(),
  company_id: z.string(),
  company_name: z.string(),
  contract_year: z.number(),
  aph: z.number(),
  total_acres: z.number(),
  total_units: z.number(),
  total_child_acres: z.number().nullable(),
  total_child_units: z.number().nullable(),
  inventory_code: z.string(),
  premium: z.number().nullable(),
  premium_type: z.enum(PREMIUM_TYPES).nullable(),
  unit_type: z.enum(UNIT_TYPES),
  parent_production_plan_id: z.string().nullable(),
  production_plan_extra: z.object({
    contract_type_id: z.string().nullable(),
    contract_type_enum: z.string().nullable(),
  }),
  delivery_location: z.record(z.string(), z.string().optional()),
  created: z.string(),
  modified: z.string(),
  /** the version a save sends back as If-Match (record-version.ts): the plan with its monthly rows */
  version: z.string(),
  /** In a company's plan list. */
  template_count: z.number().optional(),
  monthly_units: z.array(monthlyUnitViewSchema).optional(),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

/** One plan with everything the view and edit pages show. */
export const planDetailSchema = planSummarySchema.extend({
  company: planCompanySchema,
  monthly_units: z.array(monthlyUnitViewSchema),
  templates: z.array(planTemplateSchema),
  parent: planSummarySchema
    .pick({ production_plan_id: true, company_id: true, company_name: true, contract_year: true })
    .nullable(),
});
export type PlanDetail = z.infer<typeof planDetailSchema>;

/** A delivery row as the parent picker sees it. */
export const parentMonthlyUnitSchema = monthlyUnitViewSchema.pick({
  month: true,
  year: true,
  end_product_type: true,
  available_acres: true,
  available_units: true,
});
export type ParentMonthlyUnit = z.infer<typeof parentMonthlyUnitSchema>;

/** A parent candidate (the parent picker): no premiums, totals or delivery location (another company's prices). */
export const parentCandidateSchema = planSummarySchema
  .pick({ production_plan_id: true, company_id: true, company_name: true, contract_year: true, inventory_code: true })
  .extend({
    template_count: z.number().optional(),
    monthly_units: z.array(parentMonthlyUnitSchema).optional(),
  });
export type ParentCandidate = z.infer<typeof parentCandidateSchema>;

/** GET /api/production-plan: one of its four answers (by company, one plan, children, parent candidates). */
export const planListResponseSchema = z.object({
  company: z.union([planCompanySchema, planCompanySchema.pick({ company_id: true, company_name: true })]).optional(),
  production_plan: planDetailSchema.optional(),
  production_plans: z.array(z.union([planSummarySchema, parentCandidateSchema])).optional(),
});
export type PlanListResponse = z.infer<typeof planListResponseSchema>;
/** GET /api/production-plan?production_plan_id= */
export type PlanDetailReply = PlanListResponse & { production_plan: PlanDetail };
/** GET /api/production-plan?company_id= */
export type CompanyPlansReply = PlanListResponse & { production_plans?: PlanSummary[] };
/** GET /api/production-plan?parent_company_id= */
export type ParentPlansReply = PlanListResponse & { production_plans: ParentCandidate[] };

/** POST and PATCH /api/production-plan. */
export const planSaveResponseSchema = z.object({
  production_plan_id: z.string(),
  company_name: z.string(),
  template_status: z.enum(['none', 'saved', 'failed']),
  /** the plan's new version (also the reply's ETag) */
  version: z.string(),
});
export type PlanSaveResponse = z.infer<typeof planSaveResponseSchema>;

/** Committed units summed per delivery type and month (of a plan or of one contract). */
export const committedUnitSchema = z.object({
  delivery_type: z.string(),
  delivery_month: z.number(),
  delivery_year: z.number(),
  contract_acres: z.number(),
  contract_units: z.number(),
  harvest_bushels: z.number(),
});
export type CommittedUnit = z.infer<typeof committedUnitSchema>;

export const committedUnitsResponseSchema = z.object({ committed_units: z.array(committedUnitSchema) });
export type CommittedUnitsResponse = z.infer<typeof committedUnitsResponseSchema>;

export const inventoryCodeViewSchema = z.object({
  inventory_code: z.string(),
  production_plan_id: z.string(),
  company_id: z.string(),
  company_name: z.string(),
  contract_year: z.number(),
});
export type InventoryCodeView = z.infer<typeof inventoryCodeViewSchema>;

export const inventoryCodesResponseSchema = z.object({ inventory_codes: z.array(inventoryCodeViewSchema) });

export const contractYearsResponseSchema = z.object({ contract_years: z.array(z.number()) });

/** GET /api/es-production-plan: a page of plans (picker fields only with parent_candidates). */
export const planSearchResponseSchema = z.object({
  items: z.array(z.union([planSummarySchema, parentCandidateSchema])),
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
});
export type PlanSearchResponse = z.infer<typeof planSearchResponseSchema>;
/** GET /api/es-production-plan?parent_candidates=true */
export type ParentPlanSearchReply = PlanSearchResponse & { items: ParentCandidate[] };

export const contractTypeOptionSchema = z.object({ contract_type_id: z.string(), contract_type_name: z.string() });
export type ContractTypeOption = z.infer<typeof contractTypeOptionSchema>;

export const contractTypesResponseSchema = z.object({ contract_types: z.array(contractTypeOptionSchema) });
export type ContractTypesResponse = z.infer<typeof contractTypesResponseSchema>;

export const templatesResponseSchema = z.object({ templates: z.array(planTemplateSchema) });
export type TemplatesResponse = z.infer<typeof templatesResponseSchema>;
