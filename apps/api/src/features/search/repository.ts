import {
  classifySearchTerm,
  companiesWith,
  type GlobalCompanyHit,
  type GlobalContractHit,
  type GlobalScaleTicketHit,
  type GlobalUserHit,
} from '@portal/domain';
import { and, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { compileQuery, fixedSql, queryRows } from '../../db/raw-query';
import { assignments, companies, contracts, growers, productionPlans, scaleTickets, users } from '../../db/schema';
import type { Actor } from '../../plugins/actor';
import { companySearchCondition } from '../../services/company-scope';
import { declinedOn } from '../../services/contract-declined';
import type { PortalDeps } from '../../services/deps';

export type SearchDeps = Pick<PortalDeps, 'db'>;

/**
 * The global search: one indexed query per group, each scoped in its WHERE clause and limited,
 * all run as one statement (searchGroups). Every query fetches one row more than the page to tell
 * whether more exist.
 */
export type Page = { limit: number; offset: number };
export type Group<T> = { items: T[]; has_more: boolean };
/** One group's query; its columns are named as the hit's fields. */
export type GroupQuery = SQL;
export type GroupHits = {
  users: GlobalUserHit;
  companies: GlobalCompanyHit;
  /** the hit before its display status (global-search.ts) */
  contracts: Omit<GlobalContractHit, 'contract_status'> & { declined: boolean };
  scale_tickets: GlobalScaleTicketHit;
};
export type GroupName = keyof GroupHits;

/**
 * The groups' queries in one statement (one round trip): each group's rows as a JSON array, in the
 * group's order. Its text depends only on the query's shape, so it is a prepared statement.
 * A group without a query (nothing the actor may search) is empty.
 */
export async function searchGroups(
  tx: Tx,
  queries: Partial<Record<GroupName, GroupQuery | null>>,
  limit: number,
): Promise<{ [K in GroupName]?: Group<GroupHits[K]> }> {
  const names = Object.keys(queries) as GroupName[];
  const run = names.filter((name) => queries[name]);
  let row: Partial<Record<GroupName, unknown[]>> = {};
  if (run.length) {
    const columns = run.map(
      (name) => sql`(select coalesce(json_agg(hit), '[]') from (${queries[name]}) hit) as ${sql.identifier(name)}`,
    );
    const statement = compileQuery(sql`select ${sql.join(columns, sql`, `)}`);
    [row = {}] = await queryRows<Partial<Record<GroupName, unknown[]>>>(tx, statement, 'global_search');
  }
  return Object.fromEntries(
    names.map((name) => {
      const hits = row[name] ?? [];
      return [name, { items: hits.slice(0, limit), has_more: hits.length > limit }];
    }),
  );
}

/** The expression the trigram index users_search_trgm_idx covers. */
const userSearchable = sql`(coalesce(${users.first}, '') || ' ' || coalesce(${users.last}, '') || ' ' || ${users.email})`;

/**
 * Users: admins find everyone; anyone else the users assigned to a live company where they hold
 * read-user (the rule of the user page the result links to). Each word must match (trigram index).
 */
export function searchUsers(actor: Actor, raw: string, page: Page): GroupQuery | null {
  const readable = companiesWith(actor.access, ['read-user']);
  if (readable && !readable.length) return null;
  const live = sql`exists (select 1 from ${companies} c where c.company_id = a.company_id and c.deleted_at is null)`;
  const allowed = readable
    ? sql`a.company_id in (${sql.join(
        readable.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and ${live}`
    : sql`true`;
  // The company the result links to: the first assignment the searcher may read (admins: any).
  const companyOf = sql`(select a.company_id from ${assignments} a where a.user_id = ${users.id} and ${allowed} order by a.created, a.company_id limit 1)`;
  const words = raw.split(/\s+/).filter(Boolean);
  const where = and(
    sql.join(
      words.map((word) => ilike(userSearchable, likePattern(word))),
      sql` and `,
    ),
    readable ? sql`exists (select 1 from ${assignments} a where a.user_id = ${users.id} and ${allowed})` : undefined,
  );
  return sql`${USER_HIT}, ${companyOf} as company_id,
    (select n.company_name from ${companies} n where n.company_id = ${companyOf}) as company_name
    from ${users} where ${where} ${USER_ORDER}${limitOf(page)}`;
}

const USER_HIT = fixedSql(
  sql`select ${users.id} as user_id, ${users.first} as first, ${users.last} as last, ${users.email} as email`,
);
const USER_ORDER = fixedSql(sql`order by ${users.last} asc, ${users.first} asc, ${users.email} asc`);

/** One row more than the page (has_more), from the page's offset. */
const limitOf = ({ limit, offset }: Page) => sql` limit ${limit + 1} offset ${offset}`;

/** Companies in the company scope: a SAP id (with the 00 rules) exactly, else the name (trigram index). */
export function searchCompanies(scope: SQL, raw: string, page: Page): GroupQuery {
  return sql`${COMPANY_HIT} where ${and(scope, companySearchCondition(raw))} ${COMPANY_ORDER}${limitOf(page)}`;
}

const COMPANY_HIT = fixedSql(sql`select ${companies.companyId} as company_id, ${companies.companyName} as company_name,
  ${companies.companyType} as company_type, ${companies.sapId} as sap_id, ${companies.city} as city,
  ${companies.state} as state from ${companies}`);
const COMPANY_ORDER = fixedSql(sql`order by ${companies.companyName} asc, ${companies.companyId} asc`);

/**
 * Contracts the visibility condition allows: a new contract id exactly, a grower SAP id exactly,
 * else the grower's name (trigram index). Newest first; optional year and status filters.
 */
export function searchContracts(
  visible: SQL,
  raw: string,
  filters: { year?: number; contract_status?: readonly string[] },
  page: Page,
): GroupQuery {
  const { term, kind } = classifySearchTerm(raw);
  const growersWhere = (condition: SQL) =>
    sql`${contracts.growerId} in (select ${growers.growerId} from ${growers} where ${condition})`;
  const match =
    kind === 'new_contract_id'
      ? eq(contracts.newContractId, term)
      : growersWhere(kind === 'sap_id' ? eq(growers.sapId, term) : ilike(growers.growerName, likePattern(raw.trim())));
  const where = and(
    visible,
    isNull(contracts.deletedAt),
    match,
    filters.year ? eq(contracts.contractYear, filters.year) : undefined,
    filters.contract_status?.length ? inArray(contracts.contractState, [...filters.contract_status]) : undefined,
  );
  return sql`${CONTRACT_HIT} where ${where} ${CONTRACT_ORDER}${limitOf(page)}`;
}

// The grower and reseller names as sub-selects of the page's rows: fewer joins for the planner to weigh.
const CONTRACT_HIT = fixedSql(sql`select ${contracts.contractId} as contract_id,
  ${contracts.grainReceiverId} as company_id, ${contracts.newContractId} as new_contract_id,
  (select g.grower_name from ${growers} g where g.grower_id = ${contracts.growerId}) as grower_name,
  ${contracts.contractYear} as contract_year, ${contracts.contractState} as contract_state,
  ${declinedOn(contracts.contractId)} as declined, ${contracts.contractType} as contract_type,
  (select r.company_name from ${companies} r where r.company_id = ${contracts.externalReferenceId}) as reseller
  from ${contracts}`);
const CONTRACT_ORDER = fixedSql(sql`order by ${contracts.created} desc, ${contracts.contractId} asc`);

/**
 * Scale tickets of the companies the actor may see: the tickets of a new contract id (its contract's
 * index), else the ticket number (trigram index). The year filter is the plan's contract year. The
 * company and the plan are semi-joins and their names sub-selects of the page's rows.
 */
export function searchScaleTickets(scope: SQL, raw: string, filters: { year?: number }, page: Page): GroupQuery {
  const { term, kind } = classifySearchTerm(raw);
  const match =
    kind === 'new_contract_id'
      ? eq(
          scaleTickets.contractId,
          sql`(select ${contracts.contractId} from ${contracts} where ${contracts.newContractId} = ${term})`,
        )
      : ilike(scaleTickets.scaleTicketNumber, likePattern(raw.trim()));
  const where = and(
    sql`${scaleTickets.externalReferenceId} in (select ${companies.companyId} from ${companies} where ${scope})`,
    match,
    filters.year
      ? sql`${scaleTickets.productionPlanId} in (select ${productionPlans.productionPlanId} from ${productionPlans}
          where ${productionPlans.contractYear} = ${filters.year})`
      : undefined,
  );
  return sql`${TICKET_HIT} where ${where} ${TICKET_ORDER}${limitOf(page)}`;
}

const TICKET_HIT = fixedSql(sql`select ${scaleTickets.scaleTicketId} as scale_ticket_id,
  ${scaleTickets.scaleTicketNumber} as scale_ticket_number, ${scaleTickets.scaleTicketDate}::text as scale_ticket_date,
  ${scaleTickets.growerName} as grower_name, ${scaleTickets.externalReferenceId} as company_id,
  (select c.company_name from ${companies} c where c.company_id = ${scaleTickets.externalReferenceId}) as company_name,
  (select p.contract_year from ${productionPlans} p where p.production_plan_id = ${scaleTickets.productionPlanId}) as year
  from ${scaleTickets}`);
const TICKET_ORDER = fixedSql(
  sql`order by ${scaleTickets.scaleTicketDate} desc, ${scaleTickets.scaleTicketNumber} asc, ${scaleTickets.scaleTicketId} asc`,
);
