import type { TicketContract } from '@portal/domain';
import { and, asc, eq, ilike, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import {
  committedUnits,
  companies,
  contracts,
  growers,
  productionPlans,
  stewardshipActivities,
  stewardshipFields,
} from '../../db/schema';
import { deliveredByMonth } from '../../services/delivered-by-month';

/** The states a ticket may be delivered against (spec 3, §5). */
export const DELIVERABLE_STATES = ['completed', 'amendment_completed'] as const;

const contractColumns = {
  contract_id: contracts.contractId,
  new_contract_id: contracts.newContractId,
  grower_name: growers.growerName,
  contract_state: contracts.contractState,
  production_plan_id: productionPlans.productionPlanId,
  inventory_code: productionPlans.inventoryCode,
  company_name: companies.companyName,
  contract_type: contracts.contractType,
  contract_year: contracts.contractYear,
};

function deliverableContracts(tx: Tx, where: SQL | undefined) {
  return tx
    .select(contractColumns)
    .from(contracts)
    .innerJoin(growers, eq(growers.growerId, contracts.growerId))
    .innerJoin(productionPlans, eq(productionPlans.productionPlanId, contracts.productionPlanId))
    .innerJoin(companies, eq(companies.companyId, productionPlans.companyId))
    .where(and(inArray(contracts.contractState, [...DELIVERABLE_STATES]), sql`${contracts.deletedAt} is null`, where));
}

/** The completed and amendment_completed contracts of a plan (the growers a ticket may name). */
export function planContracts(tx: Tx, planId: string): Promise<TicketContract[]> {
  return deliverableContracts(tx, eq(contracts.productionPlanId, planId)).orderBy(
    asc(growers.growerName),
    asc(contracts.newContractId),
  );
}

/** The deliverable contracts of a plan named by new contract id (the link of a grower ticket). */
export function planContractsByNewId(tx: Tx, planId: string, newIds: readonly string[]) {
  if (!newIds.length) return Promise.resolve([]);
  return deliverableContracts(
    tx,
    and(eq(contracts.productionPlanId, planId), inArray(contracts.newContractId, [...newIds])),
  );
}

/** Deliverable contracts by id, with their plan's company (a transfer's origins). */
export function deliverableContractsByIds(tx: Tx, contractIds: readonly string[]) {
  if (!contractIds.length) return Promise.resolve([]);
  return tx
    .select({ ...contractColumns, company_id: productionPlans.companyId })
    .from(contracts)
    .innerJoin(growers, eq(growers.growerId, contracts.growerId))
    .innerJoin(productionPlans, eq(productionPlans.productionPlanId, contracts.productionPlanId))
    .innerJoin(companies, eq(companies.companyId, productionPlans.companyId))
    .where(
      and(
        inArray(contracts.contractState, [...DELIVERABLE_STATES]),
        sql`${contracts.deletedAt} is null`,
        inArray(contracts.contractId, [...contractIds]),
      ),
    );
}

export type TransferSearch = {
  term: string;
  type: 'grower_name' | 'new_contract_id' | 'sap_id';
  year: number;
  limit: number;
  /** plan companies to search in; null for every company */
  companyIds: string[] | null;
};

/** The unplanned-transfer search: deliverable contracts of the year at the given companies' plans. */
export function searchTransferContracts(tx: Tx, search: TransferSearch): Promise<TicketContract[]> {
  const match =
    search.type === 'grower_name'
      ? ilike(growers.growerName, likePattern(search.term))
      : search.type === 'new_contract_id'
        ? like(contracts.newContractId, `${search.term.replace(/[\\%_]/g, '')}%`)
        : eq(growers.sapId, search.term);
  const scope = search.companyIds ? inArray(productionPlans.companyId, search.companyIds) : undefined;
  return deliverableContracts(tx, and(eq(contracts.contractYear, search.year), match, scope))
    .orderBy(asc(growers.growerName), asc(contracts.newContractId))
    .limit(search.limit);
}

/** The figures the inventory of each contract is computed from. */
export type ContractFigures = TicketContract & {
  external_reference_id: string;
  committed: { month: number; year: number; contractUnits: number; harvestBushels: number }[];
  total_harvest: number;
  delivered_total: number;
};

export async function inventoryFigures(tx: Tx, where: { contractId?: string; planId?: string }) {
  // Both ids narrow the list: a contract is read only under its own plan.
  const filter = and(
    where.contractId ? eq(contracts.contractId, where.contractId) : undefined,
    where.planId ? eq(contracts.productionPlanId, where.planId) : undefined,
  );
  if (!filter) return [];
  const list = await tx
    .select({ ...contractColumns, external_reference_id: productionPlans.companyId })
    .from(contracts)
    .innerJoin(growers, eq(growers.growerId, contracts.growerId))
    .innerJoin(productionPlans, eq(productionPlans.productionPlanId, contracts.productionPlanId))
    .innerJoin(companies, eq(companies.companyId, productionPlans.companyId))
    .where(and(inArray(contracts.contractState, [...DELIVERABLE_STATES]), sql`${contracts.deletedAt} is null`, filter))
    .orderBy(asc(growers.growerName), asc(contracts.newContractId));
  if (!list.length) return [];
  const ids = list.map((c) => c.contract_id);
  const [committed, harvests, delivered] = await Promise.all([
    tx
      .select({
        contract_id: committedUnits.contractId,
        month: committedUnits.deliveryMonth,
        year: committedUnits.deliveryYear,
        contractUnits: committedUnits.contractUnits,
      })
      .from(committedUnits)
      .where(inArray(committedUnits.contractId, ids)),
    tx
      .select({
        contract_id: stewardshipActivities.contractId,
        total:
          sql<number>`coalesce(sum(case when ${stewardshipFields.harvest}->>'total_harvest' ~ '^-?[0-9.]+$' then (${stewardshipFields.harvest}->>'total_harvest')::double precision end), 0)`.mapWith(
            Number,
          ),
      })
      .from(stewardshipActivities)
      .innerJoin(
        stewardshipFields,
        eq(stewardshipFields.stewardshipActivityId, stewardshipActivities.stewardshipActivityId),
      )
      .where(inArray(stewardshipActivities.contractId, ids))
      .groupBy(stewardshipActivities.contractId),
    deliveredByMonth(tx, ids),
  ]);
  return list.map((c): ContractFigures => {
    const ticketMonths = delivered.filter((d) => d.contract_id === c.contract_id);
    return {
      ...c,
      // Each month's cap is what its tickets delivered (spec 3, §9: capped per month by harvest bushels).
      committed: [
        ...committed
          .filter((row) => row.contract_id === c.contract_id)
          .map((row) => ({ month: row.month, year: row.year, contractUnits: row.contractUnits, harvestBushels: 0 })),
        ...ticketMonths.map((d) => ({ month: d.month, year: d.year, contractUnits: 0, harvestBushels: d.quantity })),
      ],
      total_harvest: harvests.find((h) => h.contract_id === c.contract_id)?.total ?? 0,
      delivered_total: ticketMonths.reduce((sum, d) => sum + d.quantity, 0),
    };
  });
}

/** Of these contracts, the ones voided or removed since (a deleted ticket must not come back onto them). */
export async function voidedContractIds(tx: Tx, contractIds: readonly string[]): Promise<Set<string>> {
  if (!contractIds.length) return new Set();
  const rows = await tx
    .select({ id: contracts.contractId })
    .from(contracts)
    .where(
      and(
        inArray(contracts.contractId, [...contractIds]),
        sql`(${contracts.contractState} = 'voided' or ${contracts.deletedAt} is not null)`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}
