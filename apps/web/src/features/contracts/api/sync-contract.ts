import type { ContractSyncedReply } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/trigger-contracts: queues the contract for the connector (nothing cached changes). */
export const syncContract = (contractId: string) =>
  api<ContractSyncedReply>('/trigger-contracts', { method: 'POST', query: { contract_id: contractId } });

export function useSyncContract(contractId: string) {
  return useMutation({ mutationFn: () => syncContract(contractId) });
}
