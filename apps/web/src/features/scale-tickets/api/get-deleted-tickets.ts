import type { DeletedTicketsResponse } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { scaleTicketKeys } from './keys';

/** GET /api/scale-ticket/deleted: the company's tickets of the year deleted in the last 30 days. */
export const deletedTicketsQuery = (companyId: string, year: number) =>
  queryOptions({
    queryKey: scaleTicketKeys.deleted(companyId, year),
    queryFn: () => api<DeletedTicketsResponse>('/scale-ticket/deleted', { query: { company_id: companyId, year } }),
  });

export const useDeletedTickets = (companyId: string, year: number) => useQuery(deletedTicketsQuery(companyId, year));
