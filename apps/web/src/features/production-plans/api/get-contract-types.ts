import type { ContractTypesResponse } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { planKeys } from './keys';

/** GET /api/type: the contract types a plan may have. */
export const getContractTypes = () => api<ContractTypesResponse>('/type').then((r) => r.contract_types);

export const contractTypesQueryOptions = () =>
  queryOptions({ queryKey: planKeys.contractTypes(), queryFn: getContractTypes, staleTime: Infinity });

export function useContractTypes() {
  return useQuery(contractTypesQueryOptions());
}
