import type { UpdateScaleTicketBody } from '@portal/domain';
import type { Actor } from '../../plugins/actor';
import { notFound } from '../../plugins/errors';
import type { Auditor } from '../../services/audit';
import { planContractsByNewId } from './contract-repository';
import { duplicationError } from './create-scale-tickets';
import { findTicket, isDuplicateTicket, updateTicket, type TicketDeps } from './repository';
import { adjustsInventory, assertTicketWrite, requirePlans } from './ticket-access';
import { describeTicket } from './ticket-duplicates';

/**
 * Edits a stored ticket: number, date and grower stay as stored (they are its identity and locked
 * in the editor); the rest, and the contract link, follow the body.
 */
export function updateScaleTicket(deps: TicketDeps, actor: Actor, audit: Auditor, input: UpdateScaleTicketBody) {
  return deps.db.transaction(async (tx) => {
    const stored = await findTicket(tx, input.scale_ticket_id);
    if (!stored || stored.production_plan_id !== input.production_plan_id) throw notFound('Scale ticket not found');
    const plan = (await requirePlans(tx, [stored.production_plan_id])).get(stored.production_plan_id)!;
    assertTicketWrite(actor, plan.company_id, adjustsInventory(stored));

    const newId = input.original_new_contract_id || null;
    const [contract] = newId ? await planContractsByNewId(tx, plan.production_plan_id, [newId]) : [];
    const { scale_ticket_number: _n, scale_ticket_date: _d, grower_name: _g, ...fields } = input;
    try {
      await updateTicket(tx, stored.scale_ticket_id, { ...fields, contract_id: contract?.contract_id ?? null });
    } catch (error) {
      if (isDuplicateTicket(error)) {
        throw duplicationError([
          `${describeTicket({ ...stored, bill_of_landing_number: input.bill_of_landing_number })} already exists`,
        ]);
      }
      throw error;
    }
    await audit(tx, {
      action: 'update',
      entity: 'scale_ticket',
      entityId: stored.scale_ticket_id,
      details: { production_plan_id: plan.production_plan_id },
    });
    return (await findTicket(tx, stored.scale_ticket_id))!;
  });
}
