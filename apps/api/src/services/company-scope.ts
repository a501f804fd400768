import { canReadAllCompanies, classifySearchTerm, prefixSapId } from '@portal/domain';
import { and, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { likePattern } from '../db/like-pattern';
import { assignments, companies, linkedCompanies, users } from '../db/schema';
import type { Actor } from '../plugins/actor';
import { forbidden, notFound } from '../plugins/errors';

/**
 * The companies an actor may see, as a condition on `companies` (spec 1, §6): read-company
 * anywhere sees every company; anyone else only the companies they are assigned to. Deleted
 * companies are never visible. It goes into the query (row scoping), never a filter afterwards.
 */
export function visibleCompanies(actor: Actor): SQL {
  const live = isNull(companies.deletedAt);
  if (canReadAllCompanies(actor.access)) return live;
  return and(
    live,
    sql`${companies.companyId} in (select ${assignments.companyId} from ${assignments} where ${assignments.userId} = ${actor.userId})`,
  )!;
}

/**
 * The companies an actor sees, plus those linked to one of the actor's companies (a grain receiver's
 * linked resellers, whose training status gates its contracts).
 */
export function visibleOrLinkedCompanies(actor: Actor): SQL {
  const mine = sql`(select ${assignments.companyId} from ${assignments} where ${assignments.userId} = ${actor.userId})`;
  return or(
    visibleCompanies(actor),
    and(
      isNull(companies.deletedAt),
      sql`exists (select 1 from ${linkedCompanies} where (${linkedCompanies.companyId1} = ${companies.companyId} and ${linkedCompanies.companyId2} in ${mine}) or (${linkedCompanies.companyId2} = ${companies.companyId} and ${linkedCompanies.companyId1} in ${mine}))`,
    ),
  )!;
}

/** 404 for a company that does not exist (or was deleted), 403 for one the actor may not see. */
export async function assertCompanyVisible(tx: Tx, actor: Actor, companyId: string): Promise<void> {
  const [row] = await tx
    .select({ id: companies.companyId, visible: sql<boolean>`(${visibleCompanies(actor)})` })
    .from(companies)
    .where(and(eq(companies.companyId, companyId), isNull(companies.deletedAt)));
  if (!row) throw notFound('Company not found');
  if (!row.visible) throw forbidden();
}

/**
 * The people an actor may look up (never a competitor's staff), as a condition on `users`: admins everyone; anyone else
 * themself and the users assigned to a company in visibleCompanies(actor).
 */
export function visibleUsers(actor: Actor): SQL | undefined {
  if (actor.access.status === 'loaded' && actor.access.role_type === 'admin') return undefined;
  return sql`(${users.id} = ${actor.userId} or exists (select 1 from ${assignments} va join ${companies} on ${companies.companyId} = va.company_id where va.user_id = ${users.id} and ${visibleCompanies(actor)}))`;
}

/**
 * The spec's company search rules (§5): an 8-digit SAP id gets 00, a 1 followed by 8 characters gets 00,
 * and a string starting 00 with at least 10 characters is a SAP id (exact match on the unique
 * index); anything else matches the company name (trigram index).
 */
export function companySearchCondition(raw: string): SQL {
  const { term, kind } = classifySearchTerm(prefixSapId(raw));
  if (kind === 'sap_id') return eq(companies.sapId, term);
  return ilike(companies.companyName, likePattern(raw.trim()));
}
