/**
 * Which tickets adjust a contract's inventory (and so need adjust-inventory besides
 * create-scale-ticket): zero-outs, unplanned transfers (the original_* fields) and any ticket with a
 * negative quantity. One definition for posting, editing and deleting.
 */

/** The quantities a ticket adds to a contract's delivered bushels (negated on a transfer's origin). */
export const TICKET_QUANTITIES = ['gross_quantity', 'net_quantity', 'gross_lbs', 'tar_lbs', 'net_lbs'] as const;
export type TicketQuantity = (typeof TICKET_QUANTITIES)[number];

type TicketFlags = {
  is_zeroout?: boolean | null;
  original_production_plan_inventory_code?: string | null;
  original_production_plan_id?: string | null;
  original_contract_id?: string | null;
  original_grower_name?: string | null;
  original_selected_type?: string | null;
};
type TicketQuantities = Partial<Record<TicketQuantity, number | null>>;

/** An unplanned transfer: a ticket carrying any original_* field. */
export function isTransfer(ticket: TicketFlags): boolean {
  return Boolean(
    ticket.original_production_plan_inventory_code ||
    ticket.original_production_plan_id ||
    ticket.original_contract_id ||
    ticket.original_grower_name ||
    ticket.original_selected_type,
  );
}

/** The quantity fields below zero. */
export function negativeQuantities(ticket: TicketQuantities): TicketQuantity[] {
  return TICKET_QUANTITIES.filter((key) => (ticket[key] ?? 0) < 0);
}

/** A zero-out or a transfer, which may carry negative quantities; other tickets may not. */
export const isAdjustmentTicket = (ticket: TicketFlags) => Boolean(ticket.is_zeroout) || isTransfer(ticket);

/** Whether the ticket adjusts the inventory: a zero-out, a transfer, or a negative quantity. */
export function adjustsInventory(ticket: TicketFlags & TicketQuantities): boolean {
  return isAdjustmentTicket(ticket) || negativeQuantities(ticket).length > 0;
}
