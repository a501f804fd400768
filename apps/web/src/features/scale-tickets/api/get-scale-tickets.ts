import { SCALE_TICKET_LIMITS, type ScaleTicketList, type ScaleTicketQuery } from '@portal/domain';
import { infiniteQueryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api';
import { scaleTicketKeys } from './keys';

type ListFilter = Omit<ScaleTicketQuery, 'offset' | 'limit'>;

/** GET /api/scale-ticket; the spec's "not found" lookup error reads as an empty list. */
export async function getScaleTickets(query: ScaleTicketQuery): Promise<ScaleTicketList> {
  try {
    return await api<ScaleTicketList>('/scale-ticket', { query });
  } catch (error) {
    if (isApiError(error, 'scale_tickets_not_found')) {
      return { scale_tickets: [], next_offset: null };
    }
    throw error;
  }
}

/** The first fetch is 10 tickets; each scroll adds 50 (spec 3, §9). */
export const scaleTicketsQueryOptions = (filter: ListFilter) =>
  infiniteQueryOptions({
    queryKey: scaleTicketKeys.list(filter),
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      getScaleTickets({
        ...filter,
        offset: pageParam,
        limit: pageParam === 0 ? SCALE_TICKET_LIMITS.firstFetch : SCALE_TICKET_LIMITS.scrollFetch,
      }),
    getNextPageParam: (page) => page.next_offset ?? undefined,
  });

export function useScaleTickets(filter: ListFilter, enabled = true) {
  return useInfiniteQuery({ ...scaleTicketsQueryOptions(filter), enabled });
}

/** One ticket by id (a `?ticket=` link to a row not loaded); null when unknown or not visible. */
export function useScaleTicket(ticketId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: scaleTicketKeys.one(ticketId ?? ''),
    queryFn: async () =>
      (await getScaleTickets({ scale_ticket_id: ticketId!, offset: 0, limit: 1 })).scale_tickets[0] ?? null,
    enabled: enabled && Boolean(ticketId),
  });
}

/** Reads a ticket again after a conflict (its lists refresh too): null when it is gone. */
export function useReadScaleTicket(ticketId: string | undefined) {
  const queryClient = useQueryClient();
  return async () => {
    if (!ticketId) return null;
    void queryClient.invalidateQueries({ queryKey: scaleTicketKeys.all });
    const { scale_tickets } = await getScaleTickets({ scale_ticket_id: ticketId, offset: 0, limit: 1 });
    return scale_tickets[0] ?? null;
  };
}
