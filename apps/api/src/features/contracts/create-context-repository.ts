import { and, asc, count, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  companies,
  companyTraining,
  contractTemplates,
  farms,
  fields,
  growers,
  linkedCompanies,
  monthlyUnits,
  productionPlans,
  storageLocations,
} from '../../db/schema';

export type CompanyRow = typeof companies.$inferSelect;
export type GrowerRow = typeof growers.$inferSelect;
export type PlanRow = typeof productionPlans.$inferSelect;
export type TemplateRow = typeof contractTemplates.$inferSelect;

/** A live company of one of the types (null without an id). */
export async function companyOfTypes(
  tx: Tx,
  id: string | null | undefined,
  types: string[],
): Promise<CompanyRow | null> {
  if (!id) return null;
  const [row] = await tx
    .select()
    .from(companies)
    .where(and(eq(companies.companyId, id), inArray(companies.companyType, types), isNull(companies.deletedAt)));
  return row ?? null;
}

export async function findGrower(tx: Tx, growerId: string | null | undefined): Promise<GrowerRow | null> {
  if (!growerId) return null;
  const [row] = await tx.select().from(growers).where(eq(growers.growerId, growerId));
  return row ?? null;
}

/** The links between the companies, as pairs of company ids. */
export async function linksAmong(tx: Tx, companyIds: string[]): Promise<{ a: string; b: string }[]> {
  if (companyIds.length < 2) return [];
  return tx
    .select({ a: linkedCompanies.companyId1, b: linkedCompanies.companyId2 })
    .from(linkedCompanies)
    .where(and(inArray(linkedCompanies.companyId1, companyIds), inArray(linkedCompanies.companyId2, companyIds)));
}

/** The plans of the companies, oldest contract year first. */
export async function plansOf(tx: Tx, companyIds: string[]): Promise<PlanRow[]> {
  if (!companyIds.length) return [];
  return tx
    .select()
    .from(productionPlans)
    .where(inArray(productionPlans.companyId, companyIds))
    .orderBy(asc(productionPlans.contractYear));
}

export function templatesOfPlan(tx: Tx, planId: string): Promise<TemplateRow[]> {
  return tx.select().from(contractTemplates).where(eq(contractTemplates.productionPlanId, planId));
}

/** The months of a plan with acres or units available, in order. */
export function availableMonths(tx: Tx, planId: string) {
  return tx
    .selectDistinct({ month: monthlyUnits.month, year: monthlyUnits.year })
    .from(monthlyUnits)
    .where(
      and(
        eq(monthlyUnits.productionPlanId, planId),
        or(gt(monthlyUnits.availableAcres, 0), gt(monthlyUnits.availableUnits, 0)),
      ),
    )
    .orderBy(asc(monthlyUnits.year), asc(monthlyUnits.month));
}

/** Whether the company (by SAP id) has an active training for the year. */
export async function hasActiveTraining(tx: Tx, sapId: string, year: number): Promise<boolean> {
  const [row] = await tx
    .select({ n: count() })
    .from(companyTraining)
    .where(
      and(
        eq(companyTraining.companySapId, sapId),
        eq(companyTraining.trainingYear, year),
        eq(companyTraining.active, true),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** The grower's fields with their farms. */
export function growerFieldsWithFarms(tx: Tx, growerId: string) {
  return tx
    .select({ id: fields.fieldId, farmId: farms.farmId, farmName: farms.farmName })
    .from(fields)
    .innerJoin(farms, eq(farms.farmId, fields.farmId))
    .where(eq(fields.growerId, growerId));
}

export function growerStorageLocations(tx: Tx, growerId: string) {
  return tx
    .select({ id: storageLocations.storageLocationId })
    .from(storageLocations)
    .where(eq(storageLocations.growerId, growerId));
}
