import {
  checkAccess,
  companiesWith,
  type MonthlyUnit,
  type PermissionCode,
  type PlanQuery,
  type PlanSummary,
} from '@portal/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { badRequest, forbidden, notFound } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { canReadCompany, linkedTo, readableCompanyIds } from './plan-access';
import {
  childPlanRows,
  isVisibleContract,
  planContractYears,
  plansOfCompanyRows,
  plansOfYear,
  searchPlanRows,
  templateCounts,
  templatesMatching,
} from './plan-list-repository';
import {
  committedUnitsBy,
  findCompany,
  findPlan,
  listContractTypes,
  monthlyUnitsOf,
  templatesOfPlans,
  withoutFileKey,
} from './plan-repository';
import type { PlanDeps } from './save-plan';

/** A company's plan list is short (one plan per contract year); this caps it all the same. */
export const COMPANY_PLAN_LIMIT = 100;
export const PLAN_CREATOR_CODES: readonly PermissionCode[] = ['create-production-plan', 'update-production-plan'];

async function requireReadable(db: Db, actor: Actor, companyId: string) {
  if (!(await canReadCompany(db, actor, companyId))) throw forbidden();
}

async function withCounts(db: Db, plans: PlanSummary[]) {
  const counts = await templateCounts(
    db,
    plans.map((p) => p.production_plan_id),
  );
  return plans.map((plan) => ({ ...plan, template_count: counts.get(plan.production_plan_id) ?? 0 }));
}

/** GET /api/production-plan?company_id: the company (for the form) and its plans, newest year first. */
export async function plansOfCompany(db: Db, actor: Actor, companyId: string) {
  const company = await findCompany(db, companyId);
  if (!company) throw notFound('Company not found');
  await requireReadable(db, actor, companyId);
  const plans = await plansOfCompanyRows(db, companyId, COMPANY_PLAN_LIMIT);
  return { company, production_plans: await withCounts(db, plans) };
}

/** GET /api/production-plan?production_plan_id: everything the view and edit pages show. */
export async function planDetail(db: Db, actor: Actor, planId: string) {
  const plan = await findPlan(db, planId);
  if (!plan) throw notFound('Production plan not found');
  await requireReadable(db, actor, plan.company_id);
  const [company, rows, templates, parent] = await Promise.all([
    findCompany(db, plan.company_id),
    monthlyUnitsOf(db, [planId]),
    templatesOfPlans(db, [planId]),
    plan.parent_production_plan_id ? findPlan(db, plan.parent_production_plan_id) : Promise.resolve(null),
  ]);
  return {
    production_plan: {
      ...plan,
      company: company!,
      monthly_units: rows.get(planId) ?? [],
      templates: templates.map(withoutFileKey),
      parent: parent
        ? {
            production_plan_id: parent.production_plan_id,
            company_id: parent.company_id,
            company_name: parent.company_name,
            contract_year: parent.contract_year,
          }
        : null,
    },
  };
}

/** GET /api/production-plan: whichever of the four reads the query names. */
export const readPlans = (async ({ db }, { actor }, query) => {
  if (query.production_plan_id) return planDetail(db, actor, query.production_plan_id);
  if (query.parent_production_plan_id) return childrenOf(db, actor, query.parent_production_plan_id);
  if (query.parent_company_id) return parentCandidates(db, actor, query.parent_company_id);
  return plansOfCompany(db, actor, query.company_id!);
}) satisfies Service<PlanDeps, PlanQuery>;

/** GET /api/type: the contract types, by name. */
export const readContractTypes = (async ({ db }, _ctx) => {
  return { contract_types: await listContractTypes(db) };
}) satisfies Service<PlanDeps>;

/** GET /api/production-plan?parent_production_plan_id: the plans drawing on a parent plan. */
export async function childrenOf(db: Db, actor: Actor, parentPlanId: string) {
  const parent = await findPlan(db, parentPlanId);
  if (!parent) throw notFound('Production plan not found');
  await requireReadable(db, actor, parent.company_id);
  const plans = await childPlanRows(db, parentPlanId, COMPANY_PLAN_LIMIT);
  return { production_plans: plans };
}

/**
 * The grain receivers whose plans the actor may pick as parents: those linked to a company
 * where the actor creates or edits plans (null: every one, for admins). A parent needs that link.
 */
async function parentCompanyScope(db: Db, actor: Actor): Promise<string[] | null> {
  const own = companiesWith(actor.access, PLAN_CREATOR_CODES);
  return own === null ? null : linkedTo(db, own);
}

/** What the parent picker needs of a plan: no premiums, totals or delivery location (another company's prices). */
function pickerPlan(plan: PlanSummary) {
  const { production_plan_id, company_id, company_name, contract_year, inventory_code } = plan;
  return { production_plan_id, company_id, company_name, contract_year, inventory_code };
}
const pickerRow = ({ month, year, end_product_type, available_acres, available_units }: MonthlyUnit) => ({
  month,
  year,
  end_product_type,
  available_acres,
  available_units,
});

/**
 * GET /api/production-plan?parent_company_id: a linked grain receiver's plans as parent candidates,
 * with their monthly availability and template counts (the parent-selection rules), for users who
 * create or edit plans.
 */
export async function parentCandidates(db: Db, actor: Actor, parentCompanyId: string) {
  if (checkAccess(actor.access, 'ANY', PLAN_CREATOR_CODES) !== 'success') throw forbidden();
  const company = await findCompany(db, parentCompanyId);
  if (!company || company.company_type !== 'grain-receiver') throw notFound('Grain receiver not found');
  const scope = await parentCompanyScope(db, actor);
  if (scope && !scope.includes(parentCompanyId)) throw forbidden();
  const plans = await withCounts(db, await plansOfCompanyRows(db, parentCompanyId, COMPANY_PLAN_LIMIT));
  const rows = await monthlyUnitsOf(
    db,
    plans.map((p) => p.production_plan_id),
  );
  return {
    company: { company_id: company.company_id, company_name: company.company_name },
    production_plans: plans.map((plan) => ({
      ...pickerPlan(plan),
      template_count: plan.template_count,
      monthly_units: (rows.get(plan.production_plan_id) ?? []).map(pickerRow),
    })),
  };
}

/** GET /api/committed-unit: committed units of a plan or of one contract, per delivery type and month. */
export const committedUnits = (async ({ db }, { actor }, query) => {
  if (query.production_plan_id) {
    const plan = await findPlan(db, query.production_plan_id);
    if (!plan) throw notFound('Production plan not found');
    await requireReadable(db, actor, plan.company_id);
    return { committed_units: await committedUnitsBy(db, { productionPlanId: plan.production_plan_id }) };
  }
  // The contract's readers only (its parties, stewards, admins), not every company linked to the receiver
  if (!(await isVisibleContract(db, actor, query.contract_id!))) throw notFound('Contract not found');
  return { committed_units: await committedUnitsBy(db, { contractId: query.contract_id! }) };
}) satisfies Service<PlanDeps, { production_plan_id?: string; contract_id?: string }>;

/** Inventory codes and contract years read across plans: up to this many rows. */
export const PLAN_LOOKUP_LIMIT = 1000;

/** GET /api/inventory-code?year: the plan inventory codes of a contract year the user may read. */
export const inventoryCodes = (async ({ db }, { actor }, query) => {
  const readable = await readableCompanyIds(db, actor);
  const plans = await plansOfYear(db, { year: query.year, companyId: query.company_id, readable }, PLAN_LOOKUP_LIMIT);
  return {
    inventory_codes: plans.map((plan) => ({
      inventory_code: plan.inventory_code,
      production_plan_id: plan.production_plan_id,
      company_id: plan.company_id,
      company_name: plan.company_name,
      contract_year: plan.contract_year,
    })),
  };
}) satisfies Service<PlanDeps, { year: number; company_id?: string }>;

/** GET /api/contract_year: the contract years that have plans (of one company, or of all readable ones). */
export const contractYears = (async ({ db }, { actor }, query) => {
  if (query.company_id) await requireReadable(db, actor, query.company_id);
  const readable = query.company_id ? null : await readableCompanyIds(db, actor);
  return { contract_years: await planContractYears(db, { companyId: query.company_id, readable }) };
}) satisfies Service<PlanDeps, { company_id?: string }>;

type PlanSearch = {
  search?: string;
  contract_year?: number;
  company_type?: string;
  parent_candidates?: boolean;
  limit: number;
  offset: number;
};

/**
 * GET /api/es-production-plan: the plan search the spec names without detail. Ours: readable plans
 * matching a company name or inventory code (search), a contract year and a company type, paged.
 * parent_candidates=true searches the linked grain receivers' plans instead (parentCompanyScope),
 * for users who create or edit plans (the parent plan typeahead of the form), picker fields only.
 */
export const searchPlans = (async ({ db }, { actor }, query) => {
  if (query.parent_candidates && checkAccess(actor.access, 'ANY', PLAN_CREATOR_CODES) !== 'success') throw forbidden();
  const readable = query.parent_candidates ? await parentCompanyScope(db, actor) : await readableCompanyIds(db, actor);
  const companyType = query.parent_candidates ? 'grain-receiver' : query.company_type;
  const { items, total } = await searchPlanRows(db, {
    readable,
    contractYear: query.contract_year,
    companyType,
    term: query.search?.trim(),
    limit: query.limit,
    offset: query.offset,
  });
  return {
    items: query.parent_candidates ? items.map(pickerPlan) : items,
    total,
    limit: query.limit,
    offset: query.offset,
  };
}) satisfies Service<PlanDeps, PlanSearch>;

type TemplateQuery = {
  production_plan_id?: string;
  contract_template_id?: string;
  external_reference_id?: string;
  template_language?: string;
  include_base64?: boolean;
};

/** GET /api/template: templates of a plan or a company, or one template (with its PDF as base64 on request). */
export const readTemplates = (async ({ db, files }, { actor }, query) => {
  let filter: Parameters<typeof templatesMatching>[1];
  let companyId: string | undefined;
  if (query.contract_template_id) {
    filter = { contractTemplateId: query.contract_template_id };
  } else if (query.production_plan_id) {
    const plan = await findPlan(db, query.production_plan_id);
    if (!plan) throw notFound('Production plan not found');
    companyId = plan.company_id;
    filter = { productionPlanId: plan.production_plan_id };
  } else if (query.external_reference_id) {
    companyId = query.external_reference_id;
    filter = { companyId };
  } else throw badRequest('Give production_plan_id, contract_template_id or external_reference_id');

  const rows = await templatesMatching(db, { ...filter, language: query.template_language });
  if (query.contract_template_id) {
    const template = rows[0];
    if (!template) throw notFound('Master agreement not found');
    await requireReadable(db, actor, template.external_reference_id);
    if (!query.include_base64) return { templates: [withoutFileKey(template)] };
    const file = await files.get(template.file_key);
    return { templates: [{ ...withoutFileKey(template), template_base64: file?.bytes.toString('base64') ?? '' }] };
  }
  await requireReadable(db, actor, companyId!);
  return { templates: rows.map(withoutFileKey) };
}) satisfies Service<PlanDeps, TemplateQuery>;
