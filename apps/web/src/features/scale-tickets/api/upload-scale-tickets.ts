import type { ScaleTicketInput } from '@portal/domain';
import { saveInSession } from '../../../components/upload';

/** A file's tickets for a plan through an upload session: all of them stored by one commit, or none. */
export function uploadScaleTickets(
  planId: string,
  tickets: readonly ScaleTicketInput[],
  progress: (done: number, total: number) => void,
): Promise<{ created: number }> {
  return saveInSession(
    '/scale-ticket/uploads',
    { production_plan_id: planId },
    tickets,
    (chunk) => ({ scale_tickets: chunk }),
    progress,
  );
}
