import { createHash } from 'node:crypto';
import {
  DEFAULT_LIST_STATES,
  type ContractListItem,
  type ContractListQuery,
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
import { compileQuery, fixedSql, integerLiteral, queryRows, type CompiledQuery } from '../../db/raw-query';
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
import { visibleContracts } from '../../services/contract-visibility';
import { queryKey, rememberedPer } from '../../services/remembered';
import { cappedCountCache } from './contract-count-cache';

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
const PAGE_COLUMNS = fixedSql(
  sql.join(
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
  ),
);

/** Everything of the list query before the page: the names and stewardship levels of each row. */
const ENRICH_HEAD = fixedSql(sql`select ${onPage(contracts.contractId)} as contract_id,
  ${onPage(contracts.grainReceiverId)} as company_id,
  ${onPage(contracts.contractYear)} as contract_year,
  (select ${growers.growerName} from ${growers} where ${growers.growerId} = ${onPage(contracts.growerId)}) as grower_name,
  (select ${companies.companyName} from ${companies} where ${companies.companyId} = ${onPage(contracts.externalReferenceId)}) as reseller,
  ${onPage(contracts.externalReferenceId)} as reseller_id,
  (select ${companies.companyName} from ${companies} where ${companies.companyId} = ${onPage(contracts.grainReceiverId)}) as grain_receiver_name,
  ${onPage(contracts.contractType)} as contract_type,
  ${onPage(contracts.contractState)} as contract_state,
  (select ${programs.programName} from ${programAssignments} join ${programs} on ${programs.programId} = ${programAssignments.programId}
    where ${programAssignments.productionPlanId} = ${onPage(contracts.productionPlanId)}) as program_name,
  ${onPage(contracts.newContractId)} as new_contract_id,
  to_char(${onPage(contracts.created)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created,
  ${stewardshipActivities.stewardshipActivityId} as stewardship_activity_id,
  fields.rows as field_rows,
  storage.rows as storage_rows
from (`);

/** Everything after the page. At most one activity per contract and one program per plan (unique indexes). */
const ENRICH_TAIL = fixedSql(sql`) page
left join ${stewardshipActivities} on ${stewardshipActivities.contractId} = ${onPage(contracts.contractId)}
left join lateral (select json_agg(json_build_object('field_lost', ${stewardshipFields.fieldLost},
    'planting', ${stewardshipFields.planting}, 'harvest', ${stewardshipFields.harvest})) as rows from ${stewardshipFields}
  where ${stewardshipFields.stewardshipActivityId} = ${stewardshipActivities.stewardshipActivityId}) fields on true
left join lateral (select json_agg(json_build_object('location_name', ${stewardshipStorage.locationName},
    'cleanout_date', ${stewardshipStorage.cleanoutDate}, 'capacity', ${stewardshipStorage.capacity})) as rows
  from ${stewardshipStorage}
  where ${stewardshipStorage.stewardshipActivityId} = ${stewardshipActivities.stewardshipActivityId}) storage on true
order by ${onPage(contracts.created)} desc, ${onPage(contracts.contractId)} desc`);

type ListRow = Omit<ContractListItem, 'stewardship'> & {
  stewardship_activity_id: string | null;
  /** the rows the domain's completeness rule (spec 3, §4) reads */
  field_rows: Pick<ActivityField, 'field_lost' | 'planting' | 'harvest'>[] | null;
  storage_rows: ActivityStorage[] | null;
};

/**
 * One page of the contracts an actor may see, newest first, in one statement: the page's rows come
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
  const where = and(visibleContracts(actor), ...listConditions(query), ...extra);
  // The limit and offset are part of the text, so that PostgreSQL plans the page for its real size.
  const list = compileQuery(sql`${ENRICH_HEAD}select ${PAGE_COLUMNS} from ${contracts} where ${where}
    order by ${contracts.created} desc, ${contracts.contractId} desc
    limit ${integerLiteral(query.limit)} offset ${integerLiteral(query.offset)}${ENRICH_TAIL}`);
  // First pages are prepared statements (one per query shape and page size, planned once per
  // connection); later pages are planned on each request rather than kept per offset.
  const name = query.offset
    ? undefined
    : `contract_list_${createHash('sha1').update(list.sql).digest('hex').slice(0, 24)}`;
  const cap = countCap === undefined ? sql`` : sql` limit ${integerLiteral(countCap + 1)}`;
  const counting = compileQuery(
    sql`select count(*)::int as n from (select 1 from ${contracts} where ${where}${cap}) matching`,
  );
  const [rows, total] = await Promise.all([queryRows<ListRow>(tx, list, name), totalOf(tx, counting, countCap)]);
  const items = rows.map(({ stewardship_activity_id, field_rows, storage_rows, ...row }) => {
    const fields = (field_rows ?? []) as ActivityField[];
    const stewardship = stewardship_activity_id && {
      stewardship_activity_id,
      planting: plantingLevel(fields),
      harvest: harvestLevel(fields),
      storage: storageLevel(storage_rows ?? []),
    };
    return { ...row, stewardship: stewardship || null };
  });
  return { items, total };
}

/** The capped totals of each database handle (see contract-count-cache.ts). */
const countCacheOf = rememberedPer(() => cappedCountCache());

/** The count, or with a cap a capped total this handle counted within the TTL. */
async function totalOf(tx: Tx, counting: CompiledQuery, countCap?: number): Promise<number> {
  const count = async () => (await queryRows<{ n: number }>(tx, counting))[0]?.n ?? 0;
  if (countCap === undefined) return count();
  return countCacheOf(tx).through(queryKey(counting), count, (total) => total > countCap);
}
