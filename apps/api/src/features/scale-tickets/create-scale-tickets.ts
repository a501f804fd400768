import {
  adjustsInventory,
  SCALE_TICKET_MESSAGES,
  type CreateScaleTicketsBody,
  type ScaleTicketInput,
  type TicketContract,
} from '@portal/domain';
import type { Tx } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { appError, fieldError, forbidden } from '../../plugins/errors';
import type { Auditor } from '../../services/audit';
import type { Service } from '../../services/service';
import { planContractsByNewId } from './contract-repository';
import { insertTickets, isDuplicateTicket, type NewTicket, type TicketDeps } from './repository';
import { assertTicketWrite, requirePlans } from './ticket-access';
import { transferOrigins, transferSides } from './transfer-origins';
import { describeTicket, duplicatesWithin, storedDuplicates } from './ticket-duplicates';

export const duplicationError = (details: string[]) => appError('scale_ticket_duplication', undefined, details);

/**
 * Stores a file, one ticket, a transfer or a zero-out: all in one transaction and one insert, or
 * nothing. Every plan's company must grant create-scale-ticket (and adjust-inventory for transfers,
 * zero-outs and negative quantities); each ticket's receiver must be its plan's company. Grower
 * tickets are linked to the plan's completed contract their original_new_contract_id names. A
 * transfer is posted on both sides (transfer-origins.ts): its origin contract must be one the
 * transfer search offers, and its other side is a ticket at the origin's company as well.
 */
export const createScaleTickets = (async (deps, { actor, audit }, input) => {
  return deps.db.transaction((tx) => storeScaleTickets(tx, actor, audit, input.scale_tickets));
}) satisfies Service<TicketDeps, CreateScaleTicketsBody>;

/**
 * The rules and the insert of createScaleTickets inside the caller's transaction (an upload
 * session's commit stores its staged rows through here, so a file obeys the same rules in one POST
 * or in chunks).
 */
export async function storeScaleTickets(
  tx: Tx,
  actor: Actor,
  audit: Auditor,
  tickets: readonly ScaleTicketInput[],
): Promise<{ created: number; scale_ticket_ids: string[] }> {
  const plans = await requirePlans(
    tx,
    tickets.map((t) => t.production_plan_id),
  );
  for (const plan of plans.values()) {
    const own = tickets.filter((t) => t.production_plan_id === plan.production_plan_id);
    assertTicketWrite(actor, plan.company_id, own.some(adjustsInventory));
    if (own.some((t) => t.external_reference_id !== plan.company_id)) {
      throw forbidden('The grain receiver must be the production plan company.');
    }
  }

  const origins = await transferOrigins(tx, actor, tickets);
  for (const origin of origins.values()) assertTicketWrite(actor, origin.company_id, true);

  const duplicates = duplicatesWithin(tickets);
  const contractsByKey = new Map<string, TicketContract>();
  for (const planId of plans.keys()) {
    const own = tickets.flatMap((ticket, index) => (ticket.production_plan_id === planId ? [{ ticket, index }] : []));
    for (const at of await storedDuplicates(
      tx,
      planId,
      own.map((o) => o.ticket),
    )) {
      const { ticket, index } = own[at]!;
      duplicates.push(`Row ${index + 1}: ${describeTicket(ticket)} already exists`);
    }
    const newIds = [
      ...new Set(own.map((o) => o.ticket.original_new_contract_id).filter((v): v is string => Boolean(v))),
    ];
    for (const contract of await planContractsByNewId(tx, planId, newIds)) {
      contractsByKey.set(`${planId}|${contract.new_contract_id}`, contract);
    }
  }
  if (duplicates.length) throw duplicationError(duplicates);

  const rows: NewTicket[] = [];
  const originSides: NewTicket[] = [];
  for (const t of tickets) {
    const contract = contractsByKey.get(`${t.production_plan_id}|${t.original_new_contract_id ?? ''}`);
    const row = { ...t, contract_id: contract?.contract_id ?? null };
    const origin = t.original_contract_id ? origins.get(t.original_contract_id) : undefined;
    if (!origin) {
      rows.push(row);
      continue;
    }
    if (!contract) {
      const message = SCALE_TICKET_MESSAGES.transferTargetNotFound;
      throw fieldError('original_new_contract_id', message);
    }
    const [onTarget, onOrigin] = transferSides(row, origin, contract);
    rows.push(onTarget);
    originSides.push(onOrigin);
  }
  // The posted tickets first, in their order; the transfers' origin sides after them.
  rows.push(...originSides);
  let ids: string[];
  try {
    ids = await insertTickets(tx, rows);
  } catch (error) {
    // Another save stored the same ticket between the check and the insert.
    if (isDuplicateTicket(error)) throw duplicationError([SCALE_TICKET_MESSAGES.duplicate]);
    throw error;
  }
  await audit(tx, {
    action: 'create',
    entity: 'scale_ticket',
    entityId: tickets[0]?.production_plan_id ?? null,
    details: {
      count: ids.length,
      production_plan_ids: [...plans.keys()],
      adjusts_inventory: tickets.some(adjustsInventory),
      transfer_origin_tickets: originSides.length,
    },
    // each ticket's History starts with this row
    about: [{ entity: 'scale_ticket', ids }],
  });
  return { created: ids.length, scale_ticket_ids: ids };
}
