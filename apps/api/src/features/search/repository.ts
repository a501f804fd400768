import {
  classifySearchTerm,
  companiesWith,
  type GlobalCompanyHit,
  type GlobalContractHit,
  type GlobalScaleTicketHit,
  type GlobalUserHit,
} from '@portal/domain';
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { assignments, companies, contracts, growers, productionPlans, scaleTickets, users } from '../../db/schema';
import type { Actor } from '../../plugins/actor';
import { companySearchCondition } from '../../services/company-scope';

/**
 * The global search: one indexed query per group, each scoped in its WHERE clause and limited.
 * Every query fetches one row more than the page to tell whether more exist.
 */
export type Page = { limit: number; offset: number };
export type Group<T> = { items: T[]; has_more: boolean };
/** One group's page as a JSON array expression of T rows (see searchGroups); null: none to find. */
export type GroupQuery<T> = { json: SQL | null; row?: T };

/** The fields as one JSON object (the keys are code constants), and the row's place in the order. */
function jsonRow<T>(fields: Record<keyof T & string, SQLWrapper>, order: SQL[]) {
  const pairs = Object.entries<SQLWrapper>(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`);
  return {
    j: sql`json_build_object(${sql.join(pairs, sql`, `)})`.as('j'),
    n: sql`row_number() over (order by ${sql.join(order, sql`, `)})`.as('n'),
  };
}

/** A limited query of jsonRow rows as one JSON array, in the query's order. */
const jsonArray = <T>(query: SQLWrapper): GroupQuery<T> => ({
  json: sql`(select coalesce(json_agg(t.j order by t.n), '[]'::json) from (${query}) t)`,
});

type Groups = Record<string, GroupQuery<unknown> | undefined>;
type Found<G extends Groups> = { [K in keyof G]: G[K] extends GroupQuery<infer T> ? Group<T> : undefined };

/**
 * The groups in one statement, one round trip (each group scoped and limited in its own
 * subquery), each fetched one row past the page to tell whether more exist.
 */
export async function searchGroups<G extends Groups>(tx: Tx, groups: G, limit: number): Promise<Found<G>> {
  const queried = Object.entries(groups).flatMap(([key, group]) =>
    group?.json ? [sql`${group.json} as ${sql.raw(`"${key}"`)}`] : [],
  );
  const [row] = queried.length
    ? ((await tx.execute(sql`select ${sql.join(queried, sql`, `)}`)) as unknown as { rows: Record<string, unknown>[] })
        .rows
    : [];
  const found: Record<string, Group<unknown> | undefined> = {};
  for (const [key, group] of Object.entries(groups)) {
    if (!group) {
      found[key] = undefined;
      continue;
    }
    const value = group.json ? row?.[key] : [];
    // node-postgres and PGlite parse json; a driver that did not would hand the text.
    const items = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as unknown[];
    found[key] = { items: items.slice(0, limit), has_more: items.length > limit };
  }
  return found as Found<G>;
}

/** The expression the trigram index users_search_trgm_idx covers. */
const userSearchable = sql`(coalesce(${users.first}, '') || ' ' || coalesce(${users.last}, '') || ' ' || ${users.email})`;

/**
 * Users: admins find everyone; anyone else the users assigned to a live company where they hold
 * read-user (the rule of the user page the result links to). Each word must match (trigram index).
 */
export function searchUsers(tx: Tx, actor: Actor, raw: string, { limit, offset }: Page): GroupQuery<GlobalUserHit> {
  const readable = companiesWith(actor.access, ['read-user']);
  if (readable && !readable.length) return { json: null };
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
  const order = [asc(users.last), asc(users.first), asc(users.email)];
  const query = tx
    .select(
      jsonRow<GlobalUserHit>(
        {
          user_id: users.id,
          first: users.first,
          last: users.last,
          email: users.email,
          company_id: companyOf,
          company_name: sql<
            string | null
          >`(select n.company_name from ${companies} n where n.company_id = ${companyOf})`,
        },
        order,
      ),
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
    .orderBy(...order)
    .limit(limit + 1)
    .offset(offset);
  return jsonArray(query);
}

/** Companies in the company scope: a SAP id (with the 00 rules) exactly, else the name (trigram index). */
export function searchCompanies(
  tx: Tx,
  scope: SQL,
  raw: string,
  { limit, offset }: Page,
): GroupQuery<GlobalCompanyHit> {
  const match = companySearchCondition(raw);
  const order = [asc(companies.companyName), asc(companies.companyId)];
  const query = tx
    .select(
      jsonRow<GlobalCompanyHit>(
        {
          company_id: companies.companyId,
          company_name: companies.companyName,
          company_type: companies.companyType,
          sap_id: companies.sapId,
          city: companies.city,
          state: companies.state,
        },
        order,
      ),
    )
    .from(companies)
    .where(and(scope, match))
    .orderBy(...order)
    .limit(limit + 1)
    .offset(offset);
  return jsonArray(query);
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
): GroupQuery<GlobalContractHit> {
  const { term, kind } = classifySearchTerm(raw);
  const match =
    kind === 'new_contract_id'
      ? eq(contracts.newContractId, term)
      : kind === 'sap_id'
        ? eq(growers.sapId, term)
        : ilike(growers.growerName, likePattern(raw.trim()));
  const order = [desc(contracts.created), asc(contracts.contractId)];
  const query = tx
    .select(
      jsonRow<GlobalContractHit>(
        {
          contract_id: contracts.contractId,
          company_id: contracts.grainReceiverId,
          new_contract_id: contracts.newContractId,
          grower_name: growers.growerName,
          contract_year: contracts.contractYear,
          contract_state: contracts.contractState,
          contract_type: contracts.contractType,
          reseller: resellers.companyName,
        },
        order,
      ),
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
    .orderBy(...order)
    .limit(limit + 1)
    .offset(offset);
  return jsonArray(query);
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
): GroupQuery<GlobalScaleTicketHit> {
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
  const order = [
    desc(scaleTickets.scaleTicketDate),
    asc(scaleTickets.scaleTicketNumber),
    asc(scaleTickets.scaleTicketId),
  ];
  const query = tx
    .select(
      jsonRow<GlobalScaleTicketHit>(
        {
          scale_ticket_id: scaleTickets.scaleTicketId,
          scale_ticket_number: scaleTickets.scaleTicketNumber,
          scale_ticket_date: scaleTickets.scaleTicketDate,
          grower_name: scaleTickets.growerName,
          company_id: companies.companyId,
          company_name: companies.companyName,
          year: productionPlans.contractYear,
        },
        order,
      ),
    )
    .from(scaleTickets)
    .innerJoin(companies, eq(companies.companyId, scaleTickets.externalReferenceId))
    .innerJoin(productionPlans, eq(productionPlans.productionPlanId, scaleTickets.productionPlanId))
    .where(and(scope, match, filters.year ? eq(productionPlans.contractYear, filters.year) : undefined))
    .orderBy(...order)
    .limit(limit + 1)
    .offset(offset);
  return jsonArray(query);
}
