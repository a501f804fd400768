import type { ScaleTicketList, ScaleTicketQuery } from '@portal/domain';
import type { Service } from '../../services/service';
import { listTickets, type TicketDeps } from './repository';

/** A page of tickets at the companies the actor sees; a foreign or unknown plan reads as an empty list. */
export const readScaleTickets = (async (deps, { actor }, query) => {
  const { offset, limit, ...filter } = query;
  const rows = await listTickets(deps.db, actor, filter, { offset, limit: limit + 1 });
  return { scale_tickets: rows.slice(0, limit), next_offset: rows.length > limit ? offset + limit : null };
}) satisfies Service<TicketDeps, ScaleTicketQuery, ScaleTicketList>;
