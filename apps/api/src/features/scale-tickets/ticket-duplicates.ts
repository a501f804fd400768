import type { TicketIdentity } from '@portal/domain';

/** The identity of a ticket within a plan (the unique index scale_tickets_identity_uq). */
export const identityKey = (planId: string, t: TicketIdentity) =>
  JSON.stringify([planId, t.bill_of_landing_number, t.scale_ticket_date, t.grower_name, t.scale_ticket_number]);

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
