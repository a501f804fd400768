import type { ContractResponse, SignersReply } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { signingKeys } from './keys';

/** GET /api/signers: the proposed signers, or the stored ones once sent. */
export const getSigners = (contractId: string, signal?: AbortSignal) =>
  api<SignersReply>('/signers', { query: { contract_id: contractId }, signal }).then((r) => r.data);

export const signersQueryOptions = (contractId: string) =>
  queryOptions({
    queryKey: signingKeys.signers(contractId),
    queryFn: ({ signal }) => getSigners(contractId, signal),
    staleTime: 0,
  });

export function useSigners(contractId: string, enabled = true) {
  return useQuery({ ...signersQueryOptions(contractId), enabled });
}

/** The contract being sent (its number, and for an amendment the contract it replaces). */
export const getSigningContract = (contractId: string, signal?: AbortSignal) =>
  api<ContractResponse>('/grower-contracts/v1', { query: { contract_id: contractId }, signal }).then((r) => r.contract);

export const signingContractQueryOptions = (contractId: string) =>
  queryOptions({
    queryKey: signingKeys.contract(contractId),
    queryFn: ({ signal }) => getSigningContract(contractId, signal),
  });

export function useSigningContract(contractId: string, enabled = true) {
  return useQuery({ ...signingContractQueryOptions(contractId), enabled });
}
