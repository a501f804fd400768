import {
  contractDocLink,
  DEFAULT_LIST_STATES,
  type CommittedUnitView,
  type ContractDetails,
  type ContractListItem,
  type ContractListQuery,
  type ContractState,
  type ContractView,
  type HistoryUserInfo,
  type StewardshipLevel,
} from '@portal/domain';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import {
  committedUnits,
  companies,
  contractHistory,
  contracts,
  contractSigners,
  growers,
  programAssignments,
  programs,
  scaleTickets,
  stewardshipActivities,
  stewardshipHistory,
} from '../../db/schema';
import type { Actor } from '../../plugins/actor';
import { contactChangeViews, MASKED_READER, signerViews } from '../signing/signer-view';
import { visibleContracts } from '../../services/contract-visibility';

const reseller = alias(companies, 'reseller');
const receiver = alias(companies, 'receiver');

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** empty / partial / complete from a count of rows and how many of them are filled. */
const level = (filled: SQL, total: SQL) =>
  sql<StewardshipLevel>`case when ${total} = 0 or ${filled} = 0 then 'empty' when ${filled} < ${total} then 'partial' else 'complete' end`;

const activity = sql`${stewardshipActivities.stewardshipActivityId}`;
const fieldCount = sql`(select count(*) from stewardship_fields sf where sf.stewardship_activity_id = ${activity})`;
const plantedCount = sql`(select count(sf.planting) from stewardship_fields sf where sf.stewardship_activity_id = ${activity})`;
const harvestedCount = sql`(select count(sf.harvest) from stewardship_fields sf where sf.stewardship_activity_id = ${activity})`;
const storageCount = sql`(select count(*) from stewardship_storage ss where ss.stewardship_activity_id = ${activity})`;
const cleanedCount = sql`(select count(ss.cleanout_date) from stewardship_storage ss where ss.stewardship_activity_id = ${activity})`;

/** The filter conditions of the list (besides visibility). */
function listConditions(query: ContractListQuery): SQL[] {
  const conditions: SQL[] = [];
  const year = query.contract_year ?? query.year;
  if (year) conditions.push(eq(contracts.contractYear, year));
  const states = query.contract_status?.length ? query.contract_status : query.selected_contract_status;
  conditions.push(inArray(contracts.contractState, states?.length ? states : [...DEFAULT_LIST_STATES]));
  if (query.signer_external_reference_id) {
    conditions.push(
      sql`${contracts.contractId} in (select ${contractSigners.contractId} from ${contractSigners} where ${contractSigners.externalReferenceId} = ${query.signer_external_reference_id})`,
    );
  }
  if (query.external_reference_id) {
    const id = query.external_reference_id;
    conditions.push(
      or(
        eq(contracts.externalReferenceId, id),
        eq(contracts.grainReceiverId, id),
        eq(contracts.thirdPartyOperatorId, id),
      )!,
    );
  }
  if (query.production_plan_id) conditions.push(eq(contracts.productionPlanId, query.production_plan_id));
  if (query.grower_name) conditions.push(ilike(growers.growerName, likePattern(query.grower_name)));
  if (query.grower_sap_id) conditions.push(eq(growers.sapId, query.grower_sap_id));
  if (query.new_contract_id) conditions.push(ilike(contracts.newContractId, likePattern(query.new_contract_id)));
  return conditions;
}

/**
 * One page of the contracts an actor may see, newest first, in one query (total by window count).
 * `extra` narrows it further (company lists, plan lists).
 */
export async function listContracts(
  tx: Tx,
  actor: Actor,
  query: ContractListQuery,
  extra: SQL[] = [],
): Promise<{ items: ContractListItem[]; total: number }> {
  const rows = await tx
    .select({
      contract_id: contracts.contractId,
      company_id: contracts.grainReceiverId,
      created: contracts.created,
      contract_year: contracts.contractYear,
      grower_name: growers.growerName,
      reseller: reseller.companyName,
      reseller_id: contracts.externalReferenceId,
      grain_receiver_name: receiver.companyName,
      contract_type: contracts.contractType,
      contract_state: contracts.contractState,
      program_name: programs.programName,
      new_contract_id: contracts.newContractId,
      stewardship_activity_id: stewardshipActivities.stewardshipActivityId,
      planting: level(plantedCount, fieldCount),
      harvest: level(harvestedCount, fieldCount),
      storage: level(cleanedCount, storageCount),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(contracts)
    .innerJoin(growers, eq(growers.growerId, contracts.growerId))
    .innerJoin(receiver, eq(receiver.companyId, contracts.grainReceiverId))
    .leftJoin(reseller, eq(reseller.companyId, contracts.externalReferenceId))
    .leftJoin(programAssignments, eq(programAssignments.productionPlanId, contracts.productionPlanId))
    .leftJoin(programs, eq(programs.programId, programAssignments.programId))
    .leftJoin(stewardshipActivities, eq(stewardshipActivities.contractId, contracts.contractId))
    .where(and(visibleContracts(actor), ...listConditions(query), ...extra))
    .orderBy(desc(contracts.created), desc(contracts.contractId))
    .limit(query.limit)
    .offset(query.offset);

  const items = rows.map(({ total: _total, stewardship_activity_id, planting, harvest, storage, created, ...row }) => ({
    ...row,
    created: iso(created)!,
    contract_state: row.contract_state as ContractState,
    stewardship: stewardship_activity_id ? { stewardship_activity_id, planting, harvest, storage } : null,
  }));
  let total = rows[0]?.total ?? 0;
  if (!rows.length && query.offset > 0) {
    const [counted] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(contracts)
      .innerJoin(growers, eq(growers.growerId, contracts.growerId))
      .where(and(visibleContracts(actor), ...listConditions(query), ...extra));
    total = counted?.n ?? 0;
  }
  return { items, total };
}

export type ContractRow = typeof contracts.$inferSelect;

/** A contract the actor may see (not deleted), or null. */
export async function findVisibleContract(tx: Tx, actor: Actor, contractId: string): Promise<ContractRow | null> {
  const [row] = await tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.contractId, contractId), visibleContracts(actor)));
  return row ?? null;
}

/** A live (not deleted) contract whatever the actor, or null; callers check access themselves. */
export async function findContract(tx: Tx, contractId: string): Promise<ContractRow | null> {
  const [row] = await tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.contractId, contractId), sql`${contracts.deletedAt} is null`));
  return row ?? null;
}

type HistoryRow = typeof contractHistory.$inferSelect;

const userInfo = (row: HistoryRow | undefined): HistoryUserInfo | null =>
  row
    ? {
        user_id: row.userId,
        user_name: row.userName,
        user_email: row.userEmail,
        system_name: row.systemName,
        date: iso(row.at)!,
      }
    : null;

/**
 * The contract as the detail page reads it: details, signers, history, committed units and flags.
 * Signer contacts are whole only for the reader's own signer, or for a reader who may send it for signing.
 */
export async function contractView(tx: Tx, row: ContractRow, reader = MASKED_READER): Promise<ContractView> {
  const id = row.contractId;
  const [signers, history, units, [tickets], [steward]] = await Promise.all([
    tx
      .select()
      .from(contractSigners)
      .where(eq(contractSigners.contractId, id))
      .orderBy(asc(contractSigners.signingOrder), asc(contractSigners.lastName)),
    tx.select().from(contractHistory).where(eq(contractHistory.contractId, id)).orderBy(asc(contractHistory.at)),
    tx
      .select({
        delivery_type: committedUnits.deliveryType,
        delivery_month: committedUnits.deliveryMonth,
        delivery_year: committedUnits.deliveryYear,
        contract_acres: committedUnits.contractAcres,
        contract_units: committedUnits.contractUnits,
        harvest_bushels: committedUnits.harvestBushels,
      })
      .from(committedUnits)
      .where(eq(committedUnits.contractId, id))
      .orderBy(asc(committedUnits.deliveryYear), asc(committedUnits.deliveryMonth), asc(committedUnits.deliveryType)),
    tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(scaleTickets)
      .where(eq(scaleTickets.contractId, id)),
    tx
      .select({ id: stewardshipActivities.stewardshipActivityId })
      .from(stewardshipActivities)
      .where(eq(stewardshipActivities.contractId, id)),
  ]);
  const activityHistory = steward
    ? await tx
        .select()
        .from(stewardshipHistory)
        .where(eq(stewardshipHistory.stewardshipActivityId, steward.id))
        .orderBy(asc(stewardshipHistory.editDateTime))
    : [];

  const latest = (kind: string) => history.filter((h) => h.kind === kind).at(-1);
  const stewardship = [
    ...history
      .filter((h) => h.kind === 'stewardship')
      .map((h) => ({
        user_name: h.userName,
        user_email: h.userEmail,
        action: h.action ?? '',
        edit_date_time: iso(h.at)!,
      })),
    ...activityHistory.map((h) => ({
      user_name: h.userName,
      user_email: h.userEmail,
      action: h.action,
      edit_date_time: iso(h.editDateTime)!,
    })),
  ].sort((a, b) => a.edit_date_time.localeCompare(b.edit_date_time));

  const details = row.contractDetails as unknown as ContractDetails;
  return {
    contract_id: id,
    new_contract_id: row.newContractId,
    external_reference_id: row.externalReferenceId,
    contract_state: row.contractState as ContractState,
    contract_type: row.contractType,
    contract_year: row.contractYear,
    contract_language: row.contractLanguage,
    contract_start: row.contractStart,
    contract_end: row.contractEnd,
    contract_start_execution: iso(row.contractStartExecution),
    contract_end_execution: iso(row.contractEndExecution),
    contract_originated: row.contractOriginated,
    contract_template_id: row.contractTemplateId,
    created: iso(row.created)!,
    modified: iso(row.modified)!,
    voided_date: iso(row.voidedAt),
    contract_doc_link: contractDocLink(id),
    signed_doc_link: row.signedDocKey ? contractDocLink(id, true) : null,
    parent_voided_contract_id: row.parentVoidedContractId,
    production_plan_id: row.productionPlanId,
    grain_receiver_id: row.grainReceiverId,
    third_party_operator_id: row.thirdPartyOperatorId,
    contract_details: {
      ...details,
      fields: details.fields ?? [],
      initial_fields: details.initial_fields ?? details.fields ?? [],
      storage: details.storage ?? [],
      delivery_schedule: details.delivery_schedule ?? [],
      cattle_info: details.cattle_info ?? null,
      third_party_operator_details: details.third_party_operator_details ?? null,
    },
    contract_signers: signerViews(signers, reader),
    contract_history: {
      created_user_info: userInfo(latest('created')),
      voided_user_info: userInfo(latest('voided')),
      amended_user_info: userInfo(latest('amended')),
      deleted_user_info: userInfo(latest('deleted')),
      assign_fields_user_info: userInfo(latest('assign_fields')),
      signer_contact_changes: contactChangeViews(history, signers, reader),
      stewardship_history: stewardship,
    },
    has_scale_tickets: (tickets?.n ?? 0) > 0,
    stewardship_activity_id: steward?.id ?? null,
    committed_units: units satisfies CommittedUnitView[],
  };
}
