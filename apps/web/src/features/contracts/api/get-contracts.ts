import type {
  ContractListResponse,
  ContractResponse,
  ContractSearchFilter,
  ContractSort,
  ContractStatus,
  SortOrder,
} from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contractKeys } from './keys';

export type ContractListFilter = ContractSearchFilter & {
  year?: number | null;
  contract_status: readonly ContractStatus[];
  external_reference_id?: string;
  limit: number;
  offset: number;
  /** The API's default: newest first. */
  sort?: ContractSort;
  order?: SortOrder;
};

/** GET /api/grower-contracts/v1: a page of the contracts the user may see, newest first or sorted. */
export const getContracts = (filter: ContractListFilter, signal?: AbortSignal) =>
  api<ContractListResponse>('/grower-contracts/v1', {
    query: {
      year: filter.year ?? undefined,
      contract_status: filter.contract_status.join(','),
      external_reference_id: filter.external_reference_id,
      new_contract_id: filter.new_contract_id,
      grower_sap_id: filter.grower_sap_id,
      grower_name: filter.grower_name,
      limit: filter.limit,
      offset: filter.offset,
      sort: filter.sort,
      order: filter.order,
    },
    signal,
  });

export const contractListQueryOptions = (filter: ContractListFilter) =>
  queryOptions({
    queryKey: contractKeys.list(filter),
    queryFn: ({ signal }) => getContracts(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useContractList(filter: ContractListFilter) {
  return useQuery(contractListQueryOptions(filter));
}

/** GET /api/grower-contracts/v1?contract_id=: one contract with its details, signers and history. */
export const getContract = (contractId: string, signal?: AbortSignal) =>
  api<ContractResponse>('/grower-contracts/v1', { query: { contract_id: contractId }, signal }).then((r) => r.contract);

export const contractQueryOptions = (contractId: string) =>
  queryOptions({ queryKey: contractKeys.one(contractId), queryFn: ({ signal }) => getContract(contractId, signal) });

export function useContract(contractId: string | undefined) {
  return useQuery({ ...contractQueryOptions(contractId ?? ''), enabled: Boolean(contractId) });
}

/** Refreshes every contract read, for changes made by other features (sending for signing). */
export function useInvalidateContracts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contractKeys.all });
}
