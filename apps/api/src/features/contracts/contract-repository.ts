import { createHash } from 'node:crypto';
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
  harvestLevel,
  plantingLevel,
  storageLevel,
  type ActivityField,
  type ActivityStorage,
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
  stewardshipFields,
  stewardshipHistory,
  stewardshipStorage,
} from '../../db/schema';
import type { Actor } from '../../plugins/actor';
import { cappedCountCache, type CappedCountCache } from './contract-count-cache';
import { contactChangeViews, MASKED_READER, signerViews } from './signer-view';
import { visibleContracts } from '../../services/contract-visibility';

const reseller = alias(companies, 'reseller');
const receiver = alias(companies, 'receiver');

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The stewardship rows of a list row, as the domain's completeness rule reads them. */
type LevelRows = {
  fields: Pick<ActivityField, 'field_lost' | 'planting' | 'harvest'>[] | null;
  storage: ActivityStorage[] | null;
};

/** The circles of the list: the domain's rule (spec 3, §4) over the activity's rows. */
function levelsOf(rows: LevelRows): Record<'planting' | 'harvest' | 'storage', StewardshipLevel> {
  const fields = (rows.fields ?? []) as ActivityField[];
  return { planting: plantingLevel(fields), harvest: harvestLevel(fields), storage: storageLevel(rows.storage ?? []) };
}

/** The filter conditions of the list (besides visibility), each a condition on `contracts` alone. */
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
  const grower = [
    query.grower_name ? ilike(growers.growerName, likePattern(query.grower_name)) : undefined,
    query.grower_sap_id ? eq(growers.sapId, query.grower_sap_id) : undefined,
  ].filter((c) => c !== undefined);
  if (grower.length) {
    conditions.push(sql`${contracts.growerId} in (select ${growers.growerId} from ${growers} where ${and(...grower)})`);
  }
  if (query.new_contract_id) conditions.push(ilike(contracts.newContractId, likePattern(query.new_contract_id)));
  return conditions;
}

/**
 * One page of the contracts an actor may see, newest first. The page's ids come first, in index
 * order (contracts_live_created_idx and friends), then only those rows are joined and enriched;
 * the total is a separate index-only count (a capped total is remembered a few seconds,
 * contract-count-cache.ts). `extra` narrows the list (company lists, plan lists);
 * `countCap` stops counting after that many rows (the total is then countCap + 1: "more than").
 */
export async function listContracts(
  tx: Tx,
  actor: Actor,
  query: ContractListQuery,
  extra: SQL[] = [],
  countCap?: number,
): Promise<{ items: ContractListItem[]; total: number }> {
  const where = and(visibleContracts(actor), ...listConditions(query), ...extra);
  const newestFirst = [desc(contracts.created), desc(contracts.contractId)];
  const matching = tx
    .select({ one: sql`1`.as('one') })
    .from(contracts)
    .where(where);
  const counted = countCap === undefined ? matching : matching.limit(countCap + 1);
  const counting = tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(counted.as('matching'));
  const page = tx
    .select({ id: contracts.contractId })
    .from(contracts)
    .where(where)
    .orderBy(...newestFirst)
    .limit(query.limit)
    .offset(query.offset);
  // Named after its SQL text: PostgreSQL plans each shape of the page query once per connection.
  const name = `contract_page_${createHash('sha1').update(page.toSQL().sql).digest('hex').slice(0, 24)}`;
  const [ids, total] = await Promise.all([page.prepare(name).execute(), totalOf(tx, counting, countCap)]);
  const items = ids.length
    ? await enrich(
        tx,
        ids.map((row) => row.id),
      )
    : [];
  return { items, total };
}

type Counting = PromiseLike<{ n: number }[]> & { toSQL(): unknown };

/** The capped totals of each database handle (see contract-count-cache.ts). */
const countCaches = new WeakMap<Tx, CappedCountCache>();

/** The count, or with a cap a capped total this handle counted within the TTL. */
async function totalOf(tx: Tx, counting: Counting, countCap?: number): Promise<number> {
  if (countCap === undefined) return (await counting)[0]?.n ?? 0;
  let cache = countCaches.get(tx);
  if (!cache) countCaches.set(tx, (cache = cappedCountCache()));
  const key = JSON.stringify(counting.toSQL());
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const total = (await counting)[0]?.n ?? 0;
  cache.offer(key, total, countCap);
  return total;
}

/** The list rows of these contracts, newest first: names, program and stewardship levels. */
async function enrich(tx: Tx, ids: string[]): Promise<ContractListItem[]> {
  let statement = listRowStatements.get(tx);
  if (!statement) listRowStatements.set(tx, (statement = prepareListRows(tx)));
  const rows = await statement.execute({ ids });
  return rows.map(({ stewardship_activity_id, field_rows, storage_rows, created, ...row }) => ({
    ...row,
    created: iso(created)!,
    contract_state: row.contract_state as ContractState,
    stewardship: stewardship_activity_id
      ? { stewardship_activity_id, ...levelsOf({ fields: field_rows, storage: storage_rows }) }
      : null,
  }));
}

/**
 * The enriching query is the same for every page: a named prepared statement per database handle,
 * so PostgreSQL plans its joins and aggregates once per connection, not per request.
 */
const listRowStatements = new WeakMap<Tx, ReturnType<typeof prepareListRows>>();

function prepareListRows(tx: Tx) {
  const activity = stewardshipActivities.stewardshipActivityId;
  // The rows the domain's completeness rule reads, one JSON array per activity.
  const fields = tx
    .select({
      rows: sql<
        LevelRows['fields']
      >`json_agg(json_build_object('field_lost', ${stewardshipFields.fieldLost}, 'planting', ${stewardshipFields.planting}, 'harvest', ${stewardshipFields.harvest}))`.as(
        'field_rows',
      ),
    })
    .from(stewardshipFields)
    .where(eq(stewardshipFields.stewardshipActivityId, activity))
    .as('fields');
  const storage = tx
    .select({
      rows: sql<
        LevelRows['storage']
      >`json_agg(json_build_object('location_name', ${stewardshipStorage.locationName}, 'cleanout_date', ${stewardshipStorage.cleanoutDate}, 'capacity', ${stewardshipStorage.capacity}))`.as(
        'storage_rows',
      ),
    })
    .from(stewardshipStorage)
    .where(eq(stewardshipStorage.stewardshipActivityId, activity))
    .as('storage');
  return tx
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
      stewardship_activity_id: activity,
      field_rows: fields.rows,
      storage_rows: storage.rows,
    })
    .from(contracts)
    .innerJoin(growers, eq(growers.growerId, contracts.growerId))
    .innerJoin(receiver, eq(receiver.companyId, contracts.grainReceiverId))
    .leftJoin(reseller, eq(reseller.companyId, contracts.externalReferenceId))
    .leftJoin(programAssignments, eq(programAssignments.productionPlanId, contracts.productionPlanId))
    .leftJoin(programs, eq(programs.programId, programAssignments.programId))
    .leftJoin(stewardshipActivities, eq(stewardshipActivities.contractId, contracts.contractId))
    .leftJoinLateral(fields, sql`true`)
    .leftJoinLateral(storage, sql`true`)
    .where(sql`${contracts.contractId} = any(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(desc(contracts.created), desc(contracts.contractId))
    .prepare('contract_list_rows');
}

export type ContractRow = typeof contracts.$inferSelect;

/** Contracts where one of the companies is the reseller, the grain receiver or the 3PO. */
export const ofCompanies = (companyIds: string[]): SQL =>
  or(
    inArray(contracts.externalReferenceId, companyIds),
    inArray(contracts.grainReceiverId, companyIds),
    inArray(contracts.thirdPartyOperatorId, companyIds),
  )!;

/** Contracts drawing on one of the production plans. */
export const ofPlans = (planIds: string[]): SQL => inArray(contracts.productionPlanId, planIds);

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

export type HistoryRecord = typeof contractHistory.$inferSelect;
export type SignerRecord = typeof contractSigners.$inferSelect;

const userInfo = (row: HistoryRecord | undefined): HistoryUserInfo | null =>
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
