import { END_PRODUCT_TYPES, PREMIUM_TYPES, UNIT_TYPES } from '@portal/domain';
import { z } from 'zod';

/** Reply shapes of the production plan calls (documented at /api/docs). */
export const monthlyUnitReply = z.object({
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

export const templateReply = z.object({
  contract_template_id: z.string(),
  contract_type_id: z.string().nullable(),
  external_reference_id: z.string(),
  production_plan_id: z.string().nullable(),
  template_name: z.string(),
  template_language: z.string(),
  modified: z.string(),
  contract_details_schema: z.unknown(),
  template_doc_link: z.string(),
  template_base64: z.string().optional(),
});

export const planCompanyReply = z.object({
  company_id: z.string(),
  company_name: z.string(),
  company_type: z.string(),
  inventory_code: z.string().nullable(),
  supported_languages: z.array(z.string()),
});

export const planSummaryReply = z.object({
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
  template_count: z.number().optional(),
  monthly_units: z.array(monthlyUnitReply).optional(),
});

export const planDetailReply = planSummaryReply.extend({
  company: planCompanyReply,
  monthly_units: z.array(monthlyUnitReply),
  templates: z.array(templateReply),
  parent: planSummaryReply
    .pick({ production_plan_id: true, company_id: true, company_name: true, contract_year: true })
    .nullable(),
});

/** A parent candidate (the parent picker): no premiums, totals or delivery location (L-2). */
export const parentCandidateReply = planSummaryReply
  .pick({ production_plan_id: true, company_id: true, company_name: true, contract_year: true, inventory_code: true })
  .extend({
    template_count: z.number().optional(),
    monthly_units: z
      .array(
        monthlyUnitReply.pick({
          month: true,
          year: true,
          end_product_type: true,
          available_acres: true,
          available_units: true,
        }),
      )
      .optional(),
  });

export const planListReply = z.object({
  company: z.union([planCompanyReply, planCompanyReply.pick({ company_id: true, company_name: true })]).optional(),
  production_plan: planDetailReply.optional(),
  production_plans: z.array(z.union([planSummaryReply, parentCandidateReply])).optional(),
});

export const saveReply = z.object({
  production_plan_id: z.string(),
  company_name: z.string(),
  template_status: z.enum(['none', 'saved', 'failed']),
});

export const committedUnitReply = z.object({
  delivery_type: z.string(),
  delivery_month: z.number(),
  delivery_year: z.number(),
  contract_acres: z.number(),
  contract_units: z.number(),
  harvest_bushels: z.number(),
});
