import { z } from 'zod';
import { deliveryMonthLabel, deliveryMonths } from './delivery-months';
import {
  END_PRODUCT_LABELS,
  END_PRODUCT_TYPES,
  isCompletedChildRow,
  isQualifyingDeliveryRow,
  PREMIUM_TYPES,
  rowKey,
  UNIT_TYPES,
} from './delivery-rows';
import { isValidPlanInventoryCode } from './inventory-code';
import { pdfFileProblem } from './pdf-file';

/** Texts of the production plan form (spec 3, §5 and §8), verbatim. */
export const PLAN_MESSAGES = {
  missingAph: 'Missing Aph Value',
  missingTotalAcres: 'Missing total acres Value',
  missingTotalBushels: 'Missing Total Bushels',
  missingInventoryCode: 'Please enter a Production Plan inventory code',
  invalidInventoryCode:
    'Please enter a Production Plan inventory code (It should be in capital letter, the length should be 6 and only contain alphabetical letters or numbers)',
  wrongFileFormat: 'Wrong file format, it should be PDF',
  fileTooLarge: 'PDF file size should be less than 5MB',
  missingLanguageFile: 'Missing PDF or wrong file format',
  missingContractType: 'Missing contract type',
  noFullDeliveryMonth: 'The delivery table must have at least one full delivery month',
  duplicateYear: 'Production plan already exists for this year',
  parentHasNoPlans: 'The selected grain receiver does not have any production plans.',
  parentMissingMonthlyUnits: "The selected grain receiver's production plan(s) is missing monthly units.",
  noCompletedDeliveryRow: 'Must have at least one completed delivery row.',
  missingLegalFile: 'Missing legal file.',
  created: 'Production plan created!',
  createFailed: 'Production plan creation failed.',
  templateFailed:
    'Production plan succeeded but the master agreement failed. This often happens when the file is larger than 5MB.',
} as const;

/** Texts the spec does not give; ours (docs/areas/contracts.md lists them). */
export const PLAN_OWN_MESSAGES = {
  missingContractYear: 'Please select a contract year',
  contractYearOutOfRange: 'The contract year must be the sales year, the year before or the year after',
  missingParent: 'Please select the parent grain receiver and its plan year',
  monthOutsidePlan: 'Delivery months must be within the 13 months from September of the contract year',
  duplicateDeliveryRow: 'Each delivery month appears once per end product type',
  /** Beside the spec's "at least one full delivery month": which month lacks what ("Oct-27 Grain", "units"). */
  halfDeliveryMonth: (month: string, missing: 'acres' | 'units') =>
    `${month}: enter the ${missing} too, so it is a full delivery month`,
  unsupportedLanguage: 'The company does not use this template language',
  duplicateLanguage: 'One master agreement per language',
  updated: 'Production plan updated!',
  /** The created toast's link to the new plan. */
  viewPlan: 'View plan',
} as const;

const amount = z.number().min(0).max(1e12).nullable();

export const deliveryLocationSchema = z.object({
  location_name: z.string().trim().max(200).optional(),
  location_address1: z.string().trim().max(200).optional(),
  location_address2: z.string().trim().max(200).optional(),
  location_city: z.string().trim().max(100).optional(),
  location_state: z.string().trim().max(100).optional(),
  location_zipcode: z.string().trim().max(20).optional(),
  location_country: z.string().trim().max(100).optional(),
});
export type DeliveryLocationInput = z.infer<typeof deliveryLocationSchema>;

export const monthlyUnitSchema = z.object({
  month: z.number().int().min(1).max(12),
  year: z.number().int().min(2000).max(2200),
  end_product_type: z.enum(END_PRODUCT_TYPES),
  available_acres: amount,
  available_units: amount,
  premium: amount.optional(),
  premium_type: z.enum(PREMIUM_TYPES).nullable().optional(),
  child_plan_acres: amount.optional(),
  child_plan_units: amount.optional(),
});

/** A master agreement file sent with the plan: one per company language. */
export const planTemplateFileSchema = z.object({
  template_language: z.string().min(1).max(10),
  template_name: z.string().trim().min(1).max(255),
  template_base64: z.string(),
});
export type PlanTemplateFile = z.infer<typeof planTemplateFileSchema>;

/** The id of the parent plan; the spec's payloads may carry the string 'null'. */
const parentId = z.preprocess((value) => (value === 'null' || value === '' ? null : value), z.uuid().nullable());

/**
 * The shape of a plan save (POST and PATCH /api/production-plan): everything the form sends.
 * Values may be empty here; productionPlanSaveSchema adds the rules and their messages.
 */
export const productionPlanBodySchema = z.object({
  company_id: z.uuid(),
  contract_year: z.number().int().min(2000).max(2200).nullable(),
  aph: z.number().min(0).max(1e6).nullable(),
  total_acres: amount,
  total_units: amount,
  inventory_code: z.string().trim().max(20),
  premium: amount.optional(),
  premium_type: z.enum(PREMIUM_TYPES).nullable().optional(),
  unit_type: z.enum(UNIT_TYPES).default('bushels'),
  parent_production_plan_id: parentId.optional(),
  production_plan_extra: z.object({
    contract_type_id: z.uuid().nullable(),
    contract_type_enum: z.string().nullable().optional(),
  }),
  delivery_location: deliveryLocationSchema.default({}),
  monthly_units: z.array(monthlyUnitSchema).max(13 * END_PRODUCT_TYPES.length),
  /** New or replacement master agreements; on edit the existing ones count. */
  templates: z.array(planTemplateFileSchema).max(5).default([]),
});
export type ProductionPlanBody = z.input<typeof productionPlanBodySchema>;
export type ProductionPlanInput = z.output<typeof productionPlanBodySchema>;

/** What the parent-plan choice looks like to the rules. */
export type ParentContext =
  /** the checkbox is on but no grain receiver and plan year are chosen */
  | { status: 'not-selected' }
  /** the chosen grain receiver has no production plans (or the id names none) */
  | { status: 'no-plans' }
  | { status: 'selected'; contract_year: number; monthly_unit_count: number; template_count: number };

/** What the rules need besides the plan itself; the form and the server build it from the same facts. */
export type PlanSaveContext = {
  /** The company's supported languages: one master agreement each. */
  companyLanguages: readonly string[];
  /** Languages that already have a template (edit): they count as files. */
  existingTemplateLanguages: readonly string[];
  /** The read-only code built from the contract year and the company (planInventoryCode). */
  expectedInventoryCode: string | null;
  /** Contract years of the company's other plans (the plan's own record excluded). */
  takenContractYears: readonly number[];
  /** Years the form offers: the sales year −1..+1, plus the plan's own year on edit. */
  allowedContractYears: readonly number[];
  /** Absent when the parent checkbox is off. */
  parent?: ParentContext;
};

export type PlanIssue = { path: (string | number)[]; message: string };

const nonzero = (value: number | null | undefined): value is number => typeof value === 'number' && value !== 0;

/** Which of acres and units a delivery row lacks when it has the other; null for a full or an empty row. */
function missingHalf(row: ProductionPlanInput['monthly_units'][number]): 'acres' | 'units' | null {
  const acres = nonzero(row.available_acres);
  const units = nonzero(row.available_units);
  if (acres === units) return null;
  return acres ? 'units' : 'acres';
}

/** Every rule of spec 3 §5 ('Production plan save' and the list below it), in form order. */
export function planRuleIssues(plan: ProductionPlanInput, context: PlanSaveContext): PlanIssue[] {
  const issues: PlanIssue[] = [];
  const add = (path: PlanIssue['path'], message: string) => issues.push({ path, message });

  if (plan.contract_year === null) add(['contract_year'], PLAN_OWN_MESSAGES.missingContractYear);
  else if (!context.allowedContractYears.includes(plan.contract_year))
    add(['contract_year'], PLAN_OWN_MESSAGES.contractYearOutOfRange);
  else if (context.takenContractYears.includes(plan.contract_year)) add(['contract_year'], PLAN_MESSAGES.duplicateYear);

  if (!nonzero(plan.aph) || !Number.isInteger(plan.aph)) add(['aph'], PLAN_MESSAGES.missingAph);
  if (!nonzero(plan.total_acres)) add(['total_acres'], PLAN_MESSAGES.missingTotalAcres);
  if (!nonzero(plan.total_units)) add(['total_units'], PLAN_MESSAGES.missingTotalBushels);

  if (!plan.inventory_code) add(['inventory_code'], PLAN_MESSAGES.missingInventoryCode);
  else if (
    !isValidPlanInventoryCode(plan.inventory_code, plan.contract_year) ||
    (context.expectedInventoryCode !== null && plan.inventory_code !== context.expectedInventoryCode)
  )
    add(['inventory_code'], PLAN_MESSAGES.invalidInventoryCode);

  if (!plan.production_plan_extra.contract_type_id)
    add(['production_plan_extra', 'contract_type_id'], PLAN_MESSAGES.missingContractType);

  issues.push(...templateIssues(plan.templates, context));
  issues.push(...deliveryIssues(plan, context));
  return issues;
}

function templateIssues(templates: readonly PlanTemplateFile[], context: PlanSaveContext): PlanIssue[] {
  const issues: PlanIssue[] = [];
  const good = new Set<string>();
  const seen = new Set<string>();
  templates.forEach((file, index) => {
    const path = ['templates', index, 'template_base64'];
    if (!context.companyLanguages.includes(file.template_language))
      issues.push({ path: ['templates', index, 'template_language'], message: PLAN_OWN_MESSAGES.unsupportedLanguage });
    else if (seen.has(file.template_language))
      issues.push({ path: ['templates', index, 'template_language'], message: PLAN_OWN_MESSAGES.duplicateLanguage });
    seen.add(file.template_language);
    const problem = pdfFileProblem(file.template_base64);
    if (problem === 'wrong-format') issues.push({ path, message: PLAN_MESSAGES.wrongFileFormat });
    else if (problem === 'too-large') issues.push({ path, message: PLAN_MESSAGES.fileTooLarge });
    else good.add(file.template_language);
  });
  for (const language of context.companyLanguages) {
    const sent = templates.some((file) => file.template_language === language);
    if (!good.has(language) && !(context.existingTemplateLanguages.includes(language) && !sent))
      issues.push({ path: ['templates', language], message: PLAN_MESSAGES.missingLanguageFile });
  }
  return issues;
}

function deliveryIssues(plan: ProductionPlanInput, context: PlanSaveContext): PlanIssue[] {
  const issues: PlanIssue[] = [];
  const hasParent = Boolean(plan.parent_production_plan_id) || context.parent !== undefined;
  if (plan.contract_year !== null) {
    const window = new Set(deliveryMonths(plan.contract_year).map((m) => `${m.month}/${m.year}`));
    const keys = new Set<string>();
    plan.monthly_units.forEach((row, index) => {
      if (!window.has(`${row.month}/${row.year}`))
        issues.push({ path: ['monthly_units', index], message: PLAN_OWN_MESSAGES.monthOutsidePlan });
      const key = rowKey(row.month, row.year, row.end_product_type);
      if (keys.has(key))
        issues.push({ path: ['monthly_units', index], message: PLAN_OWN_MESSAGES.duplicateDeliveryRow });
      keys.add(key);
    });
  }
  if (!plan.monthly_units.some((row) => isQualifyingDeliveryRow(row, hasParent))) {
    issues.push({ path: ['monthly_units'], message: PLAN_MESSAGES.noFullDeliveryMonth });
    // the spec's text names no month: each half-filled one is named on the value it lacks
    plan.monthly_units.forEach((row, index) => {
      const missing = missingHalf(row);
      if (!missing) return;
      const month = `${deliveryMonthLabel(row.month, row.year)} ${END_PRODUCT_LABELS[row.end_product_type]}`;
      issues.push({
        path: ['monthly_units', index, missing === 'acres' ? 'available_acres' : 'available_units'],
        message: PLAN_OWN_MESSAGES.halfDeliveryMonth(month, missing),
      });
    });
  }

  const parent = context.parent;
  if (parent?.status === 'not-selected')
    issues.push({ path: ['parent_production_plan_id'], message: PLAN_OWN_MESSAGES.missingParent });
  if (parent?.status === 'no-plans')
    issues.push({ path: ['parent_production_plan_id'], message: PLAN_MESSAGES.parentHasNoPlans });
  if (parent?.status === 'selected') {
    if (parent.monthly_unit_count === 0)
      issues.push({ path: ['parent_production_plan_id'], message: PLAN_MESSAGES.parentMissingMonthlyUnits });
    if (parent.template_count === 0)
      issues.push({ path: ['parent_production_plan_id'], message: PLAN_MESSAGES.missingLegalFile });
    if (!plan.monthly_units.some(isCompletedChildRow))
      issues.push({ path: ['monthly_units', 'child'], message: PLAN_MESSAGES.noCompletedDeliveryRow });
  }
  return issues;
}

/** The plan save schema: the body's shape plus every rule, for the form and for the server. */
export function productionPlanSaveSchema(context: PlanSaveContext) {
  return productionPlanBodySchema.superRefine((plan, ctx) => {
    for (const issue of planRuleIssues(plan, context))
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
}

export type PlanFieldError = { field: string; message: string };

/** Runs the save schema and lists each problem with its field path and spec message. */
export function validateProductionPlan(body: unknown, context: PlanSaveContext): PlanFieldError[] {
  const result = productionPlanSaveSchema(context).safeParse(body);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));
}

/** PATCH /api/production-plan: the same body and the plan's id. */
export const productionPlanPatchBodySchema = productionPlanBodySchema.extend({ production_plan_id: z.uuid() });

/** A base64 master agreement: the PDF signature and under 5 MB, with the spec's messages. */
export const pdfBase64Schema = z.string().superRefine((value, ctx) => {
  const problem = pdfFileProblem(value);
  if (problem === 'wrong-format') ctx.addIssue({ code: 'custom', message: PLAN_MESSAGES.wrongFileFormat });
  if (problem === 'too-large') ctx.addIssue({ code: 'custom', message: PLAN_MESSAGES.fileTooLarge });
});

/** POST /api/template (spec 3, §7): one master agreement for a plan and language. */
export const templateUploadSchema = z.object({
  contract_type_id: z.uuid().nullable().optional(),
  external_reference_id: z.uuid(),
  template_base64: pdfBase64Schema,
  template_name: z.string().trim().min(1).max(255),
  template_language: z.string().min(1).max(10),
  production_plan_id: z.uuid(),
});

/** PATCH /api/template: the template's id; the file is optional. */
export const templatePatchSchema = templateUploadSchema.extend({
  contract_template_id: z.uuid(),
  template_base64: pdfBase64Schema.optional(),
});
