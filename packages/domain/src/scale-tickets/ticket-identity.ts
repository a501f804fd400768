import type { TicketIdentity } from './scale-ticket.schema';

/**
 * The identity of a ticket in a plan (spec 3, §5: "same bol, date, grower and ticket number"): the
 * four values as stored, trimmed (as the schemas trim them) with case and inner spaces kept, which is
 * what the unique index scale_tickets_identity_uq compares. The file check, the preview and the API
 * use this one rule.
 */
export function ticketIdentityKey(t: TicketIdentity): string {
  return JSON.stringify(
    [t.bill_of_landing_number, t.scale_ticket_date, t.grower_name, t.scale_ticket_number].map((v) => v.trim()),
  );
}

/** The tickets that share an identity: their indexes, a group of two or more per identity, in list order. */
export function repeatedTickets(tickets: readonly TicketIdentity[]): number[][] {
  const groups = new Map<string, number[]>();
  tickets.forEach((ticket, index) => {
    const key = ticketIdentityKey(ticket);
    const group = groups.get(key);
    if (group) group.push(index);
    else groups.set(key, [index]);
  });
  return [...groups.values()].filter((group) => group.length > 1);
}
