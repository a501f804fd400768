import {
  classifySearchTerm,
  companiesWith,
  type GlobalCompanyHit,
  type GlobalContractHit,
  type GlobalScaleTicketHit,
  type GlobalUserHit,
} from '@portal/domain';
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { compileQuery, queryRows } from '../../db/raw-query';
import { assignments, companies, contracts, growers, productionPlans, scaleTickets, users } from '../../db/schema';
import type { Actor } from '../../plugins/actor';
import { companySearchCondition } from '../../services/company-scope';
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
export type GroupQuery = SQLWrapper;
export type GroupHits = {
  users: GlobalUserHit;
  companies: GlobalCompanyHit;
  contracts: GlobalContractHit;
  scale_tickets: GlobalScaleTicketHit;
};
export type GroupName = keyof GroupHits;

/** Each field selected under its own name (the JSON keys of searchGroups). */
function named(fields: Record<string, SQLWrapper>): Record<string, SQL.Aliased> {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, sql`${field}`.as(key)]));
}

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
    const key = createHash('sha1').update(statement.sql).digest('hex').slice(0, 24);
    [row = {}] = await queryRows<Partial<Record<GroupName, unknown[]>>>(tx, statement, `global_search_${key}`);
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
export function searchUsers(tx: Tx, actor: Actor, raw: string, { limit, offset }: Page): GroupQuery | null {
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
  const companyOf = sql<
    string | null
  >`(select a.company_id from ${assignments} a where a.user_id = ${users.id} and ${allowed} order by a.created, a.company_id limit 1)`;
  const words = raw.split(/\s+/).filter(Boolean);
  return tx
    .select(
      named({
        user_id: users.id,
        first: users.first,
        last: users.last,
        email: users.email,
        company_id: companyOf,
        company_name: sql<string | null>`(select n.company_name from ${companies} n where n.company_id = ${companyOf})`,
      }),
    )
    .from(users)
    .where(
      and(
        sql.join(
          words.map((word) => ilike(userSearchable, likePattern(word))),
          sql` and `,
        ),
        readable
          ? sql`exists (select 1 from ${assignments} a where a.user_id = ${users.id} and ${allowed})`
          : undefined,
      ),
    )
    .orderBy(asc(users.last), asc(users.first), asc(users.email))
    .limit(limit + 1)
    .offset(offset);
}

/** Companies in the company scope: a SAP id (with the 00 rules) exactly, else the name (trigram index). */
export function searchCompanies(tx: Tx, scope: SQL, raw: string, { limit, offset }: Page): GroupQuery {
  const match = companySearchCondition(raw);
  return tx
    .select(
      named({
        company_id: companies.companyId,
        company_name: companies.companyName,
        company_type: companies.companyType,
        sap_id: companies.sapId,
        city: companies.city,
        state: companies.state,
      }),
    )
    .from(companies)
    .where(and(scope, match))
    .orderBy(asc(companies.companyName), asc(companies.companyId))
    .limit(limit + 1)
    .offset(offset);
}

const resellers = alias(companies, 'reseller');

/**
 * Contracts the visibility condition allows: a new contract id exactly, a grower SAP id exactly,
 * else the grower's name (trigram index). Newest first; optional year and status filters.
 */
export function searchContracts(
  tx: Tx,
  visible: SQL,
  raw: string,
  filters: { year?: number; contract_status?: readonly string[] },
  { limit, offset }: Page,
): GroupQuery {
  const { term, kind } = classifySearchTerm(raw);
  const match =
    kind === 'new_contract_id'
      ? eq(contracts.newContractId, term)
      : kind === 'sap_id'
        ? eq(growers.sapId, term)
        : ilike(growers.growerName, likePattern(raw.trim()));
  return tx
    .select(
      named({
        contract_id: contracts.contractId,
        company_id: contracts.grainReceiverId,
        new_contract_id: contracts.newContractId,
        grower_name: growers.growerName,
        contract_year: contracts.contractYear,
        contract_state: contracts.contractState,
        contract_type: contracts.contractType,
        reseller: resellers.companyName,
      }),
    )
    .from(contracts)
    .innerJoin(growers, eq(growers.growerId, contracts.growerId))
    .leftJoin(resellers, eq(resellers.companyId, contracts.externalReferenceId))
    .where(
      and(
        visible,
        isNull(contracts.deletedAt),
        match,
        filters.year ? eq(contracts.contractYear, filters.year) : undefined,
        filters.contract_status?.length ? inArray(contracts.contractState, [...filters.contract_status]) : undefined,
      ),
    )
    .orderBy(desc(contracts.created), asc(contracts.contractId))
    .limit(limit + 1)
    .offset(offset);
}

/**
 * Scale tickets of the companies the actor may see: the ticket number (trigram index) or, for a
 * new contract id, the tickets of that contract. The year filter is the plan's contract year.
 */
export function searchScaleTickets(
  tx: Tx,
  scope: SQL,
  raw: string,
  filters: { year?: number },
  { limit, offset }: Page,
): GroupQuery {
  const { term, kind } = classifySearchTerm(raw);
  const byNumber = ilike(scaleTickets.scaleTicketNumber, likePattern(raw.trim()));
  const match =
    kind === 'new_contract_id'
      ? or(
          byNumber,
          eq(
            scaleTickets.contractId,
            sql`(select ${contracts.contractId} from ${contracts} where ${contracts.newContractId} = ${term})`,
          ),
        )
      : byNumber;
  return tx
    .select(
      named({
        scale_ticket_id: scaleTickets.scaleTicketId,
        scale_ticket_number: scaleTickets.scaleTicketNumber,
        scale_ticket_date: scaleTickets.scaleTicketDate,
        grower_name: scaleTickets.growerName,
        company_id: companies.companyId,
        company_name: companies.companyName,
        year: productionPlans.contractYear,
      }),
    )
    .from(scaleTickets)
    .innerJoin(companies, eq(companies.companyId, scaleTickets.externalReferenceId))
    .innerJoin(productionPlans, eq(productionPlans.productionPlanId, scaleTickets.productionPlanId))
    .where(and(scope, match, filters.year ? eq(productionPlans.contractYear, filters.year) : undefined))
    .orderBy(desc(scaleTickets.scaleTicketDate), asc(scaleTickets.scaleTicketNumber), asc(scaleTickets.scaleTicketId))
    .limit(limit + 1)
    .offset(offset);
}
