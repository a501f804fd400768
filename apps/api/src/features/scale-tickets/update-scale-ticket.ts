import {
  adjustsInventory,
  diffChanges,
  isAdjustmentTicket,
  negativeQuantities,
  SCALE_TICKET_MESSAGES as M,
  TICKET_QUANTITIES,
  type UpdateScaleTicketBody,
} from '@portal/domain';
import { fieldError, fieldErrors, notFound } from '../../plugins/errors';
import { claimVersion } from '../../services/record-version';
import type { Service, Versioned } from '../../services/service';
import { planContractsByNewId } from './contract-repository';
import { duplicationError } from './create-scale-tickets';
import {
  findTicket,
  findTransferSide,
  isDuplicateTicket,
  updateTicket,
  updateTransferSide,
  TICKET_RECORD,
  type TicketDeps,
} from './repository';
import { assertTicketWrite, requirePlans } from './ticket-access';
import { describeTicket } from './ticket-duplicates';

/** What the editor does not change, or changes only as a consequence (the contract follows its number). */
const NOT_EDITED = ['version', 'created', 'contract_id', 'grain_receiver', 'production_plan_year', 'inventory_code'];

/**
 * Edits a stored ticket: number, date and grower stay as stored (they are its identity and locked
 * in the editor); the rest, and the contract link, follow the body. An ordinary ticket keeps
 * non-negative quantities; editing an adjustment (as stored or as sent) needs adjust-inventory, and
 * a transfer keeps its two contracts while its other side follows the new quantities, negated.
 */
export const updateScaleTicket = (async (deps, { actor, audit }, { change: input, version }) => {
  return deps.db.transaction(async (tx) => {
    const stored = await findTicket(tx, input.scale_ticket_id);
    if (!stored || stored.production_plan_id !== input.production_plan_id) throw notFound('Scale ticket not found');
    const plan = (await requirePlans(tx, [stored.production_plan_id])).get(stored.production_plan_id)!;
    assertTicketWrite(actor, plan.company_id, adjustsInventory(stored) || adjustsInventory(input));
    await claimVersion(tx, TICKET_RECORD, stored.scale_ticket_id, version);
    if (!isAdjustmentTicket(stored)) {
      const negative = negativeQuantities(input);
      if (negative.length) throw fieldErrors(negative.map((field) => ({ field, message: M.negativeQuantity })));
    }

    const newId = input.original_new_contract_id || null;
    const [contract] = newId ? await planContractsByNewId(tx, plan.production_plan_id, [newId]) : [];
    const { scale_ticket_number: _n, scale_ticket_date: _d, grower_name: _g, ...fields } = input;
    const otherSide = await findTransferSide(tx, stored);
    if (otherSide) {
      if (contract?.contract_id !== stored.contract_id)
        throw fieldError('original_new_contract_id', M.transferTargetNotFound);
      assertTicketWrite(actor, otherSide.company_id, true);
    }
    try {
      await updateTicket(tx, stored.scale_ticket_id, { ...fields, contract_id: contract?.contract_id ?? null });
      if (otherSide) {
        const negated = Object.fromEntries(TICKET_QUANTITIES.map((key) => [key, -(fields[key] ?? 0) || 0]));
        await updateTransferSide(tx, otherSide.scale_ticket_id, { ...fields, ...negated });
      }
    } catch (error) {
      if (isDuplicateTicket(error)) {
        throw duplicationError([
          `${describeTicket({ ...stored, bill_of_landing_number: input.bill_of_landing_number })} already exists`,
        ]);
      }
      throw error;
    }
    const updated = (await findTicket(tx, stored.scale_ticket_id))!;
    await audit(tx, {
      action: 'update',
      entity: 'scale_ticket',
      entityId: stored.scale_ticket_id,
      details: {
        production_plan_id: plan.production_plan_id,
        ...(otherSide ? { transfer_side_id: otherSide.scale_ticket_id } : {}),
        changes: diffChanges(stored, updated, NOT_EDITED),
      },
    });
    return updated;
  });
}) satisfies Service<TicketDeps, Versioned<UpdateScaleTicketBody>>;
