import {
  adjustsInventory,
  restorableUntil,
  restoreCutoff,
  SCALE_TICKET_MESSAGES,
  type DeletedTicketsQuery,
  type DeletedTicketsResponse,
  type RestoreScaleTicketsBody,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { appError, notFound } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { voidedContractIds } from './contract-repository';
import { findDeletedBatch, listDeletedTickets, purgeDeleted, restoreBatch } from './deleted-ticket-repository';
import { isDuplicateTicket, type TicketDeps } from './repository';
import { assertTicketWrite } from './ticket-access';
import { describeTicket, storedDuplicates } from './ticket-duplicates';

/**
 * Puts back one delete's tickets (Undo, or Restore in the Deleted tickets view), all or none, under the
 * delete's rule: create-scale-ticket at each ticket's plan company, adjust-inventory for a ticket that
 * adjusts the inventory. A batch whose ticket a live ticket of the plan now repeats (the create's
 * identity), or whose contract was voided meanwhile (a deleted ticket does not block a void), is
 * refused, naming that ticket.
 */
export const restoreScaleTickets = (async (deps, { actor, audit }, input) =>
  deps.db.transaction(async (tx) => {
    const rows = await findDeletedBatch(tx, input.batch_id, restoreCutoff(new Date()));
    if (!rows.length) throw notFound(SCALE_TICKET_MESSAGES.restoreGone);
    for (const row of rows) assertTicketWrite(actor, row.company_id, adjustsInventory(row.ticket));
    const voided = await voidedContractIds(tx, [
      ...new Set(
        rows.flatMap((r) =>
          [r.ticket.contract_id, r.ticket.original_contract_id].filter((id): id is string => Boolean(id)),
        ),
      ),
    ]);
    const orphan = rows.find(
      (r) => voided.has(r.ticket.contract_id ?? '') || voided.has(r.ticket.original_contract_id ?? ''),
    );
    if (orphan) throw clashWith(describeTicket(orphan.ticket), SCALE_TICKET_MESSAGES.restoreContractVoided);
    for (const planId of new Set(rows.map((r) => r.production_plan_id))) {
      const tickets = rows.filter((r) => r.production_plan_id === planId).map((r) => r.ticket);
      const [clash] = await storedDuplicates(tx, planId, tickets);
      if (clash !== undefined) throw clashWith(describeTicket(tickets[clash]!));
    }
    let restored: number;
    try {
      restored = await restoreBatch(tx, input.batch_id);
    } catch (error) {
      // two tickets of the batch, or a ticket stored meanwhile: the identity index decides
      if (isDuplicateTicket(error)) throw clashWith(describeTicket(rows[0]!.ticket));
      throw error;
    }
    await audit(tx, {
      action: 'restore',
      entity: 'scale_ticket',
      entityId: rows.length === 1 ? rows[0]!.scale_ticket_id : null,
      details: { batch_id: input.batch_id, scale_ticket_ids: rows.map((r) => r.scale_ticket_id) },
      about: [{ entity: 'scale_ticket', ids: rows.map((r) => r.scale_ticket_id) }],
    });
    return { restored };
  })) satisfies Service<TicketDeps, RestoreScaleTicketsBody>;

const clashWith = (line: string, text: (line: string) => string = SCALE_TICKET_MESSAGES.restoreClash) =>
  appError('scale_ticket_restore_clash', text(line), [line]);

/** The Deleted tickets view: a company's tickets of the year deleted within the last 30 days. */
export const readDeletedTickets = (async (deps, _ctx, query): Promise<DeletedTicketsResponse> => {
  const rows = await listDeletedTickets(deps.db, { ...query, since: restoreCutoff(new Date()) });
  return {
    deleted_tickets: rows.map((row) => ({
      ...row,
      deleted_at: row.deleted_at.toISOString(),
      restorable_until: restorableUntil(row.deleted_at).toISOString(),
    })),
  };
}) satisfies Service<TicketDeps, DeletedTicketsQuery>;

/** The start-up sweep: tickets deleted more than 30 days before `now` are gone for good. */
export const purgeDeletedTickets = (db: Db, now: Date) => purgeDeleted(db, restoreCutoff(now));
