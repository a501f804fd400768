import { checkAccess, SCALE_TICKET_MESSAGES as M, TICKET_QUANTITIES, type ScaleTicketInput } from '@portal/domain';
import type { Tx } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { fieldError } from '../../plugins/errors';
import { deliverableContractsByIds } from './contract-repository';
import type { NewTicket } from './repository';

type Origin = Awaited<ReturnType<typeof deliverableContractsByIds>>[number];

/**
 * The origin contracts of the transfers among the tickets, checked as the transfer search finds
 * them: deliverable, and in a plan of a company where the actor holds adjust-inventory. Anything
 * else (unknown, foreign, another plan than original_production_plan_id) reads as not found.
 */
export async function transferOrigins(
  tx: Tx,
  actor: Actor,
  tickets: readonly ScaleTicketInput[],
): Promise<Map<string, Origin>> {
  const ids = [...new Set(tickets.flatMap((t) => (t.original_contract_id ? [t.original_contract_id] : [])))];
  const found = await deliverableContractsByIds(tx, ids);
  const origins = new Map(
    found
      .filter((c) => checkAccess(actor.access, c.company_id, 'adjust-inventory') === 'success')
      .map((c) => [c.contract_id, c]),
  );
  for (const ticket of tickets) {
    if (!ticket.original_contract_id) continue;
    const origin = origins.get(ticket.original_contract_id);
    if (
      !origin ||
      (ticket.original_production_plan_id && ticket.original_production_plan_id !== origin.production_plan_id)
    )
      throw fieldError('original_contract_id', M.transferOriginNotFound);
  }
  return origins;
}

/**
 * The two sides of a transfer, posted together: the ticket on its target contract (its original_*
 * fields as stored for the origin, not as sent) and the same ticket negated on the origin contract,
 * whose original_* fields name the target. What the target's delivered gains, the origin's loses:
 * a transfer posted negative moves inventory from the origin (its inventory goes down) to the target.
 */
export function transferSides(
  ticket: NewTicket,
  origin: Origin,
  target: { contract_id: string; production_plan_id: string; inventory_code: string; grower_name: string },
): [NewTicket, NewTicket] {
  if (origin.contract_id === target.contract_id) throw fieldError('original_contract_id', M.transferSameContract);
  const onTarget: NewTicket = {
    ...ticket,
    original_contract_id: origin.contract_id,
    original_production_plan_id: origin.production_plan_id,
    original_production_plan_inventory_code: origin.inventory_code,
    original_grower_name: origin.grower_name,
  };
  const negated = Object.fromEntries(TICKET_QUANTITIES.map((key) => [key, -(ticket[key] ?? 0) || 0]));
  const onOrigin: NewTicket = {
    ...ticket,
    ...negated,
    is_zeroout: false,
    production_plan_id: origin.production_plan_id,
    external_reference_id: origin.company_id,
    grower_name: origin.grower_name,
    original_new_contract_id: origin.new_contract_id,
    contract_id: origin.contract_id,
    original_contract_id: target.contract_id,
    original_production_plan_id: target.production_plan_id,
    original_production_plan_inventory_code: target.inventory_code,
    original_grower_name: target.grower_name,
  };
  return [onTarget, onOrigin];
}
