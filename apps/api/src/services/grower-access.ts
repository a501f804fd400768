import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { growers, linkedCompanies } from '../db/schema';
import type { Actor } from '../plugins/actor';
import { assignedCompanyIds } from './contract-visibility';

/**
 * The growers an actor may see, as a condition on `growers`: admins every grower; anyone else the
 * growers of reseller companies they are assigned to or that are linked to one of their companies
 * (a grain receiver sees the growers of its linked resellers).
 */
export function visibleGrowers(actor: Actor): SQL {
  if (actor.roleType === 'admin') return sql`true`;
  const ids = assignedCompanyIds(actor);
  if (!ids.length) return sql`false`;
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return or(
    sql`${growers.resellerCompanyId} in (${list})`,
    sql`${growers.resellerCompanyId} in (
      select case when ${linkedCompanies.companyId1} in (${list}) then ${linkedCompanies.companyId2} else ${linkedCompanies.companyId1} end
      from ${linkedCompanies}
      where ${linkedCompanies.companyId1} in (${list}) or ${linkedCompanies.companyId2} in (${list}))`,
  )!;
}

export async function isGrowerVisible(tx: Tx, actor: Actor, growerId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: growers.growerId })
    .from(growers)
    .where(and(eq(growers.growerId, growerId), visibleGrowers(actor)));
  return Boolean(row);
}
