import type { ScaleTicketList, ScaleTicketQuery } from '@portal/domain';
import type { Actor } from '../../plugins/actor';
import { listTickets, type TicketDeps } from './repository';

/** A page of tickets at the companies the actor sees; a foreign or unknown plan reads as an empty list. */
export async function readScaleTickets(
  deps: TicketDeps,
  actor: Actor,
  query: ScaleTicketQuery,
): Promise<ScaleTicketList> {
  const { offset, limit, ...filter } = query;
  const rows = await listTickets(deps.db, actor, filter, { offset, limit: limit + 1 });
  return { scale_tickets: rows.slice(0, limit), next_offset: rows.length > limit ? offset + limit : null };
}
