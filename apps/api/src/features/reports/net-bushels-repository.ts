import {
  DELIVERY_MONTH_COUNT,
  firstColumnOrdinal,
  REPORTABLE_STATES,
  type EndProductType,
  type NetBushelsQuery,
  type NetBushelsRow,
} from '@portal/domain';
import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { compileQuery } from '../../db/raw-query';
import {
  committedUnits,
  companies,
  contracts,
  growers,
  scaleTickets,
  stewardshipActivities,
  stewardshipFields,
} from '../../db/schema';
import type { Actor } from '../../plugins/actor';
import { visibleCompanies } from '../../services/company-scope';
import { visibleContracts } from '../../services/contract-visibility';
import { queryKey, type Remembered } from '../../services/remembered';

/** The report's filters: the query without the page. */
export type NetBushelsFilter = Omit<NetBushelsQuery, 'limit' | 'offset'>;

/** The visible, reportable contracts of the year matching the searches (every product). */
function matching(actor: Actor, f: NetBushelsFilter): SQL {
  const conditions: SQL[] = [
    visibleContracts(actor),
    inArray(contracts.contractState, [...REPORTABLE_STATES]),
    eq(contracts.contractYear, f.year),
  ];
  if (f.company_id) {
    const id = f.company_id;
    conditions.push(
      or(
        eq(contracts.externalReferenceId, id),
        eq(contracts.grainReceiverId, id),
        eq(contracts.thirdPartyOperatorId, id),
      )!,
    );
  }
  if (f.grower_name) {
    conditions.push(
      sql`${contracts.growerId} in (select ${growers.growerId} from ${growers} where ${ilike(growers.growerName, likePattern(f.grower_name))})`,
    );
  }
  if (f.contract_id) conditions.push(ilike(contracts.newContractId, likePattern(f.contract_id)));
  return and(...conditions)!;
}

/** The product tab's contracts: Grain lists every one, another tab those with units of the product. */
function inTab(product: EndProductType): SQL | undefined {
  if (product === 'grain') return undefined;
  return sql`exists (select 1 from ${committedUnits} where ${committedUnits.contractId} = ${contracts.contractId} and ${committedUnits.deliveryType} = ${product})`;
}

/** The column (0–12) of a committed unit's delivery month, and of a ticket's date. */
const unitColumn = (base: number) =>
  sql`(${committedUnits.deliveryYear} * 12 + ${committedUnits.deliveryMonth} - ${base}::int)`;
const ticketColumn = (base: number) =>
  sql`(extract(year from ${scaleTickets.scaleTicketDate})::int * 12 + extract(month from ${scaleTickets.scaleTicketDate})::int - ${base}::int)`;
const ticketWindow = (year: number) =>
  sql`${scaleTickets.scaleTicketDate} >= ${`${year}-09-01`}::date and ${scaleTickets.scaleTicketDate} < ${`${year + 1}-10-01`}::date`;

/** A json array of the 13 columns from (column, value) pairs; months without a pair are 0. */
const thirteen = (pairs: SQL) =>
  sql`(select json_agg(coalesce(p.v, 0) order by m.i) from generate_series(0, ${DELIVERY_MONTH_COUNT - 1}::int) m(i) left join (${pairs}) p on p.i = m.i)`;

/** A committed unit in the 13 columns (the harvest's weights count units of every delivery type there). */
const inColumns = (base: number) => sql`${unitColumn(base)} between 0 and ${DELIVERY_MONTH_COUNT - 1}::int`;

/** A stewardship field's total_harvest as a number, read as the inventory reads it (scale-tickets/contract-repository.ts). */
const harvestNumber = sql`case when ${stewardshipFields.harvest}->>'total_harvest' ~ '^-?[0-9.]+$'
    then (${stewardshipFields.harvest}->>'total_harvest')::double precision end`;
/** A contract's recorded harvest: Σ total_harvest of its stewardship fields, a negative sum as 0. */
const harvestOf = (contractId: SQL) => sql`(select greatest(coalesce(sum(${harvestNumber}), 0), 0)
  from ${stewardshipFields} join ${stewardshipActivities}
    on ${stewardshipActivities.stewardshipActivityId} = ${stewardshipFields.stewardshipActivityId}
  where ${stewardshipActivities.contractId} = ${contractId})`;

/** One contract's contracted units, harvested share and delivered net bushels per column (net-bushels.ts in the domain). */
function contractColumns(f: NetBushelsFilter) {
  const base = firstColumnOrdinal(f.year);
  const units = sql`select ${unitColumn(base)} as i, sum(${committedUnits.contractUnits}) as v from ${committedUnits}
    where ${committedUnits.contractId} = ${contracts.contractId} and ${committedUnits.deliveryType} = ${f.product} group by 1`;
  const tickets = sql`select ${ticketColumn(base)} as i, sum(${scaleTickets.netQuantity}) as v from ${scaleTickets}
    where ${scaleTickets.contractId} = ${contracts.contractId} and ${ticketWindow(f.year)} and ${f.product} = 'grain' group by 1`;
  const weights = sql`select ${unitColumn(base)} as i, sum(greatest(${committedUnits.contractUnits}, 0)) as v from ${committedUnits}
    where ${committedUnits.contractId} = ${contracts.contractId} and ${inColumns(base)} group by 1`;
  // harvest × units[m] / Σ units, or all of it in the first column without units (harvestedShares)
  const harvested = sql`select w.i, case when w.all_units = 0 then case when w.i = 0 then h.total else 0 end
      else h.total * w.v / w.all_units end as v
    from (select m.i, coalesce(p.v, 0) as v, sum(coalesce(p.v, 0)) over () as all_units
      from generate_series(0, ${DELIVERY_MONTH_COUNT - 1}::int) m(i) left join (${weights}) p on p.i = m.i) w
    cross join (select ${harvestOf(sql`${contracts.contractId}`)} as total) h where ${f.product} = 'grain'`;
  return { contracted: thirteen(units), harvested: thirteen(harvested), delivered: thirteen(tickets) };
}

type RawRow = Omit<NetBushelsRow, 'net_total'>;
const toRow = (row: RawRow): NetBushelsRow => ({
  ...row,
  contracted: row.contracted.map(Number),
  harvested: row.harvested.map(Number),
  delivered: row.delivered.map(Number),
  net_total: row.delivered.reduce((sum, v) => sum + Number(v), 0),
});

/**
 * Rows of the report ordered by the new contract id: a page (offset) for the screen, or the batch
 * after a contract id (keyset) for an export. One statement; the monthly sums are subqueries per
 * row over the contract's committed units and tickets (indexed by contract).
 */
export async function netBushelsRows(
  tx: Tx,
  actor: Actor,
  f: NetBushelsFilter,
  page: { limit: number; offset?: number; after?: string },
): Promise<NetBushelsRow[]> {
  const columns = contractColumns(f);
  const after = page.after === undefined ? undefined : sql`${contracts.newContractId} > ${page.after}`;
  const rows = await tx
    .select({
      contract_id: contracts.contractId,
      new_contract_id: contracts.newContractId,
      grower_name: growers.growerName,
      grain_receiver_name: sql<string>`(select ${companies.companyName} from ${companies} where ${companies.companyId} = ${contracts.grainReceiverId})`,
      reseller_name: sql<
        string | null
      >`(select ${companies.companyName} from ${companies} where ${companies.companyId} = ${contracts.externalReferenceId})`,
      contract_state: sql<NetBushelsRow['contract_state']>`${contracts.contractState}`,
      contracted: sql<number[]>`${columns.contracted}`,
      harvested: sql<number[]>`${columns.harvested}`,
      delivered: sql<number[]>`${columns.delivered}`,
    })
    .from(contracts)
    .innerJoin(growers, eq(growers.growerId, contracts.growerId))
    .where(and(matching(actor, f), inTab(f.product), after))
    .orderBy(contracts.newContractId)
    .limit(page.limit)
    .offset(page.offset ?? 0);
  return rows.map(toRow);
}

/** Totals over at least this many contracts may be remembered for a few seconds (read-net-bushels.ts). */
export const REMEMBERED_SUMMARY_ROWS = 1_000;

type SummaryRow = {
  total_rows: string | number;
  has_commercial_feed: boolean | null;
  contracted: (number | string)[];
  harvested: (number | string)[];
  delivered: (number | string)[];
};

export type NetBushelsSummary = {
  total_rows: number;
  has_commercial_feed: boolean;
  contracted: number[];
  harvested: number[];
  delivered: number[];
};

/**
 * The totals over every matching row (not only a page), the row count and whether a commercial-feed
 * contract is among the year's matching contracts (the feed tabs), in one statement. The units and
 * tickets are plain joins of the matching contracts (the planner sees their real count and hashes or
 * aggregates in one pass); the harvest shares (harvestedShares, summed per column) start from the few
 * contracts with stewardship fields, and only theirs weigh units. With `remember`, a summary of
 * REMEMBERED_SUMMARY_ROWS contracts or more is shared per statement text and parameters.
 */
export async function netBushelsSummary(
  tx: Tx,
  actor: Actor,
  f: NetBushelsFilter,
  remember?: Remembered<NetBushelsSummary>,
): Promise<NetBushelsSummary> {
  const base = firstColumnOrdinal(f.year);
  // Only the row count needs the tab: tickets and harvests count on the Grain tab, which lists every
  // matching contract, and a feed tab's units are by definition those of the contracts it lists.
  const scope = matching(actor, f);
  const grain = sql`${f.product} = 'grain'`;
  const units = sql`select ${unitColumn(base)} as i, sum(${committedUnits.contractUnits}) as v
    from ${committedUnits} join ${contracts} on ${contracts.contractId} = ${committedUnits.contractId}
    where ${scope} and ${committedUnits.deliveryType} = ${f.product} group by 1`;
  const tickets = sql`select ${ticketColumn(base)} as i, sum(${scaleTickets.netQuantity}) as v
    from ${scaleTickets} join ${contracts} on ${contracts.contractId} = ${scaleTickets.contractId}
    where ${scope} and ${ticketWindow(f.year)} and ${grain} group by 1`;
  const harvests = sql`select ${stewardshipActivities.contractId} as id, greatest(coalesce(sum(${harvestNumber}), 0), 0) as total
    from ${stewardshipFields} join ${stewardshipActivities}
      on ${stewardshipActivities.stewardshipActivityId} = ${stewardshipFields.stewardshipActivityId}
    join ${contracts} on ${contracts.contractId} = ${stewardshipActivities.contractId}
    where ${scope} and ${grain} group by 1`;
  // a harvested contract's units per column (every delivery type), the weights of its shares
  const weights = sql`select h.id, ${unitColumn(base)} as i, sum(greatest(${committedUnits.contractUnits}, 0)) as v
    from harvests h join ${committedUnits} on ${committedUnits.contractId} = h.id
    where ${inColumns(base)} group by 1, 2`;
  const harvested = sql`select i, sum(v) as v from (
      select w.i, h.total * w.v / t.all_units as v from weights w
        join unit_totals t on t.id = w.id join harvests h on h.id = w.id where t.all_units > 0
      union all
      select 0, h.total from harvests h left join unit_totals t on t.id = h.id where coalesce(t.all_units, 0) = 0
    ) shares group by i`;
  const statement = sql`with harvests as materialized (${harvests}),
      weights as materialized (${weights}),
      unit_totals as materialized (select id, sum(v) as all_units from weights group by id)
    select (select count(*) from ${contracts} where ${and(scope, inTab(f.product))}) as total_rows,
      exists (select 1 from ${contracts} where ${scope} and ${contracts.contractType} = 'commercial-feed') as has_commercial_feed,
      ${thirteen(units)} as contracted,
      ${thirteen(harvested)} as harvested,
      ${thirteen(tickets)} as delivered`;
  const run = async () => {
    const result = (await tx.execute(statement)) as unknown as { rows: SummaryRow[] };
    const row = result.rows[0]!;
    return {
      total_rows: Number(row.total_rows),
      has_commercial_feed: row.has_commercial_feed === true,
      contracted: row.contracted.map(Number),
      harvested: row.harvested.map(Number),
      delivered: row.delivered.map(Number),
    };
  };
  if (!remember) return run();
  return remember.through(queryKey(compileQuery(statement)), run, (s) => s.total_rows >= REMEMBERED_SUMMARY_ROWS);
}

/** The name of a company the actor sees (for the export's filter line), or null. */
export async function companyName(tx: Tx, actor: Actor, companyId: string): Promise<string | null> {
  const [row] = await tx
    .select({ name: companies.companyName })
    .from(companies)
    .where(and(eq(companies.companyId, companyId), visibleCompanies(actor)));
  return row?.name ?? null;
}
