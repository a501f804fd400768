import { ticketIdentityKey, type TicketIdentity } from '@portal/domain';
import type { Tx } from '../../db/client';
import { findIdentities } from './repository';

/** The identity of a ticket within its plan (the unique index scale_tickets_identity_uq). */
const identityKey = (planId: string, t: TicketIdentity) => `${planId} ${ticketIdentityKey(t)}`;

/** A human line naming a duplicate ticket, for the 409's details. */
export const describeTicket = (t: TicketIdentity) =>
  `Ticket ${t.scale_ticket_number} of ${t.grower_name}, BOL ${t.bill_of_landing_number}, ${t.scale_ticket_date}`;

/** The lines naming each row that repeats an earlier row of the same list. */
export function duplicatesWithin(rows: readonly (TicketIdentity & { production_plan_id: string })[]): string[] {
  const first = new Map<string, number>();
  const lines: string[] = [];
  rows.forEach((row, index) => {
    const key = identityKey(row.production_plan_id, row);
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, index);
    else lines.push(`Row ${index + 1}: ${describeTicket(row)} repeats row ${earlier + 1}`);
  });
  return lines;
}

/** The indexes of the rows that repeat a ticket stored in the plan (one query over their numbers). */
export async function storedDuplicates(tx: Tx, planId: string, rows: readonly TicketIdentity[]): Promise<number[]> {
  const stored = await findIdentities(
    tx,
    planId,
    rows.map((t) => t.scale_ticket_number),
  );
  const keys = new Set(stored.map((s) => identityKey(planId, s)));
  return rows.flatMap((t, index) => (keys.has(identityKey(planId, t)) ? [index] : []));
}
