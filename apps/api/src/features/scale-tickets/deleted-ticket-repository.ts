import type { DeletedTicket, ScaleTicket } from '@portal/domain';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { deletedScaleTickets, productionPlans, scaleTickets, users } from '../../db/schema';

/** A deleted ticket as a restore checks it: its plan's company and the row as it was stored. */
export type DeletedRow = {
  scale_ticket_id: string;
  production_plan_id: string;
  company_id: string;
  ticket: ScaleTicket;
};

/**
 * Moves the tickets out of the live table into deleted_scale_tickets as one batch: each row kept whole
 * (to_jsonb of the stored row) with who deleted it and when. Returns how many moved.
 */
export async function archiveTickets(
  tx: Tx,
  ticketIds: readonly string[],
  batch: { batchId: string; deletedBy: string },
): Promise<number> {
  await tx.execute(sql`
    insert into ${deletedScaleTickets} (scale_ticket_id, batch_id, production_plan_id, company_id, deleted_by, ticket)
    select t.scale_ticket_id, ${batch.batchId}::uuid, t.production_plan_id, p.company_id, ${batch.deletedBy}, to_jsonb(t)
    from ${scaleTickets} t join ${productionPlans} p on p.production_plan_id = t.production_plan_id
    where t.scale_ticket_id in (select jsonb_array_elements_text(${JSON.stringify([...ticketIds])}::jsonb)::uuid)`);
  const rows = await tx
    .delete(scaleTickets)
    .where(inArray(scaleTickets.scaleTicketId, [...ticketIds]))
    .returning({ id: scaleTickets.scaleTicketId });
  return rows.length;
}

/** The rows of a batch deleted at or after `since` (older ones are past restoring), locked for the restore. */
export function findDeletedBatch(tx: Tx, batchId: string, since: Date): Promise<DeletedRow[]> {
  return tx
    .select({
      scale_ticket_id: deletedScaleTickets.scaleTicketId,
      production_plan_id: deletedScaleTickets.productionPlanId,
      company_id: deletedScaleTickets.companyId,
      ticket: sql<ScaleTicket>`${deletedScaleTickets.ticket}`,
    })
    .from(deletedScaleTickets)
    .where(and(eq(deletedScaleTickets.batchId, batchId), gte(deletedScaleTickets.deletedAt, since)))
    .for('update');
}

/** Puts a batch's rows back exactly as they were stored (id, created and every column), then forgets them. */
export async function restoreBatch(tx: Tx, batchId: string): Promise<number> {
  await tx.execute(sql`
    insert into ${scaleTickets}
    select (jsonb_populate_record(null::scale_tickets, d.ticket)).* from ${deletedScaleTickets} d
    where d.batch_id = ${batchId}::uuid`);
  const rows = await tx
    .delete(deletedScaleTickets)
    .where(eq(deletedScaleTickets.batchId, batchId))
    .returning({ id: deletedScaleTickets.scaleTicketId });
  return rows.length;
}

const field = (name: string) => sql<string>`${deletedScaleTickets.ticket}->>${name}`;

/** A company's tickets of plans of the year deleted at or after `since`, newest delete first. */
export function listDeletedTickets(
  tx: Tx,
  filter: { company_id: string; year: number; since: Date },
): Promise<(Omit<DeletedTicket, 'restorable_until' | 'deleted_at'> & { deleted_at: Date })[]> {
  const name = sql<string | null>`nullif(trim(coalesce(${users.first}, '') || ' ' || coalesce(${users.last}, '')), '')`;
  return tx
    .select({
      scale_ticket_id: deletedScaleTickets.scaleTicketId,
      batch_id: deletedScaleTickets.batchId,
      production_plan_id: deletedScaleTickets.productionPlanId,
      inventory_code: productionPlans.inventoryCode,
      scale_ticket_number: field('scale_ticket_number'),
      scale_ticket_date: field('scale_ticket_date'),
      grower_name: field('grower_name'),
      bill_of_landing_number: field('bill_of_landing_number'),
      net_quantity: sql<number>`(${deletedScaleTickets.ticket}->>'net_quantity')::float8`.mapWith(Number),
      deleted_at: deletedScaleTickets.deletedAt,
      deleted_by_name: sql<string | null>`coalesce(${name}, ${users.email})`,
    })
    .from(deletedScaleTickets)
    .innerJoin(productionPlans, eq(productionPlans.productionPlanId, deletedScaleTickets.productionPlanId))
    .leftJoin(users, eq(users.id, deletedScaleTickets.deletedBy))
    .where(
      and(
        eq(deletedScaleTickets.companyId, filter.company_id),
        eq(productionPlans.contractYear, filter.year),
        gte(deletedScaleTickets.deletedAt, filter.since),
      ),
    )
    .orderBy(desc(deletedScaleTickets.deletedAt), field('scale_ticket_number'))
    .limit(1000);
}

/** Forgets the tickets deleted before `before` for good; returns how many. */
export async function purgeDeleted(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(deletedScaleTickets)
    .where(lt(deletedScaleTickets.deletedAt, before))
    .returning({ id: deletedScaleTickets.scaleTicketId });
  return rows.length;
}
