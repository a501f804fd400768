import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { companies, contracts, contractTemplates, productionPlans } from '../../db/schema';
import type { Actor } from '../../plugins/actor';
import { visibleContracts } from '../../services/contract-visibility';
import { countPlans, listPlans, listTemplates, type TemplateRow } from './plan-repository';

/** The companies whose plans may be read: null for every company (see plan-access). */
type Readable = string[] | null;

/** A where-condition limiting a company column to the readable companies (undefined: no limit). */
function readableCondition(column: AnyPgColumn, ids: Readable): SQL | undefined {
  if (ids === null) return undefined;
  return ids.length ? inArray(column, ids) : eq(column, '00000000-0000-0000-0000-000000000000');
}

export const plansOfCompanyRows = (tx: Tx, companyId: string, limit: number) =>
  listPlans(tx, eq(productionPlans.companyId, companyId), { limit });

export const childPlanRows = (tx: Tx, parentPlanId: string, limit: number) =>
  listPlans(tx, eq(productionPlans.parentProductionPlanId, parentPlanId), { limit });

/** Whether the contract exists and the actor is one of its readers. */
export async function isVisibleContract(tx: Tx, actor: Actor, contractId: string): Promise<boolean> {
  const [contract] = await tx
    .select({ id: contracts.contractId })
    .from(contracts)
    .where(and(eq(contracts.contractId, contractId), visibleContracts(actor)));
  return Boolean(contract);
}

/** The readable plans of a contract year (of one company when named). */
export const plansOfYear = (tx: Tx, filter: { year: number; companyId?: string; readable: Readable }, limit: number) =>
  listPlans(
    tx,
    and(
      eq(productionPlans.contractYear, filter.year),
      filter.companyId ? eq(productionPlans.companyId, filter.companyId) : undefined,
      readableCondition(productionPlans.companyId, filter.readable),
    ),
    { limit },
  );

/** The contract years that have plans, of one company or of the readable ones, ascending. */
export async function planContractYears(tx: Tx, filter: { companyId?: string; readable: Readable }) {
  const rows = await tx
    .selectDistinct({ year: productionPlans.contractYear })
    .from(productionPlans)
    .where(
      and(
        filter.companyId ? eq(productionPlans.companyId, filter.companyId) : undefined,
        readableCondition(productionPlans.companyId, filter.readable),
      ),
    )
    .orderBy(asc(productionPlans.contractYear));
  return rows.map((row) => row.year);
}

/** Readable plans matching a company name or inventory code (term), a contract year and a company type, paged. */
export async function searchPlanRows(
  tx: Tx,
  search: {
    readable: Readable;
    contractYear?: number;
    companyType?: string;
    term?: string;
    limit: number;
    offset: number;
  },
) {
  const { term } = search;
  const where: SQL | undefined = and(
    readableCondition(productionPlans.companyId, search.readable),
    search.contractYear ? eq(productionPlans.contractYear, search.contractYear) : undefined,
    search.companyType ? eq(companies.companyType, search.companyType) : undefined,
    term
      ? or(
          ilike(companies.companyName, `%${term.replace(/[\\%_]/g, '\\$&')}%`),
          eq(productionPlans.inventoryCode, term.toUpperCase()),
          sql`${productionPlans.inventoryCode} like ${`${term.toUpperCase().replace(/[\\%_]/g, '\\$&')}%`}`,
        )
      : undefined,
  );
  const [items, total] = await Promise.all([
    listPlans(tx, where, { limit: search.limit, offset: search.offset }),
    countPlans(tx, where),
  ]);
  return { items, total };
}

/** Templates by id, plan or company, optionally of one language. */
export function templatesMatching(
  tx: Tx,
  filter: { contractTemplateId?: string; productionPlanId?: string; companyId?: string; language?: string },
): Promise<TemplateRow[]> {
  return listTemplates(
    tx,
    and(
      filter.contractTemplateId ? eq(contractTemplates.contractTemplateId, filter.contractTemplateId) : undefined,
      filter.productionPlanId ? eq(contractTemplates.productionPlanId, filter.productionPlanId) : undefined,
      filter.companyId ? eq(contractTemplates.externalReferenceId, filter.companyId) : undefined,
      filter.language ? eq(contractTemplates.templateLanguage, filter.language) : undefined,
    ),
  );
}

/** Template counts per plan, for lists (one query). */
export async function templateCounts(tx: Tx, planIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>(planIds.map((id) => [id, 0]));
  if (!planIds.length) return counts;
  const rows = await tx
    .select({ planId: contractTemplates.productionPlanId })
    .from(contractTemplates)
    .where(inArray(contractTemplates.productionPlanId, [...planIds]));
  for (const row of rows) if (row.planId) counts.set(row.planId, (counts.get(row.planId) ?? 0) + 1);
  return counts;
}
