import type { DeliveredMonth } from '@portal/domain';
import { and, inArray, isNull, ne, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { contracts, scaleTickets } from '../db/schema';

const year = sql<number>`extract(year from ${scaleTickets.scaleTicketDate})::int`.mapWith(Number);
const month = sql<number>`extract(month from ${scaleTickets.scaleTicketDate})::int`.mapWith(Number);
const quantity = sql<number>`coalesce(sum(${scaleTickets.netQuantity}), 0)`.mapWith(Number);

/**
 * Σ net_quantity of each contract's scale tickets per month of the ticket date, in one grouped
 * read (scale_tickets_contract_idx): what the contract page and the inventory show as delivered.
 */
export async function deliveredByMonth(
  tx: Tx,
  contractIds: readonly string[],
): Promise<(DeliveredMonth & { contract_id: string })[]> {
  if (!contractIds.length) return [];
  const rows = await tx
    .select({ contract_id: scaleTickets.contractId, year, month, quantity })
    .from(scaleTickets)
    .where(inArray(scaleTickets.contractId, [...contractIds]))
    .groupBy(scaleTickets.contractId, sql`2`, sql`3`);
  return rows.map((row) => ({ ...row, contract_id: row.contract_id! }));
}

/** The same per month over a plan's live contracts (voided and deleted ones deliver nothing). */
export function planDeliveredByMonth(tx: Tx, productionPlanId: string): Promise<DeliveredMonth[]> {
  return tx
    .select({ year, month, quantity })
    .from(scaleTickets)
    .innerJoin(contracts, eq(contracts.contractId, scaleTickets.contractId))
    .where(
      and(
        eq(contracts.productionPlanId, productionPlanId),
        ne(contracts.contractState, 'voided'),
        isNull(contracts.deletedAt),
      ),
    )
    .groupBy(sql`1`, sql`2`);
}
