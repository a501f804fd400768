import type { ContractListResponse, ContractResponse, ContractState } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const CONTRACTS_KEY = ['grower-contracts'];

export type ContractListFilter = {
  year?: number | null;
  contract_status: readonly ContractState[];
  external_reference_id?: string;
  new_contract_id?: string;
  limit: number;
  offset: number;
};

/** GET /api/grower-contracts/v1: a page of the contracts the user may see, newest first. */
export function useContractList(filter: ContractListFilter, enabled = true) {
  return useQuery({
    queryKey: [...CONTRACTS_KEY, 'list', filter],
    queryFn: ({ signal }) =>
      api<ContractListResponse>('/grower-contracts/v1', {
        query: {
          year: filter.year ?? undefined,
          contract_status: filter.contract_status.join(','),
          external_reference_id: filter.external_reference_id,
          new_contract_id: filter.new_contract_id,
          limit: filter.limit,
          offset: filter.offset,
        },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/grower-contracts/v1?contract_id=: one contract with its details, signers and history. */
export function useContract(contractId: string | undefined) {
  return useQuery({
    queryKey: [...CONTRACTS_KEY, 'one', contractId],
    queryFn: ({ signal }) =>
      api<ContractResponse>('/grower-contracts/v1', { query: { contract_id: contractId }, signal }).then(
        (r) => r.contract,
      ),
    enabled: Boolean(contractId),
  });
}

export function useSalesYear() {
  return useQuery({
    queryKey: ['sales-year'],
    queryFn: () => api<{ sales_year: number }>('/sales-year').then((r) => r.sales_year),
    staleTime: 5 * 60_000,
  });
}
