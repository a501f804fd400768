import type { DuplicateCheckBody } from '@portal/domain';
import type { Actor } from '../../plugins/actor';
import { findIdentities, type TicketDeps } from './repository';
import { assertTicketWrite, requireVisiblePlan } from './ticket-access';
import { identityKey } from './ticket-duplicates';

/** Which rows of a file repeat tickets stored in the plan (the preview checks before Save). */
export function checkDuplicates(deps: TicketDeps, actor: Actor, input: DuplicateCheckBody) {
  return deps.db.transaction(async (tx) => {
    const plan = await requireVisiblePlan(tx, actor, input.production_plan_id);
    assertTicketWrite(actor, plan.company_id, false);
    const stored = await findIdentities(
      tx,
      plan.production_plan_id,
      input.scale_tickets.map((t) => t.scale_ticket_number),
    );
    const keys = new Set(stored.map((s) => identityKey(plan.production_plan_id, s)));
    const duplicates = input.scale_tickets.flatMap((t, index) =>
      keys.has(identityKey(plan.production_plan_id, t)) ? [index] : [],
    );
    return { duplicates };
  });
}
