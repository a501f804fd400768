import type {
  CreateScaleTicketsBody,
  CreateScaleTicketsResponse,
  DeleteScaleTicketsBody,
  DeleteScaleTicketsResponse,
  RestoreScaleTicketsBody,
  RestoreScaleTicketsResponse,
  UpdateScaleTicketBody,
} from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { scaleTicketKeys } from './keys';

/** POST /api/scale-ticket: tickets of a file, one ticket, a transfer or a zero-out (all or nothing). */
export const createScaleTickets = (body: CreateScaleTicketsBody) =>
  api<CreateScaleTicketsResponse>('/scale-ticket', { method: 'POST', body });

/** PATCH /api/scale-ticket, on the version the ticket was read at (a stale one answers 412). */
export const updateScaleTicket = ({ version, ...body }: UpdateScaleTicketBody & { version: string }) =>
  api<unknown>('/scale-ticket', { method: 'PATCH', body, ifMatch: version });

/** DELETE /api/scale-ticket: one ticket or {scale_tickets:[…]}. */
export const deleteScaleTickets = (body: DeleteScaleTicketsBody) =>
  api<DeleteScaleTicketsResponse>('/scale-ticket', { method: 'DELETE', body });

/** POST /api/scale-ticket/restore: puts back one delete's tickets (Undo, or Restore among the deleted). */
export const restoreScaleTickets = (body: RestoreScaleTicketsBody) =>
  api<RestoreScaleTicketsResponse>('/scale-ticket/restore', { method: 'POST', body });

function useTicketWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scaleTicketKeys.all }),
  });
}

export const useCreateScaleTickets = () => useTicketWrite(createScaleTickets);
export const useUpdateScaleTicket = () => useTicketWrite(updateScaleTicket);
export const useDeleteScaleTickets = () => useTicketWrite(deleteScaleTickets);
export const useRestoreScaleTickets = () => useTicketWrite(restoreScaleTickets);
