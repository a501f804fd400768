import {
  type InventoryResponse,
  SCALE_TICKET_LIMITS,
  SCALE_TICKET_MESSAGES,
  type TicketContract,
  type TicketContractsResponse,
  type TransferContractsQuery,
} from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { scaleTicketKeys } from './keys';

/** GET /api/scale-ticket/growers: the plan's completed and amendment_completed contracts. */
export const getPlanGrowers = (planId: string) =>
  api<TicketContractsResponse>('/scale-ticket/growers', { query: { production_plan_id: planId } }).then(
    (r) => r.contracts,
  );

export const planGrowersQueryOptions = (planId: string) =>
  queryOptions({ queryKey: scaleTicketKeys.planGrowers(planId), queryFn: () => getPlanGrowers(planId) });

export function usePlanGrowers(planId: string | null) {
  return useQuery({ ...planGrowersQueryOptions(planId ?? ''), enabled: Boolean(planId) });
}

/** The transfer search took longer than the spec allows; its text is the spec's "Timeout". */
export class TransferTimeout extends Error {
  constructor() {
    super(SCALE_TICKET_MESSAGES.transferTimeout);
  }
}

/** GET /api/scale-ticket/transfer-contracts, failing with TransferTimeout after 5 s (spec 3, §7). */
export async function getTransferContracts(query: Omit<TransferContractsQuery, 'limit'>): Promise<TicketContract[]> {
  const signal = AbortSignal.timeout(SCALE_TICKET_LIMITS.transferTimeoutMs);
  try {
    const reply = await api<TicketContractsResponse>('/scale-ticket/transfer-contracts', { query, signal });
    return reply.contracts;
  } catch (error) {
    if (signal.aborted) throw new TransferTimeout();
    throw error;
  }
}

export const transferContractsQueryOptions = (query: Omit<TransferContractsQuery, 'limit'>) =>
  queryOptions({
    queryKey: scaleTicketKeys.transferContracts(query),
    queryFn: () => getTransferContracts(query),
    retry: false,
  });

/** GET /api/scale-ticket/inventory by contract or by plan. */
export const getInventory = (by: { contract_id?: string; production_plan_id?: string }) =>
  api<InventoryResponse>('/scale-ticket/inventory', { query: by }).then((r) => r.contracts);

export function useInventory(by: { contract_id?: string; production_plan_id?: string }, enabled = true) {
  return useQuery({ queryKey: scaleTicketKeys.inventory(by), queryFn: () => getInventory(by), enabled });
}
