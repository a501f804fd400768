import { canOpenStewardship } from '@portal/domain';
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { contracts, growers, linkedCompanies, stewardshipActivities, stewardshipStewards } from '../db/schema';
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

/**
 * Whether the actor may open the stewardship page of one of the grower's live contracts (the
 * domain's canOpenStewardship): then it reads the grower, its fields and storage (Assign Enogen
 * Fields, storage cleanout) even when the grower's reseller is none of its companies.
 */
export async function opensGrowerStewardship(tx: Tx, actor: Actor, growerId: string): Promise<boolean> {
  const rows = await tx
    .select({
      reseller: contracts.externalReferenceId,
      receiver: contracts.grainReceiverId,
      operator: contracts.thirdPartyOperatorId,
      steward: stewardshipStewards.userId,
    })
    .from(stewardshipActivities)
    .innerJoin(contracts, eq(contracts.contractId, stewardshipActivities.contractId))
    .leftJoin(
      stewardshipStewards,
      and(
        eq(stewardshipStewards.stewardshipActivityId, stewardshipActivities.stewardshipActivityId),
        eq(stewardshipStewards.userId, actor.userId),
      ),
    )
    .where(and(eq(contracts.growerId, growerId), isNull(contracts.deletedAt)));
  return rows.some((row) =>
    canOpenStewardship(actor.access, [row.reseller, row.receiver, row.operator], row.steward !== null),
  );
}

/** Reads of one grower: visible growers, and the growers of the stewardship activities the actor may open. */
export async function mayReadGrower(tx: Tx, actor: Actor, growerId: string): Promise<boolean> {
  return (await isGrowerVisible(tx, actor, growerId)) || opensGrowerStewardship(tx, actor, growerId);
}
