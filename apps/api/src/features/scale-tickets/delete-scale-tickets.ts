import { randomUUID } from 'node:crypto';
import { adjustsInventory, type DeleteScaleTicketsBody } from '@portal/domain';
import { notFound } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { archiveTickets } from './deleted-ticket-repository';
import { findTicketRefs, findTransferSide, type TicketDeps } from './repository';
import { assertTicketWrite } from './ticket-access';

/**
 * Deletes one ticket or several, all or none; each needs create-scale-ticket at its stored plan's
 * company (and adjust-inventory when it adjusts the inventory, the rule of posting and editing). A
 * transfer goes with its other side, which needs the same rights at its own company. The tickets
 * leave as one batch, restorable for 30 days (restore-scale-tickets.ts).
 */
export const deleteScaleTickets = (async (deps, { actor, audit }, input) => {
  const refs = 'scale_tickets' in input ? input.scale_tickets : [input];
  return deps.db.transaction(async (tx) => {
    const stored = await findTicketRefs(
      tx,
      refs.map((r) => r.scale_ticket_id),
    );
    const ids = new Set<string>();
    for (const ref of refs) {
      const ticket = stored.find((s) => s.scale_ticket_id === ref.scale_ticket_id);
      if (!ticket || ticket.production_plan_id !== ref.production_plan_id) throw notFound('Scale ticket not found');
      assertTicketWrite(actor, ticket.company_id, adjustsInventory(ticket));
      ids.add(ticket.scale_ticket_id);
      const otherSide = await findTransferSide(tx, ticket);
      if (otherSide) {
        assertTicketWrite(actor, otherSide.company_id, true);
        ids.add(otherSide.scale_ticket_id);
      }
    }
    const batchId = randomUUID();
    const deleted = await archiveTickets(tx, [...ids], { batchId, deletedBy: actor.userId });
    await audit(tx, {
      action: 'delete',
      entity: 'scale_ticket',
      entityId: refs.length === 1 ? refs[0]!.scale_ticket_id : null,
      details: { batch_id: batchId, scale_ticket_ids: [...ids] },
      about: [{ entity: 'scale_ticket', ids: [...ids] }],
    });
    return { deleted, batch_id: batchId };
  });
}) satisfies Service<TicketDeps, DeleteScaleTicketsBody>;
