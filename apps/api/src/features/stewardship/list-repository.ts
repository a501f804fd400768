import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { companies, contracts, growers, stewardshipActivities, stewardshipStewards } from '../../db/schema';

/** Whose activities: a steward's own (userId), or every live contract's (null: all-steward and admins). */
export type ActivityListFilter = { stewardUserId: string | null };

function scope(filter: ActivityListFilter) {
  const live = and(isNull(contracts.deletedAt), ne(contracts.contractState, 'voided'))!;
  if (!filter.stewardUserId) return live;
  return and(
    live,
    sql`${stewardshipActivities.stewardshipActivityId} in (select ${stewardshipStewards.stewardshipActivityId} from ${stewardshipStewards} where ${stewardshipStewards.userId} = ${filter.stewardUserId})`,
  )!;
}

/**
 * A page of activities, incomplete first (the stored `complete` flag, so the order comes from the
 * stewardship_activities_list_idx index even over every activity), then the newest harvest year.
 */
export function listActivityPage(tx: Tx, filter: ActivityListFilter, page: { limit: number; offset: number }) {
  return tx
    .select({
      stewardship_activity_id: stewardshipActivities.stewardshipActivityId,
      contract_id: contracts.contractId,
      company_id: contracts.grainReceiverId,
      harvest_year: stewardshipActivities.harvestYear,
      grower_name: growers.growerName,
      grain_receiver_name: companies.companyName,
      planting_cleanout: stewardshipActivities.plantingCleanout,
    })
    .from(stewardshipActivities)
    .innerJoin(contracts, eq(contracts.contractId, stewardshipActivities.contractId))
    .innerJoin(growers, eq(growers.growerId, contracts.growerId))
    .innerJoin(companies, eq(companies.companyId, contracts.grainReceiverId))
    .where(scope(filter))
    .orderBy(
      asc(stewardshipActivities.complete),
      desc(stewardshipActivities.harvestYear),
      desc(stewardshipActivities.created),
      asc(stewardshipActivities.stewardshipActivityId),
    )
    .limit(page.limit)
    .offset(page.offset);
}

export async function countActivities(tx: Tx, filter: ActivityListFilter): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(stewardshipActivities)
    .innerJoin(contracts, eq(contracts.contractId, stewardshipActivities.contractId))
    .where(scope(filter));
  return Number(row?.n ?? 0);
}
