import type { DuplicateCheckBody } from '@portal/domain';
import type { Service } from '../../services/service';
import type { TicketDeps } from './repository';
import { assertTicketWrite, requireVisiblePlan } from './ticket-access';
import { storedDuplicates } from './ticket-duplicates';

/** Which rows of a file repeat tickets stored in the plan (the preview checks before Save). */
export const checkDuplicates = (async (deps, { actor }, input) => {
  return deps.db.transaction(async (tx) => {
    const plan = await requireVisiblePlan(tx, actor, input.production_plan_id);
    assertTicketWrite(actor, plan.company_id, false);
    return { duplicates: await storedDuplicates(tx, plan.production_plan_id, input.scale_tickets) };
  });
}) satisfies Service<TicketDeps, DuplicateCheckBody>;
