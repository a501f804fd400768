import { z } from 'zod';

/** Query shapes of the production plan calls. */

const exactlyOne = (keys: string[]) => (query: Record<string, unknown>) =>
  keys.filter((k) => query[k] !== undefined).length === 1;

/** GET /api/production-plan: by company, one plan, the children of a plan, or a receiver's parent candidates. */
export const planQuerySchema = z
  .object({
    company_id: z.uuid().optional(),
    production_plan_id: z.uuid().optional(),
    parent_production_plan_id: z.uuid().optional(),
    parent_company_id: z.uuid().optional(),
  })
  .refine(exactlyOne(['company_id', 'production_plan_id', 'parent_production_plan_id', 'parent_company_id']), {
    message: 'Give one of company_id, production_plan_id, parent_production_plan_id or parent_company_id',
  });
export type PlanQuery = z.infer<typeof planQuerySchema>;

/** GET /api/committed-unit: of a plan or of one contract. */
export const committedUnitQuerySchema = z
  .object({ production_plan_id: z.uuid().optional(), contract_id: z.uuid().optional() })
  .refine(exactlyOne(['production_plan_id', 'contract_id']), { message: 'Give production_plan_id or contract_id' });
export type CommittedUnitQuery = z.infer<typeof committedUnitQuerySchema>;

/** GET /api/inventory-code. */
export const inventoryCodeQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2200),
  company_id: z.uuid().optional(),
});
export type InventoryCodeQuery = z.infer<typeof inventoryCodeQuerySchema>;

/** GET /api/contract_year. */
export const contractYearQuerySchema = z.object({ company_id: z.uuid().optional() });
export type ContractYearQuery = z.infer<typeof contractYearQuerySchema>;

/** The largest page of GET /api/es-production-plan. */
export const PLAN_SEARCH_PAGE_MAX = 100;

/** GET /api/es-production-plan: the plan search, paged. */
export const planSearchQuerySchema = z.object({
  search: z.string().max(100).optional(),
  contract_year: z.coerce.number().int().optional(),
  company_type: z.string().max(30).optional(),
  parent_candidates: z.stringbool().optional(),
  limit: z.coerce.number().int().min(1).max(PLAN_SEARCH_PAGE_MAX).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export type PlanSearchQuery = z.infer<typeof planSearchQuerySchema>;

/** GET /api/template: the templates of a plan or a company, or one template. */
export const templateQuerySchema = z.object({
  production_plan_id: z.uuid().optional(),
  contract_template_id: z.uuid().optional(),
  external_reference_id: z.uuid().optional(),
  template_language: z.string().max(10).optional(),
  include_base64: z.stringbool().optional(),
});
export type TemplateQuery = z.infer<typeof templateQuerySchema>;

/** GET /api/template/:contract_template_id/pdf. */
export const templatePdfParamsSchema = z.object({ contract_template_id: z.uuid() });
