import { DEFAULT_LIST_STATES, PROGRAM_LIST_LIMIT, type ContractState } from '@portal/domain';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { companies, contracts, growers, productionPlans, programAssignments, programs } from '../../db/schema';
import type { Actor } from '../../plugins/actor';
import { visibleCompanies } from '../../services/company-scope';
import { visibleContracts } from '../../services/contract-visibility';

const reseller = alias(companies, 'reseller');
const receiver = alias(companies, 'receiver');

/** The programs, newest first (as the Programs page), up to the spec's list limit. */
export function reportProgramRows(tx: Tx) {
  return tx
    .select({ program_id: programs.programId, program_name: programs.programName, is_active: programs.isActive })
    .from(programs)
    .orderBy(desc(programs.created), asc(programs.programName))
    .limit(PROGRAM_LIST_LIMIT);
}

/** The assigned production plans of companies the actor may see, with their program. */
export function visibleProgramPlanRows(tx: Tx, actor: Actor) {
  return tx
    .select({
      program_id: programAssignments.programId,
      production_plan_id: productionPlans.productionPlanId,
      company_name: companies.companyName,
      contract_year: productionPlans.contractYear,
      inventory_code: productionPlans.inventoryCode,
    })
    .from(programAssignments)
    .innerJoin(productionPlans, eq(productionPlans.productionPlanId, programAssignments.productionPlanId))
    .innerJoin(companies, eq(companies.companyId, productionPlans.companyId))
    .where(visibleCompanies(actor))
    .orderBy(asc(companies.companyName), desc(productionPlans.contractYear));
}

/**
 * The program and one of its assigned production plans, or null when the plan is not assigned to it
 * or belongs to a company the actor may not see.
 */
export async function findProgramPlan(tx: Tx, actor: Actor, programId: string, planId: string) {
  const [row] = await tx
    .select({
      program_name: programs.programName,
      company_name: companies.companyName,
      inventory_code: productionPlans.inventoryCode,
      contract_year: productionPlans.contractYear,
    })
    .from(programAssignments)
    .innerJoin(programs, eq(programs.programId, programAssignments.programId))
    .innerJoin(productionPlans, eq(productionPlans.productionPlanId, programAssignments.productionPlanId))
    .innerJoin(companies, eq(companies.companyId, productionPlans.companyId))
    .where(
      and(
        eq(programAssignments.programId, programId),
        eq(programAssignments.productionPlanId, planId),
        visibleCompanies(actor),
      ),
    );
  return row ?? null;
}

/** Where a batch resumes: the last row's creation time (full precision, as text) and id. */
export type ProgramCursor = { created: string; contractId: string };

/**
 * The visible contracts of the plan in the Program report's order (newest first, as
 * POST /api/search-by-production-plan), of one state or every state but voided, a batch after a
 * cursor (keyset).
 */
export async function programContractRows(
  tx: Tx,
  actor: Actor,
  filter: { planId: string; state?: ContractState },
  batch: { limit: number; after?: ProgramCursor },
) {
  const after: SQL | undefined = batch.after
    ? sql`(${contracts.created}, ${contracts.contractId}) < (${batch.after.created}::timestamptz, ${batch.after.contractId}::uuid)`
    : undefined;
  return tx
    .select({
      contract_id: contracts.contractId,
      new_contract_id: contracts.newContractId,
      grower_name: growers.growerName,
      reseller_name: reseller.companyName,
      grain_receiver_name: receiver.companyName,
      contract_type: contracts.contractType,
      contract_state: contracts.contractState,
      created: contracts.created,
      created_text: sql<string>`${contracts.created}::text`,
      contract_start_execution: contracts.contractStartExecution,
    })
    .from(contracts)
    .innerJoin(growers, eq(growers.growerId, contracts.growerId))
    .innerJoin(receiver, eq(receiver.companyId, contracts.grainReceiverId))
    .leftJoin(reseller, eq(reseller.companyId, contracts.externalReferenceId))
    .where(
      and(
        visibleContracts(actor),
        eq(contracts.productionPlanId, filter.planId),
        inArray(contracts.contractState, filter.state ? [filter.state] : [...DEFAULT_LIST_STATES]),
        after,
      ),
    )
    .orderBy(sql`${contracts.created} desc, ${contracts.contractId} desc`)
    .limit(batch.limit);
}
