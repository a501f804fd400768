import {
  CONTRACT_SORTS,
  contractStatus,
  SORT_ORDERS,
  type ContractSort,
  type SortOrder,
  DEFAULT_LIST_STATES,
  DENIED_STATUS,
  SIGNABLE_STATES,
  type ContractListItem,
  type ContractListQuery,
  type ContractState,
  type ContractStatus,
  type ActivityField,
  type ActivityStorage,
  harvestLevel,
  plantingLevel,
  storageLevel,
} from '@portal/domain';
import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { compileQuery, fixedText, integerText, queryRows, type CompiledQuery } from '../../db/raw-query';
import {
  companies,
  contracts,
  contractSigners,
  growers,
  programAssignments,
  programs,
  stewardshipActivities,
  stewardshipFields,
  stewardshipStorage,
} from '../../db/schema';
import type { Actor } from '../../plugins/actor';
import { declinedOn } from '../../services/contract-declined';
import { visibleContracts } from '../../services/contract-visibility';
import { queryKey, rememberedPer } from '../../services/remembered';
import { cappedCountCache } from './contract-count-cache';

/**
 * The contracts of the chosen statuses: a state matches its contracts (a Denied one keeps its state
 * underneath, so the default filter still lists it), Denied the contracts being signed whose signer declined.
 */
function statusCondition(statuses: readonly ContractStatus[] | undefined): SQL {
  // Each status once, in one order: the statement's text (its number of parameters) depends on the set only.
  const chosen = statuses?.length ? [...new Set(statuses)].sort() : [...DEFAULT_LIST_STATES];
  const states = chosen.filter((s): s is ContractState => s !== DENIED_STATUS);
  const ofState = states.length ? inArray(contracts.contractState, states) : undefined;
  if (!chosen.includes(DENIED_STATUS)) return ofState!;
  const denied = and(inArray(contracts.contractState, [...SIGNABLE_STATES]), declinedOn(contracts.contractId))!;
  return ofState ? or(ofState, denied)! : denied;
}

/** The filter conditions of the list (besides visibility), each a condition on `contracts` alone. */
function listConditions(query: ContractListQuery): SQL[] {
  const conditions: SQL[] = [];
  const year = query.contract_year ?? query.year;
  if (year) conditions.push(eq(contracts.contractYear, year));
  conditions.push(
    statusCondition(query.contract_status?.length ? query.contract_status : query.selected_contract_status),
  );
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

/** Contracts where one of the companies is the reseller, the grain receiver or the 3PO. */
export const ofCompanies = (companyIds: string[]): SQL =>
  or(
    inArray(contracts.externalReferenceId, companyIds),
    inArray(contracts.grainReceiverId, companyIds),
    inArray(contracts.thirdPartyOperatorId, companyIds),
  )!;

/** Contracts drawing on one of the production plans. */
export const ofPlans = (planIds: string[]): SQL => inArray(contracts.productionPlanId, planIds);

/** A column of the page (the subquery `page` below). */
const onPage = (column: AnyPgColumn) => sql`page.${sql.identifier(column.name)}`;

/** The contract columns a page carries into its enrichment. */
const PAGE_COLUMNS = sql.join(
  [
    contracts.contractId,
    contracts.grainReceiverId,
    contracts.created,
    contracts.contractYear,
    contracts.growerId,
    contracts.externalReferenceId,
    contracts.contractType,
    contracts.contractState,
    contracts.newContractId,
    contracts.productionPlanId,
  ],
  sql`, `,
);

/** Everything of the list query before the page: the names and stewardship levels of each row. */
const ENRICH_HEAD = sql`select ${onPage(contracts.contractId)} as contract_id,
  ${onPage(contracts.grainReceiverId)} as company_id,
  ${onPage(contracts.contractYear)} as contract_year,
  (select ${growers.growerName} from ${growers} where ${growers.growerId} = ${onPage(contracts.growerId)}) as grower_name,
  (select ${companies.companyName} from ${companies} where ${companies.companyId} = ${onPage(contracts.externalReferenceId)}) as reseller,
  ${onPage(contracts.externalReferenceId)} as reseller_id,
  (select ${companies.companyName} from ${companies} where ${companies.companyId} = ${onPage(contracts.grainReceiverId)}) as grain_receiver_name,
  ${onPage(contracts.contractType)} as contract_type,
  ${onPage(contracts.contractState)} as contract_state,
  ${declinedOn(onPage(contracts.contractId))} as declined,
  ${programs.programName} as program_name,
  ${onPage(contracts.newContractId)} as new_contract_id,
  to_char(${onPage(contracts.created)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created,
  ${stewardshipActivities.stewardshipActivityId} as stewardship_activity_id,
  case when ${stewardshipActivities.stewardshipActivityId} is not null then (select json_agg(json_build_object(
      'field_lost', ${stewardshipFields.fieldLost}, 'planting', ${stewardshipFields.planting}, 'harvest', ${stewardshipFields.harvest}))
    from ${stewardshipFields} where ${stewardshipFields.stewardshipActivityId} = ${stewardshipActivities.stewardshipActivityId}) end as field_rows,
  case when ${stewardshipActivities.stewardshipActivityId} is not null then (select json_agg(json_build_object(
      'location_name', ${stewardshipStorage.locationName}, 'cleanout_date', ${stewardshipStorage.cleanoutDate}, 'capacity', ${stewardshipStorage.capacity}))
    from ${stewardshipStorage} where ${stewardshipStorage.stewardshipActivityId} = ${stewardshipActivities.stewardshipActivityId}) end as storage_rows
from (`;

/**
 * The order of each sort, on the contracts table and then on the page: each is an index's order
 * (CONTRACT_SORTS), ending on a unique column so that pages never overlap.
 */
const SORT_COLUMNS: Record<ContractSort, AnyPgColumn[]> = {
  created: [contracts.created, contracts.contractId],
  contract_year: [contracts.contractYear, contracts.created, contracts.contractId],
  new_contract_id: [contracts.newContractId],
};
const orderBy = (columns: SQL[], order: SortOrder) =>
  sql.join(
    columns.map((column) => sql`${column} ${sql.raw(order)}`),
    sql`, `,
  );
const ORDERS = Object.fromEntries(
  CONTRACT_SORTS.flatMap((sort) =>
    SORT_ORDERS.map((order) => [
      `${sort} ${order}`,
      {
        page: fixedText(
          sql`order by ${orderBy(
            SORT_COLUMNS[sort].map((c) => sql`${c}`),
            order,
          )}`,
        ),
        tail: enrichTail(orderBy(SORT_COLUMNS[sort].map(onPage), order)),
      },
    ]),
  ),
) as Record<`${ContractSort} ${SortOrder}`, { page: string; tail: string }>;

/**
 * Everything after the page, in the page's order. At most one activity per contract and one program per
 * plan (unique indexes). The programs are joined, not sub-selected: a sub-select scanned the small program
 * tables again for every row. The stewardship rows are read only for contracts that have an activity.
 */
function enrichTail(order: SQL): string {
  return fixedText(sql`) page
left join ${stewardshipActivities} on ${stewardshipActivities.contractId} = ${onPage(contracts.contractId)}
left join (${programAssignments} join ${programs} on ${programs.programId} = ${programAssignments.programId})
  on ${programAssignments.productionPlanId} = ${onPage(contracts.productionPlanId)}
order by ${order}`);
}

/** The page's query up to its conditions. */
const PAGE_HEAD = fixedText(sql`${ENRICH_HEAD}select ${PAGE_COLUMNS} from ${contracts} where `);
/** The count's query up to its conditions. */
const COUNT_HEAD = fixedText(sql`select count(*)::int as n from (select 1 from ${contracts} where `);

type ListRow = Omit<ContractListItem, 'stewardship' | 'contract_status'> & {
  /** a signer's decline stands */
  declined: boolean;
  stewardship_activity_id: string | null;
  /** the rows the domain's completeness rule (spec 3, §4) reads */
  field_rows: Pick<ActivityField, 'field_lost' | 'planting' | 'harvest'>[] | null;
  storage_rows: ActivityStorage[] | null;
};

/**
 * One page of the contracts an actor may see, newest first or in the query's sort, in one statement: the page's rows come
 * first, in index order (contracts_live_created_idx and friends), then only those rows are enriched
 * with names and stewardship levels. The total is a separate index-only count (a capped total is
 * remembered a few seconds, contract-count-cache.ts). `extra` narrows the list (company lists, plan
 * lists); `countCap` stops counting after that many rows (the total is then countCap + 1: "more than").
 */
export async function listContracts(
  tx: Tx,
  actor: Actor,
  query: ContractListQuery,
  extra: SQL[] = [],
  countCap?: number,
): Promise<{ items: ContractListItem[]; total: number }> {
  const { list, counting } = listStatements(actor, query, extra, countCap);
  const [rows, total] = await Promise.all([
    queryRows<ListRow>(tx, list, 'contract_list'),
    totalOf(tx, counting, countCap),
  ]);
  // Built field by field: copying the row with a rest pattern cost more than the rest of the mapping.
  const items = rows.map((row): ContractListItem => {
    const fields = (row.field_rows ?? []) as ActivityField[];
    return {
      contract_id: row.contract_id,
      company_id: row.company_id,
      created: row.created,
      contract_year: row.contract_year,
      grower_name: row.grower_name,
      reseller: row.reseller,
      reseller_id: row.reseller_id,
      grain_receiver_name: row.grain_receiver_name,
      contract_type: row.contract_type,
      contract_state: row.contract_state,
      contract_status: contractStatus(row.contract_state, row.declined),
      program_name: row.program_name,
      new_contract_id: row.new_contract_id,
      stewardship: row.stewardship_activity_id
        ? {
            stewardship_activity_id: row.stewardship_activity_id,
            planting: plantingLevel(fields),
            harvest: harvestLevel(fields),
            storage: storageLevel(row.storage_rows ?? []),
          }
        : null,
    };
  });
  return { items, total };
}

/** The statements of a page of the list and of its total (tests read their plans). */
export function listStatements(
  actor: Actor,
  query: ContractListQuery,
  extra: SQL[] = [],
  countCap?: number,
): { list: CompiledQuery; counting: CompiledQuery } {
  // The conditions are rendered once and spliced into both statements (same parameters).
  const where = compileQuery(and(visibleContracts(actor), ...listConditions(query), ...extra)!);
  // The limit and offset are parameters: every page of a query shape is one prepared statement (planned
  // once per connection), whatever its size and position.
  const page = where.params.length;
  const order = ORDERS[`${query.sort} ${query.order}`];
  const list: CompiledQuery = {
    sql: `${PAGE_HEAD}${where.sql}\n    ${order.page} limit $${page + 1} offset $${page + 2}${order.tail}`,
    params: [...where.params, query.limit, query.offset],
  };
  const cap = countCap === undefined ? '' : ` limit ${integerText(countCap + 1)}`;
  const counting: CompiledQuery = { sql: `${COUNT_HEAD}${where.sql}${cap}) matching`, params: where.params };
  return { list, counting };
}

/** The capped totals of each database handle (see contract-count-cache.ts). */
const countCacheOf = rememberedPer(() => cappedCountCache());

/** The count, or with a cap a capped total this handle counted within the TTL. */
async function totalOf(tx: Tx, counting: CompiledQuery, countCap?: number): Promise<number> {
  const count = async () => (await queryRows<{ n: number }>(tx, counting))[0]?.n ?? 0;
  if (countCap === undefined) return count();
  return countCacheOf(tx).through(queryKey(counting), count, (total) => total > countCap);
}
