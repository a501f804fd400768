import type {
  CommittedUnit,
  EndProductType,
  MonthlyUnit,
  PlanCompany,
  PlanSummary,
  PlanTemplate,
  PremiumType,
  UnitType,
} from '@portal/domain';
import { withDeliveredBushels } from '@portal/domain';
import { and, asc, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  committedUnits,
  companies,
  contracts,
  contractTemplates,
  contractTypes,
  monthlyUnits,
  productionPlans,
  TEMPLATE_LANGUAGE_INDEX,
} from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { deliveredByMonth, planDeliveredByMonth } from '../../services/delivered-by-month';
import { versionOf, type VersionedRecord } from '../../services/record-version';

const companyColumns = {
  company_id: companies.companyId,
  company_name: companies.companyName,
  company_type: companies.companyType,
  inventory_code: companies.inventoryCode,
  supported_languages: companies.supportedLanguages,
};

export async function findCompany(tx: Tx, companyId: string): Promise<PlanCompany | null> {
  const [row] = await tx
    .select(companyColumns)
    .from(companies)
    .where(and(eq(companies.companyId, companyId), isNull(companies.deletedAt)));
  return row ?? null;
}

const planColumns = {
  production_plan_id: productionPlans.productionPlanId,
  company_id: productionPlans.companyId,
  company_name: companies.companyName,
  contract_year: productionPlans.contractYear,
  aph: productionPlans.aph,
  total_acres: productionPlans.totalAcres,
  total_units: productionPlans.totalUnits,
  total_child_acres: productionPlans.totalChildAcres,
  total_child_units: productionPlans.totalChildUnits,
  inventory_code: productionPlans.inventoryCode,
  premium: productionPlans.premium,
  premium_type: productionPlans.premiumType,
  unit_type: productionPlans.unitType,
  parent_production_plan_id: productionPlans.parentProductionPlanId,
  contract_type_id: productionPlans.contractTypeId,
  contract_type_enum: productionPlans.contractTypeEnum,
  delivery_location: productionPlans.deliveryLocation,
  created: productionPlans.created,
  modified: productionPlans.modified,
  version: versionOf(productionPlans),
};

/** A plan and its monthly rows are saved on the version the plan's row had when read. */
export const PLAN_RECORD: VersionedRecord = {
  table: productionPlans,
  id: productionPlans.productionPlanId,
  entity: 'production_plan',
};

function selectPlanRows(tx: Tx, where: SQL | undefined, page: { limit: number; offset?: number }) {
  return tx
    .select(planColumns)
    .from(productionPlans)
    .innerJoin(companies, eq(companies.companyId, productionPlans.companyId))
    .where(and(isNull(companies.deletedAt), where))
    .orderBy(desc(productionPlans.contractYear), asc(companies.companyName))
    .limit(page.limit)
    .offset(page.offset ?? 0);
}
type PlanRow = Awaited<ReturnType<typeof selectPlanRows>>[number];

function toSummary(row: PlanRow): PlanSummary {
  const { contract_type_id, contract_type_enum, created, modified, delivery_location, ...rest } = row;
  return {
    ...rest,
    external_reference_id: row.company_id,
    premium_type: row.premium_type as PremiumType | null,
    unit_type: row.unit_type as UnitType,
    production_plan_extra: { contract_type_id, contract_type_enum },
    delivery_location: delivery_location ?? {},
    created: created.toISOString(),
    modified: modified.toISOString(),
  };
}

/** Plans matching the condition, newest contract year first, with their company's name. */
export async function listPlans(
  tx: Tx,
  where: SQL | undefined,
  page: { limit: number; offset?: number },
): Promise<PlanSummary[]> {
  return (await selectPlanRows(tx, where, page)).map(toSummary);
}

export async function countPlans(tx: Tx, where: SQL | undefined): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(productionPlans)
    .innerJoin(companies, eq(companies.companyId, productionPlans.companyId))
    .where(and(isNull(companies.deletedAt), where));
  return row?.total ?? 0;
}

/** The company a plan belongs to, or null: the ownership check made before the plan is locked and read. */
export async function companyOfPlan(tx: Tx, planId: string): Promise<string | null> {
  const [row] = await tx
    .select({ companyId: productionPlans.companyId })
    .from(productionPlans)
    .where(eq(productionPlans.productionPlanId, planId));
  return row?.companyId ?? null;
}

export async function findPlan(tx: Tx, planId: string): Promise<PlanSummary | null> {
  const [plan] = await listPlans(tx, eq(productionPlans.productionPlanId, planId), { limit: 1 });
  return plan ?? null;
}

/** The monthly rows of the plans, grouped by plan id, in table order. */
export async function monthlyUnitsOf(tx: Tx, planIds: readonly string[]): Promise<Map<string, MonthlyUnit[]>> {
  const grouped = new Map<string, MonthlyUnit[]>(planIds.map((id) => [id, []]));
  if (!planIds.length) return grouped;
  const rows = await tx
    .select({
      production_plan_id: monthlyUnits.productionPlanId,
      month: monthlyUnits.month,
      year: monthlyUnits.year,
      end_product_type: monthlyUnits.endProductType,
      available_acres: monthlyUnits.availableAcres,
      available_units: monthlyUnits.availableUnits,
      premium: monthlyUnits.premium,
      premium_type: monthlyUnits.premiumType,
      child_plan_acres: monthlyUnits.childPlanAcres,
      child_plan_units: monthlyUnits.childPlanUnits,
    })
    .from(monthlyUnits)
    .where(inArray(monthlyUnits.productionPlanId, [...planIds]))
    .orderBy(asc(monthlyUnits.year), asc(monthlyUnits.month), asc(monthlyUnits.endProductType));
  for (const { production_plan_id, ...row } of rows)
    grouped.get(production_plan_id)?.push({
      ...row,
      end_product_type: row.end_product_type as EndProductType,
      premium_type: row.premium_type as PremiumType | null,
    });
  return grouped;
}

export const templateDocLink = (templateId: string) => `/api/template/${templateId}/pdf`;

const templateColumns = {
  contract_template_id: contractTemplates.contractTemplateId,
  contract_type_id: contractTemplates.contractTypeId,
  external_reference_id: contractTemplates.externalReferenceId,
  production_plan_id: contractTemplates.productionPlanId,
  template_name: contractTemplates.templateName,
  template_language: contractTemplates.templateLanguage,
  modified: contractTemplates.modified,
  contract_details_schema: contractTemplates.contractDetailsSchema,
  file_key: contractTemplates.fileKey,
  version: versionOf(contractTemplates),
};

/** A master agreement is edited on the version its row had when read. */
export const TEMPLATE_RECORD: VersionedRecord = {
  table: contractTemplates,
  id: contractTemplates.contractTemplateId,
  entity: 'contract_template',
};

/** A template with the key of its stored file (never sent). */
export type TemplateRow = PlanTemplate & { file_key: string };

export async function listTemplates(tx: Tx, where: SQL | undefined, limit = 100): Promise<TemplateRow[]> {
  const rows = await tx
    .select(templateColumns)
    .from(contractTemplates)
    .where(where)
    .orderBy(asc(contractTemplates.templateLanguage), desc(contractTemplates.modified))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    modified: row.modified.toISOString(),
    template_doc_link: templateDocLink(row.contract_template_id),
  }));
}

export const templatesOfPlans = (tx: Tx, planIds: readonly string[]) =>
  planIds.length
    ? listTemplates(tx, inArray(contractTemplates.productionPlanId, [...planIds]), 20 * planIds.length)
    : Promise.resolve([]);

export async function findTemplate(tx: Tx, templateId: string): Promise<TemplateRow | null> {
  const [row] = await listTemplates(tx, eq(contractTemplates.contractTemplateId, templateId), 1);
  return row ?? null;
}

export const withoutFileKey = ({ file_key: _key, ...meta }: TemplateRow): PlanTemplate => meta;

/** Contract years of a company's plans, optionally leaving one plan out (its own record on edit). */
export async function planYearsOf(tx: Tx, companyId: string, exceptPlanId?: string): Promise<number[]> {
  const rows = await tx
    .select({ year: productionPlans.contractYear })
    .from(productionPlans)
    .where(
      and(
        eq(productionPlans.companyId, companyId),
        exceptPlanId ? ne(productionPlans.productionPlanId, exceptPlanId) : undefined,
      ),
    )
    .orderBy(desc(productionPlans.contractYear));
  return rows.map((row) => row.year);
}

export async function listContractTypes(tx: Tx) {
  return tx
    .select({ contract_type_id: contractTypes.contractTypeId, contract_type_name: contractTypes.contractTypeName })
    .from(contractTypes)
    .orderBy(asc(contractTypes.contractTypeName));
}

export async function findContractType(tx: Tx, contractTypeId: string) {
  const [row] = await tx
    .select({ contract_type_id: contractTypes.contractTypeId, contract_type_name: contractTypes.contractTypeName })
    .from(contractTypes)
    .where(eq(contractTypes.contractTypeId, contractTypeId));
  return row ?? null;
}

/** Committed units summed per delivery type and month, for a plan or for one contract, with the bushels delivered each month. */
export async function committedUnitsBy(
  tx: Tx,
  filter: { productionPlanId: string } | { contractId: string },
): Promise<CommittedUnit[]> {
  const where =
    'productionPlanId' in filter
      ? eq(committedUnits.productionPlanId, filter.productionPlanId)
      : eq(committedUnits.contractId, filter.contractId);
  const rows = await tx
    .select({
      delivery_type: committedUnits.deliveryType,
      delivery_month: committedUnits.deliveryMonth,
      delivery_year: committedUnits.deliveryYear,
      contract_acres: sql<number>`coalesce(sum(${committedUnits.contractAcres}), 0)`.mapWith(Number),
      contract_units: sql<number>`coalesce(sum(${committedUnits.contractUnits}), 0)`.mapWith(Number),
    })
    .from(committedUnits)
    // Voided (amended) and deleted contracts no longer commit units.
    .innerJoin(contracts, eq(contracts.contractId, committedUnits.contractId))
    .where(and(where, ne(contracts.contractState, 'voided'), isNull(contracts.deletedAt)))
    .groupBy(committedUnits.deliveryType, committedUnits.deliveryYear, committedUnits.deliveryMonth)
    .orderBy(asc(committedUnits.deliveryYear), asc(committedUnits.deliveryMonth), asc(committedUnits.deliveryType));
  const delivered =
    'productionPlanId' in filter
      ? await planDeliveredByMonth(tx, filter.productionPlanId)
      : await deliveredByMonth(tx, [filter.contractId]);
  return withDeliveredBushels(rows, delivered);
}

/** Locks the plan row until the transaction ends: plan saves and template uploads of one plan run one after another. */
export async function lockPlan(tx: Tx, planId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: productionPlans.productionPlanId })
    .from(productionPlans)
    .where(eq(productionPlans.productionPlanId, planId))
    .for('update');
  return rows.length > 0;
}

export type NewPlan = typeof productionPlans.$inferInsert;
export type NewMonthlyUnit = typeof monthlyUnits.$inferInsert;
export type NewTemplate = typeof contractTemplates.$inferInsert;

export async function insertPlan(tx: Tx, values: NewPlan): Promise<string> {
  const [row] = await tx.insert(productionPlans).values(values).returning({ id: productionPlans.productionPlanId });
  return row!.id;
}

/** A plan's new values: its monthly rows are dropped (the caller inserts the new ones), its templates retyped. */
export async function rewritePlan(tx: Tx, planId: string, values: NewPlan) {
  await tx.update(productionPlans).set(values).where(eq(productionPlans.productionPlanId, planId));
  await tx.delete(monthlyUnits).where(eq(monthlyUnits.productionPlanId, planId));
  await tx
    .update(contractTemplates)
    .set({ contractTypeId: values.contractTypeId })
    .where(eq(contractTemplates.productionPlanId, planId));
}

export async function insertMonthlyUnits(tx: Tx, rows: NewMonthlyUnit[]) {
  if (rows.length) await tx.insert(monthlyUnits).values(rows);
}

export async function insertTemplate(tx: Tx, values: NewTemplate): Promise<string> {
  const [row] = await tx
    .insert(contractTemplates)
    .values(values)
    .returning({ id: contractTemplates.contractTemplateId });
  return row!.id;
}

export async function updateTemplate(tx: Tx, templateId: string, changes: Partial<NewTemplate>) {
  await tx.update(contractTemplates).set(changes).where(eq(contractTemplates.contractTemplateId, templateId));
}

/** The unique index of one template per plan and language was violated. */
export const isDuplicateLanguage = (error: unknown) => isUniqueViolation(error, TEMPLATE_LANGUAGE_INDEX);
